//! Setting up, the starting order, the maps, random play and the computer player
//! (docs/games/epidemium.md; the original rules are in Italian). Each rule test quotes the
//! Italian line it checks.

use super::maps::Map;
use super::*;
use engine::harness::{check_plan_from_view, check_random_game, rigged_rng};
use engine::rng::game_rng;
use engine::{Computer, Game, Level, Seat, Session, Turn};

/// A game of `players` (Europe, Asia, ... in seat order) past the starting order, played in
/// seat order, seat 0 to roll, nobody holding cards, the next dice coming out as `rolls`.
pub(super) fn table(players: usize, rolls: &[(u8, u8)]) -> Epidemium {
    let characters = Continent::ALL[..players].iter().copied().map(Some).collect();
    let mut game = Epidemium::new(&Options { players, characters, slow_mode: false }, 0).unwrap();
    game.order = (0..players).collect();
    game.phase = Phase::Turn;
    game.rng = rigged_rng(rolls);
    for piece in &mut game.pieces {
        piece.played = piece.hand;
        piece.hand = Cards::default();
    }
    game
}

/// Puts `seat` on `spot` of `world`, with or without its syringe.
pub(super) fn place(game: &mut Epidemium, seat: Seat, world: World, spot: u8, syringe: bool) {
    let piece = &mut game.pieces[seat];
    (piece.world, piece.spot, piece.syringe) = (world, spot, syringe);
}

pub(super) fn act(game: &mut Epidemium, action: Action) -> Vec<Event> {
    game.apply(&action).unwrap_or_else(|e| panic!("{e}"))
}

pub(super) fn roll(game: &mut Epidemium) -> Vec<Event> {
    act(game, Action::Roll)
}

/// Rolls with the next die coming out as `face` on a die of `sides`.
pub(super) fn roll_as(game: &mut Epidemium, sides: u8, face: u8) -> Vec<Event> {
    game.rng = rigged_rng(&[(sides, face)]);
    roll(game)
}

pub(super) fn spots(game: &Epidemium) -> Vec<u8> {
    game.pieces().iter().map(|p| p.spot).collect()
}

fn options(players: usize) -> Options {
    Options { players, ..Options::default() }
}

/// "Il giocatore posiziona il suo personaggio sullo stetoscopio del continente corrispondente
/// per poter iniziare"
#[test]
fn every_character_starts_on_its_stethoscope_in_the_past() {
    let game = Epidemium::new(&options(6), 3).unwrap();
    assert!(game.pieces().iter().all(|p| p.world == World::Past && p.spot == 0 && !p.syringe));
}

/// "Ogni giocatore pesca dalla sacca uno stetoscopio colorato, in base al colore prende la carta
/// corrispondente che gli indica il continente e il personaggio"
#[test]
fn each_player_draws_a_different_character_from_the_bag() {
    let drawn: Vec<Vec<Continent>> = (0..20)
        .map(|seed| Epidemium::new(&options(4), seed).unwrap().pieces().iter().map(|p| p.continent).collect())
        .collect();
    for characters in &drawn {
        assert!(characters.iter().enumerate().all(|(i, c)| !characters[..i].contains(c)), "{characters:?}");
    }
    assert!(drawn.iter().any(|c| c != &drawn[0]), "the bag is drawn with the seed, not in a fixed order");
}

/// "2-6 giocatori"; the characters chosen at setup must be one per player and all different.
#[test]
fn two_to_six_players_with_different_characters() {
    for players in 0..=8 {
        assert_eq!(Epidemium::new(&options(players), 1).is_ok(), (2..=6).contains(&players), "{players}");
    }
    let twice =
        Options { players: 2, characters: vec![Some(Continent::Asia), Some(Continent::Asia)], slow_mode: false };
    assert!(Epidemium::new(&twice, 1).is_err());
    let chosen =
        Options { players: 2, characters: vec![Some(Continent::Oceania), Some(Continent::Europe)], slow_mode: true };
    let game = Epidemium::new(&chosen, 1).unwrap();
    assert_eq!(game.pieces()[0].continent, Continent::Oceania);
    assert!(game.slow_mode());
}

