use super::secret_cards::{Action, Event, SecretCards};
use super::*;
use crate::seats::Controller;
use engine::harness::check_plan_from_view;
use engine::Game;
use vaccine_race::{self, VaccineRace};

fn seats(computers: &[Seat]) -> Vec<SeatSetup> {
    (0..2)
        .map(|seat| SeatSetup {
            controller: if computers.contains(&seat) { Controller::Computer } else { Controller::Person },
            ..SeatSetup::default_for(seat)
        })
        .collect()
}

fn cards_table(seed: u64, computers: &[Seat]) -> Table<SecretCards> {
    Table::new(Session::new((), seed).unwrap(), seats(computers))
}

/// Everything the looking seat is shown: its view and its log.
fn shown(table: &Table<SecretCards>) -> String {
    format!("{:?} {:?}", table.view(), table.log(usize::MAX).collect::<Vec<_>>())
}

/// Whether `shown` tells the card of `seat`.
fn tells_card(table: &Table<SecretCards>, seat: Seat) -> bool {
    let card = table.session().state().card(seat);
    table.log(usize::MAX).any(|(_, events)| events.contains(&Event::Dealt { seat, card }))
        || (table.view().mine.is_some() && table.view().mine == card && table.looking() == Some(seat))
}

// "Per-seat views and logs of the test-only hidden game never carry the other seat's
// secret", with "a cover screen ... when the person to act changes, until that person
// taps; while the cover is up nothing secret is in the page".
#[test]
fn two_people_see_only_their_own_card_and_the_cover_hides_both() {
    for seed in 0..50 {
        let mut table = cards_table(seed, &[]);
        assert!(table.play_automatic(), "the game deals by itself");
        for seat in 0..2 {
            assert_eq!(table.cover(), Some(seat), "seed {seed}: hand the device to {seat}");
            assert_eq!(table.view().mine, None, "nothing secret under the cover");
            assert!(!shown(&table).contains("card: Some"), "no card in the covered log: {}", shown(&table));
            assert_eq!(table.person_actions(), vec![], "nobody acts under the cover");
            table.uncover();
            assert_eq!(table.looking(), Some(seat));
            assert!(tells_card(&table, seat), "seed {seed}: seat {seat} sees its own card");
            assert!(!tells_card(&table, 1 - seat), "seed {seed}: seat {seat} never sees the other card");
            let other = table.session().state().card(1 - seat);
            assert!(!table.log(usize::MAX).any(|(_, e)| e.contains(&Event::Dealt { seat: 1 - seat, card: other })));
            table.act(table.ply(), Action::Guess(2)).unwrap();
        }
        assert_eq!(table.to_act(), Actor::Over);
        assert_eq!(table.cover(), None);
    }
}

// "Undo never steps back into another person's hidden decisions".
#[test]
fn undo_never_steps_back_into_the_other_persons_decision() {
    let mut table = cards_table(3, &[]);
    table.play_automatic();
    table.uncover();
    table.act(1, Action::Guess(1)).unwrap();
    table.uncover();
    assert_eq!(table.looking(), Some(1));
    assert_eq!(table.undo_target(), None, "seat 1 may not take back seat 0's guess");
    assert!(!table.undo());
    assert_eq!(table.ply(), 2);
}

#[test]
fn one_person_against_the_computer_always_looks_and_is_never_covered() {
    let mut table = cards_table(8, &[1]);
    assert_eq!(table.looking(), Some(0));
    while table.play_automatic() {}
    table.act(table.ply(), Action::Guess(3)).unwrap();
    assert_eq!(table.cover(), None);
    assert!(table.play_automatic(), "the computer guesses");
    assert_eq!(table.to_act(), Actor::Over);
    assert_eq!(table.undo_target(), Some(1), "undo goes back past the computer to the person's guess");
    assert!(table.undo());
    assert_eq!(table.to_act(), Actor::Person(0));
}

