//! What the shell knows of a game at the table, in plain Rust so it tests natively: who sits
//! where, how a game is saved, and which screen a link opens.

pub mod choices;
pub mod coach;
#[cfg(test)]
mod colour_vision;
pub mod embed;
pub mod keep;
pub mod link;
#[cfg(any(test, feature = "testing"))]
pub mod old_saves;
pub mod play;
pub mod qr;
pub mod route;
pub mod save;
pub mod seal;
pub mod seats;
pub mod travel;
