//! A game this build offers, as the shell reaches it: its rules and words, from its rules crate,
//! joined to its view, from its view crate (the catalogue joins them for each game). The screens
//! written for every game (the table, its end, its coach) are generic over it.
//! May use: nothing of the app.

use engine::{Computer, Setup, Teach};
use text::GameWords;
use ui::GameView;

/// A game this build offers: its rules and words, and its view.
pub trait GameUi: Computer + Teach + Setup + GameWords {
    const VIEW: GameView<Self>;
}