/// Ruling (ours): a player who chose no character at setup draws from the bag what the others
/// left ("pesca dalla sacca uno stetoscopio colorato").
#[test]
fn a_player_who_chose_no_character_draws_one_the_others_left() {
    let characters = vec![None, Some(Continent::Europe), None];
    let drawn: Vec<Vec<Continent>> = (0..20)
        .map(|seed| {
            let options = Options { players: 3, characters: characters.clone(), slow_mode: false };
            Epidemium::new(&options, seed).unwrap().pieces().iter().map(|p| p.continent).collect()
        })
        .collect();
    for game in &drawn {
        assert_eq!(game[1], Continent::Europe);
        assert!(game[0] != Continent::Europe && game[2] != Continent::Europe && game[0] != game[2], "{game:?}");
    }
    assert!(drawn.iter().any(|c| c != &drawn[0]), "drawn with the seed");
    let short = Options { players: 3, characters: vec![Some(Continent::Asia)], slow_mode: false };
    assert!(Epidemium::new(&short, 1).is_err(), "one choice (or none) per player");
}

/// "Ogni giocatore prende 3 carte da gioco 1 per tipo da 2 a 4 giocatori compresi" and
/// "Ogni giocatore prende 6 carte da gioco 2 per tipo da 5 a 6 giocatori compresi"
#[test]
fn three_cards_each_with_2_to_4_players_and_six_with_5_or_6() {
    for players in 2..=6 {
        let each = if players >= 5 { 2 } else { 1 };
        let game = Epidemium::new(&options(players), 1).unwrap();
        for piece in game.pieces() {
            assert_eq!(piece.hand, Cards { bonus_life: each, penalty: each, magic_number: each });
        }
    }
}

/// "I giocatori uno alla volta lanciano il dado ... (chi fa il numero più basso parte per primo)"
#[test]
fn the_lowest_roll_starts_and_the_highest_plays_last() {
    let mut game = Epidemium::new(&options(3), 0).unwrap();
    game.rng = rigged_rng(&[(6, 5), (6, 2), (6, 4)]);
    for seat in 0..3 {
        assert_eq!(game.turn(), Turn::Seat(seat), "one at a time, in seat order");
        roll(&mut game);
    }
    assert_eq!(game.order(), &[1, 2, 0]);
    assert_eq!(game.turn(), Turn::Seat(1));
    assert_eq!(game.phase(), &Phase::Turn);
}

/// "Se si gioca in 2 e lanciando i dadi escono due numeri uguali allora si ritirano i dadi fino a
/// quando uscirà un numero più alto e uno più basso (stessa regola si applica se capita quando
/// si gioca in più giocatori)"
#[test]
fn tied_order_rolls_are_rolled_again_until_one_is_lower() {
    let mut game = Epidemium::new(&options(2), 0).unwrap();
    for face in [3, 3, 6, 6] {
        roll_as(&mut game, 6, face);
    }
    assert!(matches!(game.phase(), Phase::Order(_)), "two ties: still rolling");
    roll_as(&mut game, 6, 4);
    let events = roll_as(&mut game, 6, 1);
    assert!(events.contains(&Event::OrderSettled { order: vec![1, 0] }));

    // With more players only the tied ones roll again, in their place in the order.
    let mut game = Epidemium::new(&options(4), 0).unwrap();
    let events: Vec<Event> = [2, 5, 2, 1].into_iter().flat_map(|face| roll_as(&mut game, 6, face)).collect();
    assert!(events.contains(&Event::OrderTie { seats: vec![0, 2] }));
    assert_eq!(game.turn(), Turn::Seat(0));
    roll_as(&mut game, 6, 6);
    roll_as(&mut game, 6, 3);
    assert_eq!(game.order(), &[3, 2, 0, 1]);
}

