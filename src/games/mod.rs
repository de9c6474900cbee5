pub mod carcassonne;
pub mod vaccine_race;
