//! What the checklist in `games/mod.rs` says a game brings outside its folder, checked for every
//! game of `every_game!`: a registered game that lacks one fails a test naming the game and
//! what it lacks. Everything else a game needs outside its folder has a default that holds for
//! any game, so a sixth game needs only its folder, its docs page and the registration line.

use std::path::Path;

use super::{each_game, registered, EachGame};
use engine::Setup;
use lang::Lang;
use text::teachers::Card;
use text::{assert_in_players_words, assert_translated, GameWords};

/// A file of the project, from the workspace's root, or "" where there is none.
fn read(path: &str) -> String {
    std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("../..").join(path)).unwrap_or_default()
}

#[test]
fn every_registered_game_has_its_rules_page_headed_by_its_title_which_the_docs_index_reaches() {
    for game in registered() {
        let page = format!("docs/games/{}.md", game.id);
        let heading = format!("# {}", game.title);
        assert!(read(&page).starts_with(&heading), "{}: its rules page, {page}, headed {heading:?}", game.id);
    }
    // The index names no game: it links the folder, so that a new page needs no line there.
    assert!(read("docs/README.md").contains("](games/)"), "docs/README.md links docs/games/");
}

/// Every game's card for teachers, in English and Italian, by its id.
struct Cards(Vec<(&'static str, [&'static Card; 2])>);

impl EachGame for Cards {
    fn game<G: Setup + GameWords>(&mut self) {
        self.0.push((G::ID, Lang::ALL.map(G::card)));
    }
}

fn cards() -> Vec<(&'static str, [&'static Card; 2])> {
    let mut cards = Cards(vec![]);
    each_game(&mut cards);
    cards.0
}

#[test]
fn every_registered_game_has_its_teachers_card_in_both_languages_with_the_same_parts() {
    for (game, [en, it]) in cards() {
        let filled = |card: &Card| !card.goal.is_empty() && !card.end.is_empty() && !card.turn.is_empty();
        assert!(filled(en) && filled(it), "{game}: its card's goal, turn and end (its text/card.rs)");
        assert_translated(en.turn, it.turn);
        assert_translated(en.rules, it.rules);
        assert_translated(&[en.goal, en.end], &[it.goal, it.end]);
        for lines in [en.turn, it.turn, en.rules, it.rules, &[en.goal, en.end, it.goal, it.end]] {
            assert_in_players_words(lines);
        }
    }
}

#[test]
fn a_quick_card_stays_short_enough_for_one_printed_page() {
    for (game, both) in cards() {
        for (card, lang) in both.into_iter().zip(Lang::ALL) {
            let lines = card.turn.iter().chain(card.rules).chain([&card.goal, &card.end]);
            let words: usize = lines.map(|l| l.split_whitespace().count()).sum();
            assert!(words < 400, "{game} {lang:?}: {words} words");
        }
    }
}

/// How many kinds (`Setup::kinds`) of each game the bench's speeds play.
struct Kinds(Vec<(&'static str, usize)>);

impl EachGame for Kinds {
    fn game<G: Setup + GameWords>(&mut self) {
        self.0.push((G::ID, G::kinds().len()));
    }
}

#[test]
fn the_bench_measures_every_registered_game_and_runs_each_games_own_figures() {
    let bench = read("crates/games/examples/bench.rs");
    // Its speeds and links go through `each_game`, under each kind of every game.
    assert!(bench.contains("each_game(&mut Speeds"), "crates/games/examples/bench.rs measures every game's speed");
    assert!(read("crates/games/examples/bench/links.rs").contains("each_game(&mut Lengths)"), "and every game's links");
    let mut kinds = Kinds(vec![]);
    each_game(&mut kinds);
    for (game, count) in kinds.0 {
        assert!(count > 0, "{game}: at least one kind for the bench to play");
    }
    // A game's own figures are optional; where it has them, the bench runs them.
    for game in registered() {
        let file = format!("crates/games/examples/bench/{}.rs", game.module);
        let line = format!("(\"{}\", {}::run)", game.id, game.module);
        assert!(read(&file).is_empty() || bench.contains(&line), "{}: {file} run by its line, {line}", game.id);
    }
}

#[test]
fn a_game_without_a_weight_budget_of_its_own_is_held_to_the_default_no_looser_than_the_heaviest_game() {
    let budgets: serde_json::Value = serde_json::from_str(&read("budgets.json")).expect("budgets.json is JSON");
    // A game with no budget of its own (a new game's first build) is held to the default
    // (scripts/budgets.mjs) until it has one: set at the largest game's.
    let default = budgets["game"].as_u64().expect("budgets.json: the default budget of a game, \"game\"");
    let own: Vec<u64> =
        registered().iter().filter_map(|game| budgets["budgets"][format!("home + {}", game.id)].as_u64()).collect();
    assert!(own.iter().any(|&budget| default <= budget), "the default, {default}, is no looser than every game's own");
}
