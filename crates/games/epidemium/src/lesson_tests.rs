//! The guided game's tests, and the search that chose it.

use super::*;
use crate::{Options, Phase, Thrown};
use engine::{computer_pick, first_shown, Game, Session, Turn};

/// The guided game played to its end, with the rules it shows the learner.
fn played() -> (Session<Epidemium>, Vec<(usize, Rule)>) {
    let lesson = Epidemium::lesson().unwrap();
    let mut session = Session::<Epidemium>::new(lesson.options.clone(), lesson.seed).unwrap();
    for action in lesson.actions().unwrap() {
        session.apply(action).unwrap();
    }
    let shown = first_shown(&session, 0);
    (session, shown)
}

/// Each rule is told where it applies (never the future's odd numbers on a past-world D4 roll):
/// each rule is shown by the learner's own move, in the world its words name; the other
/// doctor's moves show only how you lose (its syringe) and a Penalty card played on the
/// learner.
#[test]
fn each_rule_is_told_when_the_learners_own_move_shows_it_in_the_world_its_words_name() {
    let rival_moved = [Event::Moved { seat: 1, world: World::Future, from: 13, to: 10 }];
    assert_eq!(Epidemium::shows(&rival_moved, 0), None, "the other doctor's move teaches nothing");
    assert_eq!(Epidemium::shows(&rival_moved, 1), Some(Rule::OddNumbers));
    let (session, shown) = played();
    for (ply, rule) in shown {
        let me = session.state_at(ply + 1).unwrap().pieces()[0].clone();
        match rule {
            Rule::EvenNumbers => assert_eq!(me.world, World::Past, "even numbers at {ply}"),
            Rule::OddNumbers => assert_eq!(me.world, World::Future, "odd numbers at {ply}"),
            Rule::Syringe | Rule::Won => assert!(me.syringe),
            Rule::RivalSyringe => assert!(!me.syringe, "the other doctor's syringe came first"),
            _ => {}
        }
        let mover = session.state_at(ply).unwrap().turn();
        let theirs = matches!(rule, Rule::Order | Rule::RivalSyringe | Rule::Penalty);
        assert!(theirs || mover == Turn::Seat(0), "{rule:?} at {ply} is the learner's move");
    }
}

/// A card's menu in a real game comes with help: each card's menu asks for its rule's tip; a
/// roll waiting on the card shows it too.
#[test]
fn each_cards_menu_asks_for_the_cards_tip() {
    assert_eq!(Epidemium::menu(&[Action::KeepRoll, Action::MagicNumber(2)]), Some(Rule::MagicNumber));
    assert_eq!(Epidemium::menu(&[Action::BonusLife, Action::AcceptSkip]), Some(Rule::BonusLife));
    assert_eq!(Epidemium::menu(&[Action::Roll, Action::Penalty(1)]), Some(Rule::Penalty));
    assert_eq!(Epidemium::menu(&[Action::Roll]), None);
    let waiting = [Event::Rolled { seat: 0, die: crate::Die::D6, face: 3 }];
    assert_eq!(Epidemium::shows(&waiting, 0), Some(Rule::MagicNumber));
    assert_eq!(Epidemium::shows(&waiting, 1), None);
}

/// Two real decisions: the verdicts are true of every answer. Magic Number: the
/// roll would not move, the script's number is the longest move and any other goes less far or
/// nowhere. Penalty: the other doctor holds its syringe and no Bonus Life, so it loses a turn.
#[test]
fn the_scripts_answer_at_each_choice_is_the_better_one_as_its_verdict_says() {
    let lesson = Epidemium::lesson().unwrap();
    let (session, _) = played();
    let script = lesson.actions().unwrap();
    let &[magic, penalty] = lesson.choices else { panic!("two choices") };
    let before = session.state_at(magic).unwrap();
    let Phase::Magic(Thrown::Move { face, .. }) = before.phase() else { panic!("a Magic Number menu") };
    assert!(!before.pieces()[0].world.moves_on(*face), "kept, the roll would not move");
    let spot = |action: &Action| {
        let mut after = before.clone();
        after.apply(action).unwrap();
        after.pieces()[0].spot
    };
    let best = spot(&script[magic]);
    for other in before.legal_actions().iter().filter(|a| **a != script[magic]) {
        assert!(spot(other) < best, "{other:?} goes less far");
    }
    let before = session.state_at(penalty).unwrap();
    let rival = before.pieces()[1].clone();
    assert!(rival.syringe && rival.hand.bonus_life == 0 && !before.pieces()[0].syringe);
    assert_eq!(script[penalty], Action::Penalty(1));
    assert_eq!(before.legal_actions(), [Action::Roll, Action::Penalty(1)]);
    let after = session.state_at(penalty + 1).unwrap();
    assert!(after.pieces()[1].stopped.is_some(), "the other doctor skips its next turn");
}

/// The learner's policy for the search: the computer's sensible play, but a Penalty card is
/// played on the other doctor only once it holds its syringe and no Bonus Life to cancel it.
fn learner_pick(game: &Epidemium, legal: &[Action], seed: u64) -> usize {
    let rival = &game.pieces()[1];
    let stop = Action::Penalty(1);
    let mine = game.turn() == Turn::Seat(0) && matches!(game.phase(), Phase::Turn);
    if mine {
        let now = rival.syringe && rival.hand.bonus_life == 0;
        return if now { legal.iter().position(|a| *a == stop).unwrap_or(0) } else { 0 };
    }
    computer_pick(game, legal, seed)
}

