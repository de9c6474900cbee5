//! The hero and the virus meeting (docs/games/catch-me.md R7 and R8): the wall of a
//! virus everyone can see, a catch at any step and through a portal, and a hero stepping or
//! jumping onto the hidden virus. On the rule-test board of tests.rs.

use super::state::{Action, CatchMe, Event, Mode, Options, Phase, Side, UnseenMove, HERO, VIRUS};
use super::tests::{legal_steps, roll, sq, step, table};
use engine::harness::play_random;
use engine::Game;

// Seed: "The hero cannot pass over a square occupied by the virus."; ruling: "The hero may not
// enter the virus's square." R8: wherever the virus's square is public (Normal; the start;
// Quarantine right after it is shown, before it moves again) the hero may not enter or pass it,
// and the tap-to-end path never routes through it.
#[test]
fn the_hero_never_enters_or_passes_a_virus_everyone_can_see() {
    let mut shown = table(Mode::Quarantine, (6, 2), (6, 5), Side::Hero, &[4, 1, 3]);
    roll(&mut shown); // the hero's 4 moves the virus a step: its first move, unseen
    step(&mut shown, (6, 4));
    assert_eq!(shown.public_virus(), None);
    roll(&mut shown); // the virus's own 1: its second move, so it is shown
    step(&mut shown, (6, 3));
    assert_eq!((shown.public_virus(), shown.phase()), (Some(sq((6, 3))), &Phase::Roll { roller: Side::Hero }));
    for (mode, mut game) in [
        (Mode::Normal, table(Mode::Normal, (6, 2), (6, 3), Side::Hero, &[3])),
        (Mode::Pandemic, table(Mode::Pandemic, (6, 2), (6, 3), Side::Hero, &[3])),
        (Mode::Quarantine, shown),
    ] {
        roll(&mut game);
        let view = game.view(Some(HERO));
        assert!(view.finishes().iter().all(|f| !f.contains(&sq((6, 3)))), "{mode:?}: no way through it");
        assert!(view.move_ends().iter().all(|(_, path)| !path.contains(&sq((6, 3)))), "{mode:?}: no tap");
        assert!(!legal_steps(&game).contains(&(6, 3)), "{mode:?}");
        assert!(game.apply(&Action::Step(sq((6, 3)))).is_err(), "{mode:?}");
    }
}

// R8, over many random games of every mode: a hero move never enters the virus's square
// while it is public, and every way on the screen offers keeps off it.
#[test]
fn the_hero_never_walks_into_a_public_virus_in_random_games() {
    for mode in [Mode::Normal, Mode::Quarantine, Mode::Pandemic] {
        for seed in 0..40 {
            play_random::<CatchMe>(&Options { mode, ..Options::default() }, seed, 20_000, |game| {
                let Phase::Move(mv) = game.phase() else { return Ok(()) };
                let Some(virus) = game.public_virus().filter(|_| mv.mover == Side::Hero) else { return Ok(()) };
                let ways = game.view(Some(HERO)).move_ends().into_iter().map(|(_, path)| path);
                match ways.chain(game.view(Some(HERO)).finishes()).any(|way| way.contains(&virus)) {
                    true => Err(format!("{mode:?}: a way through the virus on {virus:?}")),
                    false => Ok(()),
                }
            })
            .unwrap_or_else(|e| panic!("{e}"));
        }
    }
}

// Seed: "The virus does NOT need to land on the same square as the hero to infect. It just needs
// to catch up."; ruling: "by entering the hero's square at any step of its move".
#[test]
fn the_virus_catches_the_hero_at_any_step() {
    for hero_column in [3, 4] {
        let mut game = table(Mode::Normal, (6, hero_column), (6, 2), Side::Virus, &[3]);
        roll(&mut game);
        let events: Vec<Event> = (3..=hero_column).flat_map(|column| step(&mut game, (6, column))).collect();
        assert!(events.contains(&Event::HeroCaught { at: sq((6, hero_column)) }));
        assert_eq!(game.phase(), &Phase::Over { winner: Side::Virus }, "caught with steps to spare");
        assert_eq!(game.outcome().unwrap().winners, vec![VIRUS]);
        assert_eq!(game.outcome().unwrap().places(2)[1 - VIRUS], Some(2), "the hero comes second");
        assert!(game.legal_actions().is_empty());
    }
}

// Seed: "If the hero occupies the same square as the virus, the game is over and the virus wins."
// Ruling (ours): in the hidden modes the hero's steps do not depend on the hidden virus; a hero
// who steps onto it is caught.
#[test]
fn a_hero_stepping_onto_the_hidden_virus_is_caught() {
    for mode in [Mode::Quarantine, Mode::Pandemic] {
        let mut game = table(mode, (6, 2), (6, 3), Side::Hero, &[2]);
        // Seen on (5,3), it has moved once out of sight since.
        game.seen = sq((5, 3));
        game.unseen = vec![UnseenMove { hero: sq((6, 2)), steps: None }];
        roll(&mut game);
        assert!(legal_steps(&game).contains(&(6, 3)), "{mode:?}: the legal steps do not give the virus away");
        let events = step(&mut game, (6, 3));
        assert!(events.contains(&Event::HeroCaught { at: sq((6, 3)) }));
        assert_eq!(game.outcome().unwrap().winners, vec![VIRUS]);
    }
}

// Seed: "The hero cannot pass over a square occupied by the virus"; "Moving from one portal
// square to another is counted as one step": a jump is a step, so the hero may not jump onto
// a virus in sight.
#[test]
fn the_hero_may_not_jump_onto_a_virus_in_sight() {
    let mut game = table(Mode::Normal, (0, 4), (7, 0), Side::Hero, &[2]);
    roll(&mut game);
    step(&mut game, (0, 5));
    assert!(!legal_steps(&game).contains(&(7, 0)), "the twin is taken by the virus");
}

// Seed: "The virus does NOT need to land on the same square as the hero to infect"; a portal
// jump is a step like any other, so it catches.
#[test]
fn the_virus_catches_the_hero_through_a_portal() {
    let mut game = table(Mode::Normal, (7, 0), (0, 4), Side::Virus, &[2]);
    roll(&mut game);
    step(&mut game, (0, 5));
    let events = step(&mut game, (7, 0));
    assert!(events.contains(&Event::HeroCaught { at: sq((7, 0)) }));
}

// Seed: "If the hero occupies the same square as the virus, the game is over and the virus
// wins", through a jump too, where the virus is hidden.
#[test]
fn a_hero_jumping_onto_the_hidden_virus_is_caught() {
    let mut game = table(Mode::Pandemic, (0, 4), (7, 0), Side::Hero, &[2]);
    game.seen = sq((6, 0));
    game.unseen = vec![UnseenMove { hero: sq((0, 4)), steps: None }];
    roll(&mut game);
    step(&mut game, (0, 5));
    let events = step(&mut game, (7, 0));
    assert!(events.contains(&Event::HeroCaught { at: sq((7, 0)) }));
    assert_eq!(game.outcome().unwrap().winners, vec![VIRUS]);
}
