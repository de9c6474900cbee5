pub mod vaccine_race;
