use super::*;
use crate::bot::{best_for_the_team, value};
use crate::{Colour, Field, PieceId, WinReason};
use engine::{find_script, first_shown, Game, Session, Turn};

/// The script's other moves: the computer's normal play for the team.
fn pick(game: &LabRace, legal: &[Action], _seed: u64) -> usize {
    let best = best_for_the_team(game, legal, value);
    legal.iter().position(|&a| a == best).unwrap_or(0)
}

/// The learner's decisions before the jump ahead, those where the script is not the
/// computer's pick (the learner would be led into a worse move), and those with a choice.
fn decisions(seed: u64, ahead: usize, script: &[u16]) -> (usize, usize, usize, Vec<usize>) {
    let mut game = LabRace::new(&options(), seed).unwrap();
    let (mut count, mut forced, mut open, mut clear) = (0, 0, 0, vec![]);
    let bad = |a: &Action, game: &LabRace| {
        let mut next = game.clone();
        next.apply_legal(a).iter().any(|e| {
            matches!(
                e,
                Event::FellSick { .. }
                    | Event::WentHome { .. }
                    | Event::MaskWornOut { why: MaskWear::MetVirus | MaskWear::MetSick, .. }
            )
        })
    };
    for (ply, &index) in script[..ahead].iter().enumerate() {
        let legal = game.legal_actions();
        if game.turn() == Turn::Seat(0) {
            count += 1;
            forced += usize::from(pick(&game, &legal, seed) != index as usize);
            open += usize::from(legal.len() > 1);
            let good = legal[index as usize];
            if legal.len() > 1 && !bad(&good, &game) && legal.iter().all(|a| *a == good || bad(a, &game)) {
                clear.push(ply);
            }
        }
        game.apply_legal(&legal[index as usize]);
    }
    (count, forced, open, clear)
}

/// The game of the lesson, played to action `ply`.
fn at(ply: usize) -> LabRace {
    let lesson = LabRace::lesson().unwrap();
    let mut game = LabRace::new(&lesson.options, lesson.seed).unwrap();
    for action in &lesson.actions().unwrap()[..ply] {
        game.apply_legal(action);
    }
    game
}

fn after(game: &LabRace, action: &Action) -> Vec<Event> {
    game.clone().apply_legal(action)
}

const Y: fn(u8) -> PieceId = |index| PieceId { colour: Colour::Yellow, index };
const B: fn(u8) -> PieceId = |index| PieceId { colour: Colour::Blue, index };

/// The recap names what the lesson showed and what is still to discover: every rule
/// the coach tells before the jump is a taught one, and each rule is taught or left for later.
#[test]
fn every_rule_told_before_the_jump_is_taught_and_the_rest_are_left_for_tips() {
    let lesson = LabRace::lesson().unwrap();
    let mut session = Session::<LabRace>::new(lesson.options.clone(), lesson.seed).unwrap();
    for action in lesson.actions().unwrap() {
        session.apply(action).unwrap();
    }
    for (ply, rule) in first_shown(&session, 0).into_iter().filter(|&(ply, _)| ply < lesson.ahead) {
        assert!(LabRace::TAUGHT.contains(&rule), "{rule:?} is told at {ply} but not taught");
    }
    assert_eq!(LabRace::TAUGHT.len() + LabRace::LATER.len(), RANK.len() + 1, "every rule is taught or later");
    assert!(RANK.iter().all(|r| *r == Rule::SixChoices || LabRace::TAUGHT.contains(r) || LabRace::LATER.contains(r)));
}

/// The lesson says how pieces fall sick and that 12 viruses, or one in the lab, lose the game
/// (R13): a piece falls sick in the lesson, and its words say how you lose.
#[test]
fn falling_sick_is_the_lose_moment_and_says_twelve_viruses_or_the_lab_lose() {
    for (lang, lab) in [(Lang::En, "lab"), (Lang::It, "laboratorio")] {
        for rule in [Rule::Sickness, Rule::VirusMultiplies] {
            assert_eq!(LabRace::moment(rule), Some(Moment::Lose));
            let (_, words) = LabRace::rule_words(rule, lang);
            assert!(words.contains("12"), "{lang:?} {rule:?}: {words}");
        }
        let (_, sick) = LabRace::rule_words(Rule::Sickness, lang);
        assert!(sick.contains(lab), "{lang:?}: {sick}");
    }
    assert_eq!(LabRace::moment(Rule::Won), Some(Moment::Win));
}

