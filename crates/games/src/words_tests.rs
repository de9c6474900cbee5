//! Every game's words, read natively in English and Italian: labels for every legal action,
//! prompts and outcomes, at every position of a few seeded games of each kind the game can be
//! set up as.

use super::{each_game, EachGame};
use engine::harness::play_random;
use engine::{Seat, Setup};
use lang::Lang;
use text::words::{check_words, unfit, view_to_act};
use text::{shell, GameWords};

/// Seeded games played of each kind of each game.
const SEEDS: u64 = 2;

fn fit(words: &str, what: &str) {
    if let Some(why) = unfit(words) {
        panic!("{what}: {why} in {words:?}");
    }
}

/// Words that may be empty where a game has nothing to say (a seat's role, its line), but
/// never a placeholder.
fn fit_or_empty(words: &str, what: &str) {
    if !words.is_empty() {
        fit(words, what);
    }
}

/// Every position of seeded games of every kind: each legal action's label, the prompt, the
/// players' lines and each action's log lines, then the end's words.
struct Positions {
    labels: usize,
}

impl EachGame for Positions {
    fn game<G: Setup + GameWords>(&mut self) {
        for options in G::kinds() {
            for seed in 0..SEEDS {
                let record = play_random::<G>(&options, seed, 100_000, |_| Ok(())).unwrap();
                let mut state = record.start().unwrap();
                for action in &record.actions {
                    self.labels += position::<G>(&state, &format!("{} {options:?} seed {seed}", G::ID));
                    let events = state.apply(action).unwrap();
                    for lang in [Lang::En, Lang::It] {
                        for line in G::narrate(&events, &|seat| shell(lang).player_n(seat), lang) {
                            fit(&line, &format!("{} {lang:?} log of {action:?}", G::ID));
                        }
                    }
                }
                position::<G>(&state, &format!("{} {options:?} seed {seed}, the end", G::ID));
                ending(&state);
            }
        }
    }
}

/// One position's words; returns the labels checked.
fn position<G: GameWords>(state: &G, at: &str) -> usize {
    let labels = check_words(state).unwrap_or_else(|e| panic!("{at}: {e}"));
    let view = view_to_act(state);
    for lang in [Lang::En, Lang::It] {
        for seat in 0..state.seats() {
            fit_or_empty(&G::seat_summary(&view, seat, lang), &format!("{at}: {lang:?} line of seat {seat}"));
        }
        for action in state.legal_actions() {
            let kind = G::action_kind(&view, &action, lang).unwrap_or("a kind");
            fit(kind, &format!("{at}: {lang:?} kind of {action:?}"));
        }
    }
    labels
}

/// At the end: the game's own words where it has them, and its score table's rows.
fn ending<G: GameWords>(state: &G) {
    let (outcome, view) = (state.outcome().unwrap(), state.view(G::SEES_ALL));
    // A game ends in its own words or in the shell's "X wins!", the same in both languages.
    let own = |lang: Lang| G::outcome_words(&outcome, &view, &|seat: Seat| shell(lang).player_n(seat), lang);
    assert_eq!(own(Lang::En).is_some(), own(Lang::It).is_some(), "{}: its own end words in one language only", G::ID);
    for lang in [Lang::En, Lang::It] {
        fit_or_empty(&own(lang).unwrap_or_default(), &format!("{} {lang:?} end", G::ID));
        for (row, _) in G::score_rows(&view, lang) {
            fit(&row, &format!("{} {lang:?} score row", G::ID));
        }
    }
}

// Every legal action has a label in both languages, read natively.
#[test]
fn every_legal_action_is_labelled_in_both_languages() {
    let mut positions = Positions { labels: 0 };
    each_game(&mut positions);
    assert!(positions.labels > 10_000, "{} labels read", positions.labels);
}

/// What a game shows before it starts: its name and blurb, each setup option and choice, and
/// each seat's part.
struct Setups;

impl EachGame for Setups {
    fn game<G: Setup + GameWords>(&mut self) {
        for lang in [Lang::En, Lang::It] {
            let at = format!("{} {lang:?}", G::ID);
            fit(G::title(lang), &format!("{at} title"));
            fit(G::blurb(lang), &format!("{at} blurb"));
            for option in G::OPTIONS {
                let choices = option.choices.iter().map(Some);
                for choice in [None].into_iter().chain(choices) {
                    let (name, help) = G::option_words(option.key, choice.copied(), lang);
                    fit(name, &format!("{at} option {} {choice:?}", option.key));
                    fit(help, &format!("{at} option {} {choice:?} help", option.key));
                }
            }
            for seat in 0..*G::PLAYERS.end() {
                fit_or_empty(G::seat_role(seat, lang), &format!("{at} role of seat {seat}"));
            }
        }
    }
}

// A game's words at setup (its name, blurb, options and seats' parts) are the game's own, read
// in both languages.
#[test]
fn every_setup_option_is_worded_in_both_languages() {
    each_game(&mut Setups);
}
