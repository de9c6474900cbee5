pub mod carcassonne;
pub mod catch_me;
pub mod epidemium;
pub mod lab_race;
pub mod vaccine_race;
