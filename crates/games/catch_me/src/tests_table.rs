//! The hidden virus at the table (docs/games/catch-me.md R11, R12): undo never shows a person
//! what their seat could not see, nor takes them back past a secret they were shown, and a
//! hidden move leaves the same traces on the hero's screen whatever its length.

use super::board::BoardName;
use super::state::{CatchMe, Event, Mode, Options, Side, HERO, VIRUS};
use super::tests::table;
use engine::{Game, Level, Seat, Session};
use table::play::{Actor, Table};
use table::save::SavedGame;
use table::seats::{Controller, SeatSetup};

/// Seats with a person at `people`, the computer (Easy) at the others.
fn seats(people: &[Seat]) -> Vec<SeatSetup> {
    [HERO, VIRUS]
        .map(|seat| match people.contains(&seat) {
            true => SeatSetup::default_for(seat),
            false => SeatSetup { controller: Controller::Computer, level: Level::Easy, ..SeatSetup::default_for(seat) },
        })
        .to_vec()
}

fn new_table(mode: Mode, seed: u64, people: &[Seat]) -> Table<CatchMe> {
    Table::new(Session::new(Options { mode, ..Options::default() }, seed).unwrap(), seats(people))
}

/// Plays on, a person taking their first legal action, until `stop` holds or the game ends.
fn play_until(table: &mut Table<CatchMe>, mut stop: impl FnMut(&Table<CatchMe>) -> bool) {
    while table.to_act() != Actor::Over && !stop(table) {
        table.uncover();
        if !table.play_automatic() {
            let action = table.person_actions()[0].clone();
            table.act(table.ply(), action).unwrap();
        }
    }
}

fn shows_a_secret(event: &Event) -> bool {
    matches!(event, Event::VirusShown { .. } | Event::VirusRevealed { .. })
}

// Undo "never goes back past a moment the hidden virus was shown to the hero (Quarantine's
// showing, the end of the game): after a hidden game ends, the hero cannot undo" (R12).
#[test]
fn undo_never_goes_back_past_the_end_of_a_hidden_game() {
    for (mode, people, seed) in [Mode::Quarantine, Mode::Pandemic]
        .into_iter()
        .flat_map(|m| [vec![HERO], vec![HERO, VIRUS]].map(|p| (m, p)))
        .flat_map(|(m, p)| (0..8).map(move |seed| (m, p.clone(), seed)))
    {
        let mut table = new_table(mode, seed, &people);
        play_until(&mut table, |_| false);
        let ply = table.ply();
        assert_eq!(table.undo_target(), None, "{mode:?} {people:?} seed {seed}");
        assert!(!table.undo());
        assert_eq!((table.ply(), table.to_act()), (ply, Actor::Over));
    }
}

// Undo is no oracle: not after stepping onto a guessed square and getting caught (which reveals
// the path), nor after Quarantine's showing of the virus (R9, R12). Wherever undo is offered,
// what it takes back shows no secret.
#[test]
fn undo_never_goes_back_past_the_virus_being_shown() {
    let mut refused = 0;
    for seed in 0..30 {
        let mut table = new_table(Mode::Quarantine, seed, &[HERO]);
        play_until(&mut table, |table| {
            let steps = table.session().steps();
            match table.undo_target() {
                Some(target) => assert!(
                    !steps[target..].iter().flat_map(|s| &s.events).any(shows_a_secret),
                    "seed {seed}: undo to {target} would unsee a secret"
                ),
                None => refused += usize::from(steps.iter().any(|s| s.actor == engine::Turn::Seat(HERO))),
            }
            false
        });
    }
    assert!(refused > 20, "positions where a shown virus stopped undo: {refused}");
}

// "Undo never shows a player what it could not see at that moment" (R12): the end is seen as
// the virus sees it; after undo the table looks as for the live position again.
#[test]
fn undo_after_the_end_hands_the_table_back() {
    let mut normal = new_table(Mode::Normal, 4, &[HERO]);
    play_until(&mut normal, |_| false);
    assert_eq!(normal.looking(), CatchMe::SEES_ALL);
    assert!(normal.undo(), "Normal mode hides nothing: undo is free");
    assert_eq!((normal.to_act(), normal.looking()), (Actor::Person(HERO), None), "nothing secret to look at");
    let mut virus = new_table(Mode::Pandemic, 4, &[VIRUS]);
    play_until(&mut virus, |_| false);
    assert!(virus.undo(), "the virus's person saw everything all along");
    assert_eq!((virus.to_act(), virus.looking()), (Actor::Person(VIRUS), Some(VIRUS)));
}

/// What the hero's screen keeps of a hidden virus move of `steps` steps against the computer:
/// how many beats of the computer's pace it took, the log entries with their numbers, and the
/// move count in the list of saves.
fn hidden_move_trace(steps: u8) -> (usize, Vec<(usize, Vec<Event>)>, usize) {
    let game = table(Mode::Pandemic, (0, 0), (3, 2), Side::Virus, &[steps]);
    let options = Options { mode: Mode::Pandemic, board: BoardName::RuleTests, ..Options::default() };
    let mut table = Table::new(Session::from_snapshot(options, 0, game), seats(&[HERO]));
    let mut beats = 0;
    while table.play_automatic() {
        beats += 1;
    }
    assert_eq!(table.ply(), 1 + steps as usize, "the roll and {steps} steps were played");
    let log = (0..table.ply())
        .filter_map(|ply| table.log_entry(ply).map(|(_, events)| (table.visible_ply(ply), events)))
        .filter(|(_, events)| !events.is_empty())
        .collect();
    let saved = SavedGame::new("g", seats(&[HERO]), table.session(), 0.0);
    (beats, log, saved.actions)
}

// "A hidden virus move takes the same time on the screen, and leaves the same marks in the log
// and the saved games, whatever its length" (R11).
#[test]
fn a_hidden_virus_move_leaves_the_same_traces_whatever_its_length() {
    let one = hidden_move_trace(1);
    assert_eq!(one, hidden_move_trace(3));
    assert_eq!(one.0, 2, "one beat for the roll, one for the whole move");
    assert_eq!(one.2, 1, "the roll is counted, the hidden steps are not");
}
