//! A game of Catch Me If You Can sealed across two devices (issue 33): the hero's device never
//! holds what the hero may not know.

mod key;

pub use key::{commitment, commits_to, dice_seed, open, seal, Key, Unopenable};