/// The seamstress is explained before her mask is asked for: she is the computer's blue, whose
/// first mask is told before the learner's first choice; the learner is never asked to give a
/// mask.
#[test]
fn the_seamstress_is_told_by_her_own_mask_before_the_learner_chooses() {
    let lesson = LabRace::lesson().unwrap();
    let actions = lesson.actions().unwrap();
    let masks = |ply: &usize| matches!(actions[*ply], Action::GiveMask(_));
    let learners = (0..lesson.ahead).filter(|&ply| at(ply).turn() == Turn::Seat(0));
    assert_eq!(learners.filter(masks).count(), 0, "the learner gives no mask");
    let blue = (0..lesson.ahead).find(masks).unwrap();
    let events = after(&at(blue), &actions[blue]);
    assert_eq!(LabRace::shows(&events, 0), Some(Rule::Seamstress));
    assert!(blue < lesson.choices[0]);
}

/// The lesson's choices are those where the cost of the other answers can be said in one true
/// sentence: at the first choice any other answer leaves the second piece at home; at the
/// second any other walks onto a virus and uses up its mask.
#[test]
fn the_verdicts_are_true_for_every_other_answer() {
    let lesson = LabRace::lesson().unwrap();
    let script = lesson.actions().unwrap();
    let took_out =
        |events: &[Event]| events.iter().any(|e| matches!(e, Event::TookOut { piece, .. } if *piece == Y(1)));
    let game = at(lesson.choices[0]);
    for action in game.legal_actions() {
        assert_eq!(took_out(&after(&game, &action)), action == script[lesson.choices[0]], "{action:?}");
    }
    let mask_used =
        |events: &[Event]| events.iter().any(|e| matches!(e, Event::MaskWornOut { why: MaskWear::MetVirus, .. }));
    let game = at(lesson.choices[1]);
    assert!(game.legal_actions().len() > 1);
    for action in game.legal_actions() {
        assert_eq!(mask_used(&after(&game, &action)), action != script[lesson.choices[1]], "{action:?}");
    }
}

/// A tip for each menu the lesson did not open, such as the five-way menu after a 6 (R4): the
/// menu after a 6 and a helper's menu are tipped when they first open.
#[test]
fn the_menu_after_a_six_and_a_helpers_menu_are_tipped() {
    assert_eq!(LabRace::menu(&[Action::Move(Y(0))]), None);
    assert_eq!(LabRace::menu(&[Action::Move(Y(0)), Action::Move(Y(1))]), None);
    assert_eq!(LabRace::menu(&[Action::Move(Y(0)), Action::TakeOut(Y(1))]), Some(Rule::SixChoices));
    assert_eq!(LabRace::menu(&[Action::Move(Y(0)), Action::Heal(B(0))]), Some(Rule::SixChoices));
    assert_eq!(LabRace::menu(&[Action::Move(B(0)), Action::Pass]), Some(Rule::Helping));
    assert_eq!(LabRace::menu(&[Action::Move(Y(0)), Action::Move(B(0))]), Some(Rule::Helping), "the social worker");
    assert!(LabRace::LATER.contains(&Rule::SixChoices) && LabRace::LATER.contains(&Rule::Helping));
}

