//! Issue 43, "a test fails when a registered game lacks one of them": what the checklist in
//! `games/mod.rs` says a game brings outside its folder, checked for every game of
//! `every_game!`, each failure naming the game and what it lacks.

use std::path::Path;

use super::registered;
use crate::lang::Lang;
use crate::text::teachers::teachers;

/// A file of the project, or "" where there is none.
fn read(path: &str) -> String {
    std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(path)).unwrap_or_default()
}

#[test]
fn every_registered_game_has_its_rules_page_and_its_line_in_the_docs_index() {
    let index = read("docs/README.md");
    for game in registered() {
        let page = format!("docs/games/{}.md", game.id);
        assert!(!read(&page).is_empty(), "{}: its rules page, {page}", game.id);
        let line = format!("](games/{}.md)", game.id);
        assert!(index.contains(&line), "{}: its line in docs/README.md, linking {page}", game.id);
    }
}

#[test]
fn every_registered_game_has_its_teachers_card_in_both_languages() {
    for game in registered() {
        for lang in Lang::ALL {
            let card = teachers(lang).cards().of(game.id);
            assert!(card.is_some(), "{} {lang:?}: its card in src/text/teachers/ (Cards::of)", game.id);
        }
    }
}

#[test]
fn every_registered_game_has_its_bench_line_and_its_weight_budget() {
    let (bench, budgets) = (read("examples/bench.rs"), read("budgets.json"));
    for game in registered() {
        let file = format!("examples/bench/{}.rs", game.module);
        assert!(!read(&file).is_empty(), "{}: its own figures, {file}", game.id);
        let line = format!("(\"{}\", {}::run)", game.id, game.module);
        assert!(bench.contains(&line), "{}: its line in examples/bench.rs, {line}", game.id);
        let budget = format!("\"home + {}\"", game.id);
        assert!(budgets.contains(&budget), "{}: its budget in budgets.json, {budget}", game.id);
    }
}
