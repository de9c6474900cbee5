//! Who sits at each seat: a name, a colour, a person or the computer.

use serde::{Deserialize, Serialize};

use crate::engine::Level;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Controller {
    Person,
    Computer,
}

/// The colours players choose from, with the names the log uses.
pub const PALETTE: [(&str, &str); 6] = [
    ("Blue", "#2f6fdf"),
    ("Red", "#d7263d"),
    ("Green", "#1b9e4b"),
    ("Yellow", "#e8b100"),
    ("Purple", "#8e44ad"),
    ("Orange", "#ef6c00"),
];

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatSetup {
    pub name: String,
    /// An index into `PALETTE`.
    pub colour: usize,
    pub controller: Controller,
    /// How well the computer plays this seat (unused for a person).
    #[serde(default)]
    pub level: Level,
}

impl SeatSetup {
    /// The default for seat `seat`: named after its colour, a person.
    pub fn default_for(seat: usize) -> Self {
        let colour = seat % PALETTE.len();
        Self { name: PALETTE[colour].0.to_string(), colour, controller: Controller::Person, level: Level::Normal }
    }

    pub fn colour_hex(&self) -> &'static str {
        PALETTE[self.colour % PALETTE.len()].1
    }

    pub fn is_computer(&self) -> bool {
        self.controller == Controller::Computer
    }
}

/// The name the log uses for a seat, falling back to its colour when left blank.
pub fn seat_name(seats: &[SeatSetup], seat: usize) -> String {
    match seats.get(seat) {
        Some(s) if !s.name.trim().is_empty() => s.name.trim().to_string(),
        Some(s) => PALETTE[s.colour % PALETTE.len()].0.to_string(),
        None => format!("Player {}", seat + 1),
    }
}