/// Real games tip every rule that comes up in play and the lesson did not show: each rule left
/// for later is found in the events that show it.
#[test]
fn each_rule_left_for_later_is_found_in_its_events() {
    let shows = |events: &[Event]| LabRace::shows(events, 0);
    let worn = Event::MaskWornOut { piece: Y(0), why: MaskWear::Laps };
    assert_eq!(shows(&[worn]), Some(Rule::MaskLaps));
    let moved = Event::Moved { piece: Y(0), from: Field(60), to: Field(70) };
    assert_eq!(shows(&[moved, Event::EnteredLab { mover: Mover::Piece(Y(0)) }]), Some(Rule::EnterLab));
    let (five, again) = (Event::Rolled { colour: Colour::Blue, face: 5 }, Event::RollsAgain { colour: Colour::Blue });
    assert_eq!(shows(&[five, again]), Some(Rule::BikeCourier));
    assert_eq!(shows(&[five, Event::FreeSix { colour: Colour::Blue }, again]), Some(Rule::FreeSix), "a free 6");
    assert_eq!(shows(&[Event::Passed { colour: Colour::Blue }]), Some(Rule::Helping));
    assert_eq!(shows(&[Event::TookOut { piece: Y(1), by: Colour::Blue }]), Some(Rule::Helping));
    assert_eq!(shows(&[Event::TookOut { piece: Y(1), by: Colour::Yellow }]), Some(Rule::LeaveQuarantine));
    let won = [moved, Event::EnteredLab { mover: Mover::Piece(Y(0)) }, Event::HumanityWon { why: WinReason::AllInLab }];
    assert_eq!(shows(&won), Some(Rule::Won), "the end first");
}

/// Run by hand to choose the guided game: `cargo test --release --lib lab_race::lesson -- --ignored --nocapture`.
#[test]
#[ignore]
fn find_the_guided_game() {
    let from: u64 = std::env::var("FROM").ok().and_then(|s| s.parse().ok()).unwrap_or(0);
    let mut best: Option<(usize, u64, usize, Vec<u16>)> = None;
    for seed in from..from + 60000 {
        if let Some((seed, ahead, script)) = find_script::<LabRace>(&options(), seed..seed + 1, 180, pick) {
            let (taps, forced, open, clear) = decisions(seed, ahead, &script);
            if forced == 0 && open >= 3 && taps <= 25 {
                println!(
                    "FOUND taps {taps} open {open} clear {clear:?} seed {seed} ahead {ahead} len {}",
                    script.len()
                );
            }
            if forced == 0 && open >= 3 && !clear.is_empty() && best.as_ref().is_none_or(|b| taps < b.0) {
                best = Some((taps, seed, ahead, script));
            }
        }
    }
    let (taps, seed, ahead, script) = best.expect("a seed shows every rule");
    println!(
        "taps {taps}\nconst SEED: u64 = {seed};\nconst AHEAD: usize = {ahead};\nconst SCRIPT: &[u16] = &{script:?};"
    );
}

/// Prints the script's plies (by hand, to choose the learner's choices); SEED=n prints the
/// finder's script from seed n instead.
#[test]
#[ignore]
fn print_the_guided_game() {
    let lesson = LabRace::lesson().unwrap();
    let (seed, ahead, script): (u64, usize, Vec<u16>) = match std::env::var("SEED").ok().and_then(|s| s.parse().ok()) {
        Some(seed) => find_script::<LabRace>(&options(), seed..seed + 1, 180, pick).unwrap(),
        None => (lesson.seed, lesson.ahead, lesson.script.to_vec()),
    };
    let mut session = Session::<LabRace>::new(lesson.options.clone(), seed).unwrap();
    let mut taps = 0;
    for (ply, &index) in script.iter().enumerate().take(ahead + 1) {
        let state = session.state().clone();
        let legal = state.legal_actions();
        let action = legal[index as usize];
        let events = session.apply(action).unwrap().to_vec();
        let shows = LabRace::shows(&events, 0);
        let mine = state.turn() == Turn::Seat(0);
        taps += usize::from(mine);
        let mark = if mine && legal.len() > 1 { "**" } else { "" };
        println!("{mark}{ply} [{taps}] {:?} {action:?} of {legal:?}\n   {events:?} -> {shows:?}", state.turn());
        if mine && legal.len() > 1 {
            let pieces: Vec<_> = state.pieces().filter(|(_, p)| !matches!(p.spot, crate::Spot::Home)).collect();
            println!("   pieces {pieces:?}\n   viruses {:?} focus {}", state.viruses(), state.focus());
        }
    }
    println!("SCRIPT {script:?}\nFIRST SHOWN {:?}", first_shown(&session, 0));
}
