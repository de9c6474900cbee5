pub mod carcassonne;
pub mod catch_me;
pub mod epidemium;
pub mod lab_race;
#[cfg(test)]
pub(crate) mod old_saves;
pub mod vaccine_race;

/// Every board has a key to its marks (issue 21), the same rows in both languages.
#[cfg(test)]
mod board_keys {
    use crate::text::Lang;

    #[test]
    fn every_board_key_has_the_same_rows_in_english_and_italian() {
        type Rows = fn(Lang) -> usize;
        let keys: [(&str, Rows); 4] = [
            ("carcassonne", |l| super::carcassonne::text::text(l).board_key().len()),
            ("epidemium", |l| super::epidemium::text::text(l).board_key().len()),
            ("lab-race", |l| super::lab_race::text::text(l).board_key().len()),
            ("vaccine-race", |l| super::vaccine_race::text::text(l).board_key().len()),
        ];
        for (game, rows) in keys {
            assert!(rows(Lang::En) >= 4, "{game}: a key explains the board's marks");
            assert_eq!(rows(Lang::En), rows(Lang::It), "{game}: the same rows in both languages");
        }
    }
}