/// Ruling: "each continent's stethoscope (the start) is joined by a path of dots to the one past
/// teleport square ... Every player's path is the same length in each world (12 dots)".
#[test]
fn both_maps_join_every_continent_to_the_teleport_by_12_dots() {
    for world in [World::Past, World::Future] {
        let map = Map::of(world);
        for continent in Continent::ALL {
            let path: Vec<_> = (0..=TELEPORT).map(|spot| map.point(continent, spot)).collect();
            assert_eq!(path[TELEPORT as usize], map.teleport, "{world:?} {continent:?} ends on the teleport");
            let distinct = path.iter().enumerate().all(|(i, p)| !path[..i].contains(p));
            assert!(distinct, "{world:?} {continent:?}: two spots on one point");
        }
    }
    assert!(Map::parse("teleport 1 1\neurope 1 2 | 3 4").is_err(), "a path of 1 dot is refused");
    assert!(Map::parse("teleport 1 1\natlantis 1 2").is_err());
    assert!(Map::parse("europe 1 2 x").is_err());
}

/// No two dots closer than a piece's width, and a piece on a dot is never drawn as if on the
/// teleport: a piece on a dot clears the pieces drawn aside on the teleport square.
#[test]
fn no_two_spots_of_a_map_are_closer_than_a_piece_and_none_lies_by_the_teleport() {
    use super::maps::{PIECE_RADIUS, SHARED_ASIDE};
    for world in [World::Past, World::Future] {
        let (between, teleport) = Map::of(world).clearances();
        assert!(between >= 2.0 * PIECE_RADIUS, "{world:?}: two spots {between:.1} px apart");
        assert!(teleport >= SHARED_ASIDE + 2.0 * PIECE_RADIUS, "{world:?}: a spot {teleport:.1} px from the teleport");
    }
}

/// Each player's route is lit in its colour, so routes must not cross: no leg of one
/// continent's path crosses a leg of another's, on either map.
#[test]
fn no_two_paths_of_a_map_cross() {
    use super::{Continent, TELEPORT};
    let turn = |o: (i64, i64), p: (i64, i64), q: (i64, i64)| (p.0 - o.0) * (q.1 - o.1) - (p.1 - o.1) * (q.0 - o.0);
    let cross = |(a, b): ((i64, i64), (i64, i64)), (c, d): ((i64, i64), (i64, i64))| {
        turn(c, d, a) * turn(c, d, b) < 0 && turn(a, b, c) * turn(a, b, d) < 0
    };
    for world in [World::Past, World::Future] {
        let map = Map::of(world);
        let legs = |c: Continent| -> Vec<((i64, i64), (i64, i64))> {
            let at = |spot| {
                let (x, y) = map.point(c, spot);
                (i64::from(x), i64::from(y))
            };
            (0..TELEPORT).map(|spot| (at(spot), at(spot + 1))).collect()
        };
        for (i, &a) in Continent::ALL.iter().enumerate() {
            for &b in &Continent::ALL[i + 1..] {
                let crossing = legs(a).into_iter().any(|l| legs(b).into_iter().any(|m| cross(l, m)));
                assert!(!crossing, "{world:?}: the paths of {a:?} and {b:?} cross");
            }
        }
    }
}

#[test]
fn random_games_of_2_to_6_players_keep_every_rule() {
    for players in 2..=6 {
        for slow_mode in [false, true] {
            let options = Options { players, characters: vec![], slow_mode };
            let actions = (0..8)
                .map(|seed| check_random_game::<Epidemium>(&options, seed, 20_000, is_legal_agrees).unwrap())
                .map(|record| record.actions.len())
                .sum::<usize>();
            assert!(actions > 8 * 20, "{players} players played {actions} actions");
        }
    }
}

/// Every action the game has, for any seat of `game`.
fn every_action(game: &Epidemium) -> Vec<Action> {
    let simple = [Action::Roll, Action::KeepRoll, Action::BonusLife, Action::AcceptSkip];
    let penalties = (0..game.seats() + 1).map(Action::Penalty);
    simple.into_iter().chain(penalties).chain((0..8).map(Action::MagicNumber)).collect()
}