// "Undo never shows a person anything that person's seat could not see when that
// position was live": the end is seen by the seat that sees all (here an onlooker, who sees no
// card); undo hands the live position back to its person.
#[test]
fn undo_after_the_end_looks_as_the_person_again() {
    let mut table = cards_table(8, &[1]);
    while table.play_automatic() {}
    table.act(table.ply(), Action::Guess(3)).unwrap();
    table.play_automatic();
    assert_eq!((table.to_act(), table.looking()), (Actor::Over, SecretCards::SEES_ALL));
    assert!(table.undo());
    assert_eq!((table.to_act(), table.looking(), table.cover()), (Actor::Person(0), Some(0), None));
    assert!(tells_card(&table, 0), "the person sees their own card again");
}

// "A computer's choice is the same for two states that give its seat the same view", checked
// by the engine's generic harness.
#[test]
fn the_computer_decides_from_its_view_only() {
    let mut table = cards_table(1, &[]);
    table.play_automatic();
    let state = table.session().state();
    let mine = state.card(0).unwrap();
    for theirs in 1..=3 {
        check_plan_from_view(&state.with_cards([mine, 1]), &state.with_cards([mine, theirs]), 0);
    }
    let mut other = VaccineRace::new(&vaccine_race::Options { players: 2 }, 2).unwrap();
    other.apply(&vaccine_race::Action::Roll).unwrap();
    // The same table with other dice to come.
    let reseeded = VaccineRace::new(&vaccine_race::Options { players: 2 }, 77).unwrap();
    let mut value = serde_json::to_value(&other).unwrap();
    value["rng"] = serde_json::to_value(&reseeded).unwrap()["rng"].clone();
    let same: VaccineRace = serde_json::from_value(value).unwrap();
    assert_ne!(same, other);
    check_plan_from_view(&other, &same, 1);
}

// "An action from a tap or key is meant for the position it was made in: the shell
// refuses one whose position has moved on".
#[test]
fn a_tap_for_an_earlier_position_is_refused_and_changes_nothing() {
    let mut table: Table<VaccineRace> =
        Table::new(Session::new(vaccine_race::Options { players: 2 }, 4).unwrap(), seats(&[]));
    table.act(0, vaccine_race::Action::Roll).unwrap();
    assert_eq!(table.act(0, vaccine_race::Action::Roll), Err(Refused::Stale), "a double click's second click");
    assert_eq!(table.ply(), 1);
    let illegal = table.act(1, vaccine_race::Action::SkipAnimalTrials);
    assert!(matches!(illegal, Err(Refused::Illegal(_))), "an illegal action is an error in words");
    assert_eq!(table.ply(), 1);
}

#[test]
fn the_computer_plays_its_whole_planned_turn_and_the_game_its_own_turns() {
    let mut table = cards_table(5, &[0, 1]);
    let mut automatic = 0;
    while table.play_automatic() {
        automatic += 1;
    }
    assert_eq!(automatic, 3, "the deal and two computer guesses");
    assert_eq!(table.to_act(), Actor::Over);
    assert_eq!(table.session().steps()[0].actor, Turn::Game, "the deal is the game's own, not a seat's");
    assert_eq!(table.session().state().view(None).guesses.len(), 2);
}

// Play across devices: "each device knows which seats it plays"; "the opening device shows
// only its own seat's view".
#[test]
fn a_seat_played_on_another_device_is_waited_for_and_never_looked_at_here() {
    for seed in 0..20 {
        let here_and_there = vec![
            SeatSetup::default_for(0),
            SeatSetup { controller: Controller::Elsewhere, ..SeatSetup::default_for(1) },
        ];
        let mut table = Table::new(Session::<SecretCards>::new((), seed).unwrap(), here_and_there);
        table.play_automatic();
        assert_eq!((table.to_act(), table.looking(), table.cover()), (Actor::Person(0), Some(0), None));
        table.act(table.ply(), Action::Guess(1)).unwrap();
        assert_eq!(table.to_act(), Actor::Elsewhere(1), "the other device's turn");
        assert!(table.person_actions().is_empty(), "nothing to choose here");
        assert_eq!(table.act(table.ply(), Action::Guess(2)), Err(Refused::NotYourTurn));
        assert!(!table.play_automatic(), "no one here plays it");
        assert_eq!((table.looking(), table.cover()), (Some(0), None), "no cover: only seat 0 is here");
        assert!(!tells_card(&table, 1), "seed {seed}: the other device's card is not shown here");
    }
}

