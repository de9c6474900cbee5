//! Quarantable: five pandemic-themed board games.
//!
//! `engine` is the shared core (the `Game` trait, records, sessions, the random-play harness);
//! `games` holds one folder per game. Both are plain Rust and test natively. `app` is the
//! browser shell and exists only with the `app` feature.

pub mod engine;
pub mod games;
pub mod table;
pub mod text;
#[cfg(feature = "app")]
pub mod ui;

#[cfg(feature = "app")]
pub mod app;