fn is_legal_agrees(game: &Epidemium) -> Result<(), String> {
    let legal = game.legal_actions();
    match every_action(game).into_iter().find(|a| game.is_legal(a) != legal.contains(a)) {
        Some(action) => Err(format!("is_legal({action:?}) disagrees with the legal actions {legal:?}")),
        None => Ok(()),
    }
}

/// Ruling: "The first home with the syringe wins."
#[test]
fn a_random_game_ends_with_its_winner_home_with_the_syringe_and_replays() {
    let record = check_random_game::<Epidemium>(&options(3), 11, 20_000, |_| Ok(())).unwrap();
    let session = Session::from_record(record).unwrap();
    let game = session.state();
    let winner = game.outcome().unwrap().winners[0];
    let piece = &game.pieces()[winner];
    assert_eq!((piece.world, piece.spot, piece.syringe), (World::Past, 0, true));
    assert_eq!(piece.journey_made(), 4 * TELEPORT + 2);
}

/// R27 (docs/games/epidemium.md): "the winner comes first and the others are ranked by the
/// journey each made, a teleport counting as a step": the journey made (the outcome's
/// `progress`) ranks everyone, so a piece that teleported is ahead of one waiting to.
#[test]
fn the_end_ranks_every_player_by_the_journey_made() {
    let record = check_random_game::<Epidemium>(&options(4), 3, 20_000, |_| Ok(())).unwrap();
    let game = Session::from_record(record).unwrap().state().clone();
    let made: Vec<i64> = game.pieces().iter().map(|p| i64::from(p.journey_made())).collect();
    assert_eq!(game.outcome().unwrap().progress, made);
    let places = game.outcome().unwrap().places(4);
    assert!(places.iter().all(Option::is_some), "{places:?} from {made:?}");
    assert_eq!(places[game.outcome().unwrap().winners[0]], Some(1));
    let mut one = table(2, &[]);
    place(&mut one, 0, World::Past, TELEPORT, false);
    place(&mut one, 1, World::Future, TELEPORT, false);
    assert!(one.pieces()[1].journey_made() == one.pieces()[0].journey_made() + 1);
    place(&mut one, 0, World::Past, 1, true);
    assert_eq!(one.pieces()[0].journey_made(), 4 * TELEPORT + 1, "one dot from home");
}

/// The computer decides from its seat's view: the dice to come do not change its plan.
#[test]
fn the_computer_plans_from_its_view_alone() {
    let mut a = Epidemium::new(&options(3), 5).unwrap();
    let mut b = a.clone();
    b.rng = game_rng(99);
    check_plan_from_view(&a, &b, 0);
    // A throw to decide on, past the starting order.
    a.order = vec![0, 1, 2];
    a.phase = Phase::Magic(Thrown::Move { die: Die::D6, face: 1 });
    (b.order, b.phase) = (a.order.clone(), a.phase.clone());
    check_plan_from_view(&a, &b, a.current());
}

/// Normal uses its cards with sense: Bonus Life against a skip, Magic Number to turn a roll that
/// would not move into the longest move, Penalty on the leader; Easy plays any legal action.
#[test]
fn the_normal_computer_uses_its_cards_with_sense() {
    let plan = |game: &Epidemium, seat| {
        Epidemium::plan(&game.view(Some(seat)), &game.legal_actions(), seat, Level::Normal, &mut game_rng(1))[0].clone()
    };
    let mut game = Epidemium::new(&options(3), 5).unwrap();
    game.order = vec![0, 1, 2];
    game.phase = Phase::BonusLife { seat: 2, penalty: true };
    assert_eq!(plan(&game, 2), Action::BonusLife);
    game.phase = Phase::Magic(Thrown::Move { die: Die::D6, face: 1 });
    assert_eq!(plan(&game, 0), Action::MagicNumber(6));
    game.phase = Phase::Magic(Thrown::Move { die: Die::D6, face: 2 });
    assert_eq!(plan(&game, 0), Action::KeepRoll, "a roll that moves keeps the card");
    game.phase = Phase::Turn;
    assert_eq!(plan(&game, 0), Action::Roll, "nobody ahead: the Penalty card is kept");
    place(&mut game, 2, World::Future, 5, false);
    assert_eq!(plan(&game, 0), Action::Penalty(2));
    let easy = Epidemium::plan(&game.view(Some(0)), &game.legal_actions(), 0, Level::Easy, &mut game_rng(1));
    assert!(game.legal_actions().contains(&easy[0]));
}