// "A person's only legal action that is no choice (a forced pass, a move with one
// way) plays itself after a visible beat, while a die roll stays the person's tap"; and undo,
// which goes back to a person's last decision, does not stop before an action that was none.
#[test]
fn an_only_action_that_is_no_roll_is_forced_and_undo_passes_over_it() {
    use catch_me::{self, CatchMe};
    let (mut forced_seen, mut rolls_seen) = (0, 0);
    for seed in 0..20 {
        let session = Session::<CatchMe>::new(catch_me::Options::default(), seed).unwrap();
        let mut table = Table::new(session, seats(&[]));
        while table.to_act() != Actor::Over && table.ply() < 120 {
            let legal = table.person_actions();
            let forced = table.forced();
            assert_eq!(forced.is_some(), legal.len() == 1 && !CatchMe::rolls(&legal[0]), "seed {seed}");
            rolls_seen += usize::from(legal == [catch_me::Action::Roll]);
            let Some(action) = forced.clone().or_else(|| legal.last().cloned()) else { break };
            let decided = table.undo_target();
            table.act(table.ply(), action).unwrap();
            let step = table.session().steps().last().unwrap();
            assert_eq!(step.forced, forced.is_some(), "seed {seed}: the step says whether it was forced");
            if forced.is_some() {
                forced_seen += 1;
                assert_eq!(table.undo_target(), decided, "seed {seed}: undo goes back past a forced step");
            }
        }
    }
    assert!(forced_seen > 0 && rolls_seen > 0, "the games had forced moves ({forced_seen}) and rolls ({rolls_seen})");
}

// "After computer or game turns, a 'While you waited' line by the board lists each
// of them since this person's last action."
#[test]
fn the_moves_waited_for_are_every_move_since_the_persons_last_action() {
    let session = Session::<VaccineRace>::new(vaccine_race::Options::default(), 3).unwrap();
    let mut table = Table::new(session, seats(&[1]));
    assert_eq!(table.waited_since(), None, "nothing was waited for before anyone moved");
    let mut person_moved_at = None;
    while table.ply() < 40 {
        match table.to_act() {
            Actor::Person(_) => {
                if let Some(last) = person_moved_at {
                    let since = table.waited_since();
                    let others = table.session().steps()[last + 1..].iter().any(|s| s.actor == Turn::Seat(1));
                    assert_eq!(since, others.then_some(last + 1), "from just after the person's last move");
                }
                person_moved_at = Some(table.ply());
                let action = table.person_actions()[0].clone();
                table.act(table.ply(), action).unwrap();
            }
            Actor::Computer(_) => assert!(table.play_automatic()),
            _ => break,
        }
    }
    assert!(person_moved_at.is_some());
    let mut watched =
        Table::new(Session::<VaccineRace>::new(vaccine_race::Options::default(), 3).unwrap(), seats(&[0, 1]));
    assert!(watched.play_automatic() && watched.waited_since().is_none(), "with nobody here, nobody waits");
}

// On Vaccine Race's tablet each person sees every move since their own, not only the last
// roll: passed round one tablet, each person waits for the others' moves.
#[test]
fn on_a_shared_tablet_each_person_waited_for_every_move_since_their_own() {
    let session = Session::<VaccineRace>::new(vaccine_race::Options::default(), 5).unwrap();
    let mut table = Table::new(session, seats(&[]));
    let mut last_of = [None::<usize>; 2];
    while table.ply() < 30 {
        let Actor::Person(seat) = table.to_act() else { break };
        let since = last_of[seat].map_or(0, |ply| ply + 1);
        let others = table.session().steps()[since..].iter().any(|s| s.actor != Turn::Seat(seat));
        assert_eq!(table.waited_since(), others.then_some(since), "seat {seat} at {}", table.ply());
        last_of[seat] = Some(table.ply());
        let action = table.person_actions()[0].clone();
        table.act(table.ply(), action).unwrap();
    }
    assert!(last_of.iter().all(Option::is_some), "both people moved");
}

