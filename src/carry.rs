//! What one screen hands to the next setup screen: "Play a real game" after a guided one keeps
//! its people and computer and plays its version; a sealed game's rematch is set up again with
//! its seats. The screen that hands them over is gone when the setup opens, so the App holds
//! them (`Carried`, a context).
//! May use: nothing of the app.

use leptos::prelude::*;

use table::seats::SeatSetup;
use ui::Chosen;

/// The seats, and the version where there is one, that the next setup screen starts with.
#[derive(Clone, Copy)]
pub struct Carried(StoredValue<Option<(Vec<SeatSetup>, Option<Chosen>)>>);

impl Carried {
    /// Made and provided once, at the app's root, holding nothing.
    pub fn provide() {
        provide_context(Carried(StoredValue::new(None)));
    }

    /// The page's hand-over, for a screen to take where it is made.
    pub fn get() -> Carried {
        expect_context()
    }

    /// The next setup screen starts with these seats and choices.
    pub fn carry(self, seats: Vec<SeatSetup>, chosen: Option<Chosen>) {
        self.0.set_value(Some((seats, chosen)));
    }

    /// What was handed over, once: the setup screen that takes it leaves nothing for the next.
    pub fn take(self) -> Option<(Vec<SeatSetup>, Option<Chosen>)> {
        self.0.try_update_value(Option::take).flatten()
    }
}