/// A guided game found by the search.
struct Found {
    ahead: usize,
    choices: Vec<usize>,
    script: Vec<u16>,
    /// The rules told before the jump ahead, in order.
    taught: Vec<Rule>,
    /// The learner's decisions before the jump ahead.
    decisions: usize,
}

/// The guided game from `seed` under `learner_pick`, where it teaches every core rule and is
/// won by the learner.
fn candidate(seed: u64) -> Option<Found> {
    let mut session =
        Session::<Epidemium>::new(Options { characters: vec![None, None], ..Options::default() }, seed).ok()?;
    let mut script = vec![];
    let mut choices = vec![];
    while session.state().outcome().is_none() && script.len() < 600 {
        let state = session.state().clone();
        let legal = state.legal_actions();
        let index = learner_pick(&state, &legal, seed);
        let learners = state.turn() == Turn::Seat(0);
        // The first Magic Number menu: a roll that does not move, made the longest move.
        let magic = matches!(state.phase(), Phase::Magic(_)) && learners && choices.is_empty();
        if magic {
            let Phase::Magic(Thrown::Move { face, .. }) = state.phase() else { return None };
            if state.pieces()[0].world.moves_on(*face) {
                return None;
            }
            choices.push(script.len());
        }
        if legal[index] == Action::Penalty(1) && learners {
            choices.push(script.len());
        }
        session.apply(legal[index].clone()).ok()?;
        script.push(index as u16);
    }
    if session.state().outcome().is_none_or(|o| o.winners != [0]) || choices.len() != 2 {
        return None;
    }
    let shown = first_shown(&session, 0);
    let core = Epidemium::TAUGHT.iter().filter(|r| **r != Rule::Won);
    let last_core = core.map(|r| shown.iter().find(|(_, s)| s == r).map(|(p, _)| *p)).collect::<Option<Vec<_>>>()?;
    // Every rule and the second choice's verdict are told before the jump.
    let after = last_core.into_iter().chain([choices[1]]).max()? + 2;
    let ahead = (after..script.len()).find(|&p| session.state_at(p).ok().is_some_and(|g| g.turn() == Turn::Seat(0)))?;
    // How you lose: the other doctor took its syringe first.
    let at = |rule: Rule| shown.iter().position(|(_, r)| *r == rule);
    if at(Rule::RivalSyringe)? > at(Rule::Syringe)? {
        return None;
    }
    let win = shown.iter().find(|(_, r)| *r == Rule::Won)?.0;
    if win + 1 != script.len() {
        return None;
    }
    let taught = shown.iter().filter(|(p, _)| p + 1 < ahead).map(|(_, r)| *r).collect();
    let decisions = (0..ahead).filter(|&p| session.state_at(p).unwrap().turn() == Turn::Seat(0)).count();
    Some(Found { ahead, choices, script, taught, decisions })
}

/// Run by hand to choose the guided game:
/// `cargo test --release --lib epidemium::lesson -- --ignored --nocapture`.
#[test]
#[ignore]
fn find_the_guided_game() {
    let mut found = vec![];
    for seed in 0..20_000 {
        found.extend(candidate(seed).filter(|f| f.decisions <= 22).map(|f| (seed, f)));
    }
    found.sort_by_key(|(_, f)| (f.decisions, f.script.len()));
    for (seed, Found { ahead, choices, script, taught, decisions }) in found.iter().take(12) {
        let len = script.len();
        println!("{decisions} decisions, {len} plies: seed {seed} ahead {ahead} choices {choices:?} {taught:?}");
        println!("{script:?}");
    }
}

/// Prints the guided game, action by action, to choose it and to write its words.
#[test]
#[ignore]
fn print_the_guided_game() {
    let lesson = Epidemium::lesson().unwrap();
    let mut session = Session::<Epidemium>::new(lesson.options.clone(), lesson.seed).unwrap();
    for (ply, action) in lesson.actions().unwrap().into_iter().enumerate() {
        let legal = session.state().legal_actions();
        let turn = session.state().turn();
        let events = session.apply(action.clone()).unwrap().to_vec();
        let rule = Epidemium::shows(&events, 0);
        let at = |s: usize| {
            (session.state().pieces()[s].world, session.state().pieces()[s].spot, session.state().pieces()[s].syringe)
        };
        println!("{ply} {turn:?} {action:?} of {} {rule:?} {events:?} me {:?} rival {:?}", legal.len(), at(0), at(1));
    }
}

/// Every game word is explained at its first use (tap it for a one-line meaning): each word of
/// the glossary is found whole in the coach's sentences (the goal card, the rules in the order
/// the guided game tells them, the verdicts), so it can be tapped where it is said.
#[test]
fn every_glossary_word_is_said_whole_where_the_coach_can_mark_it() {
    use text::coach::terms_in;
    for lang in [Lang::En, Lang::It] {
        let goal = Epidemium::goal(lang);
        let mut said: Vec<&str> = vec![goal.win, goal.lose];
        said.extend(goal.turn);
        said.extend(Epidemium::TAUGHT.iter().chain(Epidemium::LATER).map(|&r| Epidemium::rule_words(r, lang).1));
        said.extend((0..2).flat_map(|c| [Epidemium::verdict(c, true, lang), Epidemium::verdict(c, false, lang)]));
        let glossary = Epidemium::glossary(lang);
        let marked: Vec<usize> = said.iter().flat_map(|s| terms_in(s, glossary)).map(|(_, i)| i).collect();
        for (i, (term, _)) in glossary.iter().enumerate() {
            assert!(marked.contains(&i), "{lang:?}: {term} is said whole");
        }
        assert!((5..=12).contains(&glossary.len()));
    }
}
