pub mod carcassonne;
pub mod lab_race;
pub mod vaccine_race;