/// A state read from a broken save is refused by the invariants, never played: cards used twice,
/// a piece off its path, a seat that does not exist, a play order that is not everyone's.
#[test]
fn broken_states_break_an_invariant() {
    let game = table(3, &[]);
    assert_eq!(game.invariants(), Ok(()));
    let broken: [fn(&mut Epidemium); 6] = [
        |g| g.pieces[0].played.penalty += 1,
        |g| g.pieces[1].spot = TELEPORT + 1,
        |g| g.phase = Phase::BonusLife { seat: 9, penalty: true },
        |g| g.order = vec![0, 0, 1],
        |g| g.phase = Phase::Magic(Thrown::Move { die: Die::D4, face: 6 }),
        |g| g.pieces[2].continent = Continent::Europe,
    ];
    for (k, breaks) in broken.iter().enumerate() {
        let mut state = game.clone();
        state.pieces[0].hand.magic_number = 1;
        state.pieces[0].played.magic_number = 0;
        state.pieces[0].d4 = true;
        assert_eq!(state.invariants(), Ok(()), "{k}: sound before");
        breaks(&mut state);
        assert!(state.invariants().is_err(), "{k}: {state:?}");
    }
}

// A save of rules version 1 has no `last_skip` nor `second_try`; it opens from its snapshot,
// they read as none, and the game goes on.
#[test]
fn a_save_made_before_rules_version_2_opens_from_its_snapshot() {
    let mut session = Session::<Epidemium>::new(options(2), 4).unwrap();
    for _ in 0..12 {
        let first = session.state().legal_actions()[0].clone();
        session.apply(first).unwrap();
    }
    let mut opened = table::old_saves::open_under_older_rules(&session, |state| {
        state.as_object_mut().unwrap().remove("last_skip");
        state["pieces"]
            .as_array_mut()
            .unwrap()
            .iter_mut()
            .for_each(|p| drop(p.as_object_mut().unwrap().remove("second_try")));
    });
    let mut expected = session.state().clone();
    expected.last_skip = None;
    assert_eq!(opened.state(), &expected);
    let action = opened.state().legal_actions()[0].clone();
    assert!(opened.apply(action).is_ok(), "the game goes on under the new rules");
}

// Under rules version 3 the teleport's throws are one action (R25). A save of version 2 made
// half way through an attempt (a phase version 3 does not have) opens at the start of that
// turn, and the attempt is thrown again, at once.
#[test]
fn a_save_made_half_way_through_a_teleport_under_rules_version_2_opens_at_that_turn() {
    assert_eq!(Epidemium::RULES_VERSION, 3);
    let mut game = table(2, &[]);
    place(&mut game, 0, World::Past, TELEPORT, false);
    let session = Session::from_snapshot(options(2), 0, game.clone());
    let mut opened = table::old_saves::open_under_older_rules(&session, |state| {
        state["phase"] = serde_json::json!({ "Teleport": { "misses": 3 } });
    });
    assert_eq!(opened.state(), &game, "the turn on the teleport square");
    let events = opened.apply(Action::Roll).unwrap();
    assert!(events.iter().any(|e| matches!(e, Event::TeleportThrown { throw: 1, .. })), "{events:?}");
    assert_eq!(opened.state().turn(), Turn::Seat(1), "the attempt is over in one press");
}
