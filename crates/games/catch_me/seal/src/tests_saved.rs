//! A sealed game as the two devices' tables keep it (`saved`): saves played as the table plays
//! them, links made from saves, and what arrives put in its place.

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;

use super::tests::key;
use super::{arrive, link, start, verdict};
use catch_me::text::sealed_text;
use catch_me::{Action, CatchMe, Mode, Options, HERO, VIRUS};
use engine::rng::bot_rng;
use engine::{Computer, Game, Level, Seat, Session, Turn};
use lang::Lang;
use table::play::Table;
use table::save::{SaveProblem, SavedGame};
use table::seal::{Drawn, Sealing};
use table::seats::{seat_name, Controller, SeatSetup};

const VIRUS_DEVICE: u32 = 11;
const HERO_DEVICE: u32 = 22;

/// The seats as the virus's device sets them up: the hero plays on another device.
fn seats() -> Vec<SeatSetup> {
    let hero = SeatSetup { controller: Controller::Elsewhere, ..SeatSetup::default_for(HERO) };
    vec![hero, SeatSetup::default_for(VIRUS)]
}

/// The save after the computer played `seat`'s turn on it, as the table saves after each move.
fn played(save: &SavedGame, seat: Seat, seed: u64) -> SavedGame {
    let mut session: Session<CatchMe> = save.open().unwrap().session;
    while session.state().turn() == Turn::Seat(seat) && !session.state().legal_actions().is_empty() {
        let (state, legal) = (session.state(), session.state().legal_actions());
        let plan =
            CatchMe::plan(&state.view(Some(seat)), &legal, seat, Level::Normal, &mut bot_rng(seed, session.ply()));
        session.apply(plan[0].clone()).unwrap();
    }
    SavedGame { sealing: save.sealing.clone(), ..SavedGame::new(&save.id, save.seats.clone(), &session, 1.0) }
}

/// A whole sealed game through the two devices' saves: (the virus's last save, the hero's,
/// every link the hero's device sent).
fn whole_game(mode: Mode, seed: u64) -> (SavedGame, SavedGame, Vec<String>) {
    let options = Options { mode, ..Options::default() };
    let mut virus = start("v", seats(), &options, seed, *key(seed).bytes(), 1.0).unwrap();
    let first = link(&virus, VIRUS_DEVICE).unwrap();
    let (mut hero, _) = arrive(&first, &[], HERO_DEVICE, "h", Drawn { nonce: [7; 16], chain: [8; 32] }, 1.0).unwrap();
    let mut sent = vec![];
    while verdict(&hero, Lang::En).is_none_or(|check| check.no_result.is_some()) {
        assert!(sent.len() < 500, "seed {seed}: no end");
        hero = played(&hero, HERO, seed);
        sent.push(link(&hero, HERO_DEVICE).unwrap());
        assert!(hero.finished || !holds_the_key(&hero, &sent[sent.len() - 1], seed), "seed {seed}");
        virus =
            arrive(&sent[sent.len() - 1], &[virus], VIRUS_DEVICE, "x", Drawn { nonce: [0; 16], chain: [0; 32] }, 1.0)
                .unwrap()
                .0;
        virus = played(&virus, VIRUS, seed);
        hero = arrive(
            &link(&virus, VIRUS_DEVICE).unwrap(),
            &[hero],
            HERO_DEVICE,
            "x",
            Drawn { nonce: [0; 16], chain: [0; 32] },
            1.0,
        )
        .unwrap()
        .0;
    }
    (virus, hero, sent)
}

// "At the end the key is sent, and the hero's device checks every hidden move and roll" (R16):
// whole games played through the saves the two tables keep check at the
// end; the hero's device is the hero's person and the virus a person elsewhere; the hero's save
// and links never hold the key before the end.
#[test]
fn a_sealed_game_played_through_the_two_devices_saves_checks_at_the_end() {
    for (mode, seed) in [(Mode::Quarantine, 3), (Mode::Pandemic, 4), (Mode::Pandemic, 5)] {
        let (virus, hero, _) = whole_game(mode, seed);
        let check = verdict(&hero, Lang::En).unwrap();
        assert_eq!((check.no_result, check.words.as_str()), (None, sealed_text(Lang::En).all_checked()));
        assert!(hero.finished, "a checked end is filed as finished");
        assert_eq!((hero.seats[HERO].device, hero.seats[VIRUS].controller), (Some(HERO_DEVICE), Controller::Elsewhere));
        assert!(matches!(virus.sealing, Some(Sealing::Keeper { nonce: Some(n), .. }) if n == [7; 16]));
        assert!(virus.finished && verdict(&virus, Lang::En).is_none(), "the virus's device checks nothing");
    }
}

/// Whether the hero's device's save or link holds the key of the game of `seed`.
fn holds_the_key(save: &SavedGame, link: &str, seed: u64) -> bool {
    let key = key(seed);
    let as_json = serde_json::to_string(&key.bytes().to_vec()).unwrap();
    let bytes = URL_SAFE_NO_PAD.decode(link).unwrap();
    save.to_json().contains(&as_json[1..as_json.len() - 1]) || bytes.windows(32).any(|w| w == key.bytes())
}

// The hero's own link opened on a third device gives it neither the virus's seat nor its
// square: a device that plays neither side is refused, with its own words.
#[test]
fn a_sealed_link_opens_on_no_third_device() {
    let (_, _, sent) = whole_game(Mode::Pandemic, 6);
    for link in &sent[..sent.len() - 1] {
        assert_eq!(
            arrive(link, &[], 33, "t", Drawn { nonce: [1; 16], chain: [1; 32] }, 1.0).map(|_| ()),
            Err(SaveProblem::Sealed)
        );
    }
}

// A check that fails says so in words (R16): the key of another game makes the hero's device
// say the game does not hold.
#[test]
fn a_hero_save_whose_key_does_not_hold_says_so() {
    let (_, mut hero, _) = whole_game(Mode::Quarantine, 8);
    let Some(Sealing::Blind { key: Some(key), .. }) = hero.sealing.as_mut() else { panic!("the key came") };
    key[0] ^= 1;
    let check = verdict(&hero, Lang::En).unwrap();
    let virus = seat_name(&hero.seats, VIRUS, Lang::En);
    assert!(check.words.starts_with(&sealed_text(Lang::En).unfair(&virus)), "{}", check.words);
    assert_eq!(check.no_result.as_deref(), Some(sealed_text(Lang::En).forged_end()));
}

// The mix of the hero's dice its device makes as a link arrives is final there, as what
// arrived is: undo takes back the hero's roll, never the mix (else the hero would stand with no
// roll to make). It fails if the save's `settled` is left as the link's.
#[test]
fn the_mix_of_the_heros_dice_is_never_undone() {
    let options = Options { mode: Mode::Quarantine, ..Options::default() };
    let virus = start("v", seats(), &options, 3, *key(3).bytes(), 1.0).unwrap();
    let drawn = Drawn { nonce: [7; 16], chain: [8; 32] };
    let (hero, _) = arrive(&link(&virus, VIRUS_DEVICE).unwrap(), &[], HERO_DEVICE, "h", drawn, 1.0).unwrap();
    let session: Session<CatchMe> = hero.open().unwrap().session;
    assert!(matches!(session.record().actions.last(), Some(Action::Dice(_))), "mixed on arriving");
    let mut table = Table::new(session, hero.seats.clone()).settled(hero.settled);
    assert_eq!(table.undo_target(), None);
    table.act(table.ply(), Action::Roll).unwrap();
    assert!(table.undo() && table.session().state().legal_actions() == [Action::Roll]);
    assert!(!table.undo(), "the mix stays");
}
