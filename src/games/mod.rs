pub mod carcassonne;
pub mod catch_me;
pub mod vaccine_race;
