pub mod carcassonne;
pub mod catch_me;
pub mod epidemium;
pub mod lab_race;
#[cfg(test)]
pub(crate) mod old_saves;
pub mod vaccine_race;