// "A move once sent is final on that device: undo stops at the last move sent."
#[test]
fn undo_stops_at_the_last_move_sent() {
    let session = Session::<VaccineRace>::new(vaccine_race::Options::default(), 4).unwrap();
    let mut table = Table::new(session, vec![SeatSetup::default_for(0), SeatSetup::default_for(1)]);
    for _ in 0..4 {
        let first = table.person_actions()[0].clone();
        table.act(table.ply(), first).unwrap();
    }
    assert!(table.undo_target().is_some(), "unsent moves may be taken back");
    table.settle();
    assert_eq!((table.undo_target(), table.undo()), (None, false), "the moves sent are final");
    let next = table.person_actions()[0].clone();
    table.act(table.ply(), next).unwrap();
    assert_eq!(table.undo_target(), Some(table.settled_moves()), "a move after the link may be taken back");
    let reopened = Table::new(table.session().clone(), table.seats().to_vec()).settled(table.settled_moves());
    assert_eq!(reopened.undo_target(), Some(reopened.settled_moves()), "the floor is kept with the save");
}

// "Epidemium's Magic Number offered without stopping the game where keeping the roll
// is the obvious choice (the roll plays after a visible beat unless the card is tapped)": the
// table plays the usual keep for a person, not a computer, and not where undo went back to it.
#[test]
fn the_usual_keep_is_played_for_a_person_but_not_where_undo_went_back() {
    use epidemium::{self, Epidemium};
    let mut seen = 0;
    for seed in 0..10 {
        let session = Session::<Epidemium>::new(epidemium::Options::default(), seed).unwrap();
        let mut table = Table::new(session, seats(&[]));
        while table.to_act() != Actor::Over && table.ply() < 300 {
            let usual = table.session().state().usual();
            assert_eq!(table.for_you().map(|(a, _)| a), table.forced().or(usual.clone()), "seed {seed}");
            if usual.is_some() {
                seen += 1;
                assert_eq!(table.for_you().map(|(_, why)| why), Some(ForYou::Usual));
                assert!(table.play_for_you(table.ply()));
                assert!(table.undo());
                assert_eq!(table.usual(), None, "seed {seed}: a keep gone back to is chosen anew");
                table.redo();
                continue;
            }
            let Some(action) = table.person_actions().first().cloned() else { break };
            table.act(table.ply(), action).unwrap();
        }
    }
    assert!(seen > 0, "the games held a usual keep");
}

// Lab Race never loses through a plain button, nor through no button at all: a person's only
// move that loses the game is not played for them after a beat, as another only move is; it
// waits for their tap (which the screen asks them to confirm), and undo stops before it.
#[test]
fn an_only_move_that_loses_the_game_is_never_played_for_a_person() {
    use lab_race::{self, LabRace};
    let (mut losing, mut forced) = (0, 0);
    for seed in 0..40 {
        let options = lab_race::Options::colours(2);
        let mut table = Table::new(Session::<LabRace>::new(options, seed).unwrap(), seats(&[]));
        while table.to_act() != Actor::Over && table.ply() < 3000 {
            if table.play_automatic() {
                continue;
            }
            let legal = table.person_actions();
            let Some(first) = legal.first().cloned() else { break };
            if let [only] = legal.as_slice() {
                let loses = table.session().state().loses(only).is_some();
                assert_eq!(table.forced().is_none(), loses || LabRace::rolls(only), "seed {seed}: {only:?}");
                losing += usize::from(loses);
                forced += usize::from(table.forced().is_some());
            }
            table.act(table.ply(), first).unwrap();
        }
    }
    assert!(losing > 0 && forced > 0, "only moves that lose ({losing}) and others played for the person ({forced})");
}
