//! "Seats bound to keys": each device signs the moves it sends; a seat is bound to
//! the key of the device that first takes it and changes key only by that device's signed
//! handing; a move for a seat signed by another key, or unsigned, is refused naming the seat.

use super::*;
use crate::link::{arrived, decode, decode_signed, encode_as_before, encode_signed, Envelope};
use crate::seats::Controller;
use crate::travel::{arrival, given, handing, same_game, seats_here, sharing, Arrival, Sharing};
use carcassonne::{Carcassonne, Options as CarcassonneOptions};
use lab_race::{LabRace, Options as LabRaceOptions};

/// A device of these tests: its signer (a key from its id) and its save of the game.
struct Device {
    signer: Signer,
    save: Option<SavedGame>,
}

fn device(id: DeviceId) -> Device {
    Device { signer: Signer { id, key: SigningKey::from_bytes(&[id as u8; 32]), held: None, nonce: None }, save: None }
}

/// The device that sets a game of `seats` people up and plays seat 0, its nonce drawn.
fn creator<G: Game>(options: G::Options, seats: usize) -> Device {
    creator_of::<G>(options, seats, Some([46; 16]))
}

/// The device that sets a game up with the nonce `nonce` (none: as an earlier build did).
fn creator_of<G: Game>(options: G::Options, seats: usize, nonce: Option<Nonce>) -> Device {
    let mut all: Vec<SeatSetup> = (0..seats).map(SeatSetup::default_for).collect();
    all.iter_mut().skip(1).for_each(|s| s.controller = Controller::Elsewhere);
    let mut a = device(1);
    a.save = Some(SavedGame { nonce, ..SavedGame::new("g", all, &Session::<G>::new(options, 46).unwrap(), 1.0) });
    a
}

impl Device {
    fn save(&self) -> &SavedGame {
        self.save.as_ref().expect("a game here")
    }

    fn session<G: Game>(&self) -> Session<G> {
        self.save().open::<G>().expect("the save opens").session
    }

    /// Plays the first legal action while this device's people (or the game) are to play.
    fn play<G: Game>(&mut self) -> &mut Self {
        let here: Vec<Seat> = (0..self.save().seats.len()).filter(|&s| self.save().seats[s].is_here()).collect();
        self.play_for::<G>(&here)
    }

    /// Plays the first legal action while the people of `seats` (or the game) are to play.
    fn play_for<G: Game>(&mut self, seats: &[Seat]) -> &mut Self {
        let mut session = self.session::<G>();
        let here = |turn: Turn| match turn {
            Turn::Seat(seat) => seats.contains(&seat),
            Turn::Game => true,
            Turn::Over => false,
        };
        while here(session.state().turn()) {
            let first = session.state().legal_actions()[0].clone();
            session.apply(first).unwrap();
        }
        let save = SavedGame::new("g", self.save().seats.clone(), &session, 1.0);
        self.save = Some(SavedGame { signed: self.save().signed.clone(), nonce: self.save().nonce, ..save });
        self
    }

    /// The link this device's play screen makes now, signed with its key.
    fn link<G: Game>(&self) -> String {
        let signer = Signer {
            held: self.save().signed.clone(),
            key: self.signer.key.clone(),
            nonce: self.save().nonce,
            ..self.signer
        };
        match sharing(&self.session::<G>(), &self.save().seats, &signer) {
            Sharing::Link(link) => link,
            other => panic!("no link: {other:?}"),
        }
    }

    /// A link arrives: checked, then taken as the arrival does, with the seats `take` taken here.
    fn arrive<G: Game>(&mut self, link: &str, take: &[Seat]) -> Result<(), SaveProblem> {
        let (incoming, _) = arrived::<G>(link, "g", self.signer.id, 1.0)?;
        self.arrive_save(incoming, take)
    }

    /// A link arrives that this device refuses, naming `seat` (`taken`: as bound to another
    /// key): nothing of it is applied.
    fn refuses<G: Game>(&mut self, link: &str, seat: Seat, taken: bool) {
        self.refuses_save(arrived::<G>(link, "g", self.signer.id, 1.0).unwrap().0, seat, taken);
    }

    fn refuses_save(&mut self, incoming: SavedGame, seat: Seat, taken: bool) {
        let before = self.save.clone();
        let result = self.arrive_save(incoming, &[]);
        let named = matches!(result, Err(SaveProblem::NotSigned { seat: s, taken: t, .. }) if s == seat && t == taken);
        assert!(named, "refused naming seat {seat} ({taken}): {result:?}");
        assert_eq!(self.save, before, "nothing of it applied");
    }

    /// The app checks a link against the game it holds of it (`held`): the same game, its nonce too.
    fn arrive_save(&mut self, incoming: SavedGame, take: &[Seat]) -> Result<(), SaveProblem> {
        assert!(self.save.as_ref().is_none_or(|held| same_game(held, &incoming)), "the game held here");
        verify(&incoming, self.save.as_ref(), &self.signer.public())?;
        let held = self.save.as_ref().map(|h| h.seats.as_slice());
        let seats = seats_here(&incoming.seats, held, take, self.signer.id);
        self.save = Some(SavedGame { seats, ..incoming });
        Ok(())
    }
}

fn over<G: Game>(device: &Device) -> bool {
    device.session::<G>().state().turn() == Turn::Over
}

/// Two devices, seat 0 on A and seat 1 on B, a few turns each way: (A, B, B's last link to A).
fn two_devices(turns: usize) -> (Device, Device, String) {
    let (mut a, mut b) = (creator::<Carcassonne>(CarcassonneOptions::players(2), 2), device(2));
    b.arrive::<Carcassonne>(&a.play::<Carcassonne>().link::<Carcassonne>(), &[1]).unwrap();
    let mut back = b.play::<Carcassonne>().link::<Carcassonne>();
    for _ in 0..turns {
        a.arrive::<Carcassonne>(&back, &[]).unwrap();
        b.arrive::<Carcassonne>(&a.play::<Carcassonne>().link::<Carcassonne>(), &[]).unwrap();
        back = b.play::<Carcassonne>().link::<Carcassonne>();
    }
    (a, b, back)
}

// "Every move a device sends is signed": a whole game across two devices, every link
// checked on arrival, each carrying one signature (the sender's run since the other's last).
#[test]
fn a_whole_game_across_two_devices_is_signed_and_checked_at_every_arrival() {
    let (mut a, mut b) = (creator::<Carcassonne>(CarcassonneOptions::players(2), 2), device(2));
    let first = a.play::<Carcassonne>().link::<Carcassonne>();
    b.arrive::<Carcassonne>(&first, &[1]).unwrap();
    let mut lengths = vec![(first.len(), before::<Carcassonne>(&first))];
    let (mut from, mut to) = (&mut b, &mut a);
    while !over::<Carcassonne>(from) {
        let link = from.play::<Carcassonne>().link::<Carcassonne>();
        let (shared, signed) = decode_signed::<Carcassonne>(&link).unwrap();
        // The last, for no one in particular, carries the run it came with too.
        let runs = if shared.session.state().turn() == Turn::Over { 2 } else { 1 };
        assert_eq!(signed.map(|s| s.runs.len()), Some(runs), "one run a link");
        to.arrive::<Carcassonne>(&link, &[]).unwrap();
        lengths.push((link.len(), before::<Carcassonne>(&link)));
        (from, to) = (to, from);
    }
    assert_eq!(a.save().record, b.save().record);
    let keys: Vec<_> = a.save().seats.iter().map(|s| s.key).collect();
    assert_eq!(keys, vec![Some(a.signer.public()), Some(b.signer.public())], "each seat bound to its device's key");
    let (now, then) = lengths.last().unwrap();
    println!("Carcassonne, 2 devices: {} links; the last {now} characters, {then} in format 3", lengths.len());
}

/// The length of `link` in format 3: no keys, nothing signed.
fn before<G: Game>(link: &str) -> usize {
    let shared = decode::<G>(link).unwrap();
    let seats: Vec<SeatSetup> =
        shared.seats.iter().map(|s| SeatSetup { key: None, handover: None, ..s.clone() }).collect();
    encode_as_before(&shared.session, &seats, &shared.envelope).len()
}

#[test]
fn a_whole_game_across_three_devices_carries_the_runs_the_addressee_has_not_seen() {
    let mut devices = [creator::<LabRace>(LabRaceOptions::colours(3), 3), device(2), device(3)];
    let mut link = devices[0].play::<LabRace>().link::<LabRace>();
    let mut longest = (0, 0);
    for turn in 1.. {
        let Turn::Seat(here) = decode::<LabRace>(&link).unwrap().session.state().turn() else { break };
        let take: Vec<Seat> = if devices[here].save.is_none() { vec![here] } else { vec![] };
        devices[here].arrive::<LabRace>(&link, &take).unwrap();
        link = devices[here].play::<LabRace>().link::<LabRace>();
        let runs = decode_signed::<LabRace>(&link).unwrap().1.map_or(0, |s| s.runs.len());
        // One a device at most: a turn passed over (a piece home) leaves one device's run unseen.
        assert!((1..=3).contains(&runs), "turn {turn}: {runs} runs");
        longest = longest.max((link.len(), before::<LabRace>(&link)));
    }
    let (now, then) = longest;
    println!("Lab Race, 3 devices: the longest link {now} characters, {then} in format 3");
}

// A device that copies another's id does not play as that person: C copies A's device id (it
// is in every link), but not A's private key, which never left A, and is refused.
#[test]
fn a_device_with_a_copied_id_but_its_own_key_is_refused_naming_the_seat() {
    let (_, mut b, back) = two_devices(2);
    let mut c = device(3);
    c.signer.id = 1;
    c.arrive::<Carcassonne>(&back, &[]).unwrap();
    assert!(c.save().seats[0].is_here(), "C believes it plays Blue, by A's id");
    let forged = c.play::<Carcassonne>().link::<Carcassonne>();
    b.refuses::<Carcassonne>(&forged, 0, true);
}

/// A's and B's devices after B marked A's seat, Blue, as its own and played its turn, and the
/// link of it B's app made.
fn playing_for_blue() -> (Device, Device, String) {
    let (mut a, mut b, back) = two_devices(1);
    a.arrive::<Carcassonne>(&back, &[]).unwrap();
    b.arrive::<Carcassonne>(&a.play::<Carcassonne>().link::<Carcassonne>(), &[]).unwrap();
    let mut save = b.play::<Carcassonne>().save().clone();
    save.seats[0].controller = Controller::Person;
    b.save = Some(save);
    let link = b.play_for::<Carcassonne>(&[0]).link::<Carcassonne>();
    (a, b, link)
}

// A device that edits its own save to make moves for another person's seat (a tile and a
// meeple) is caught: B marks A's seat as its own and plays its turn. B's app then sees a game on one
// device and signs nothing; signed by B's key instead, with Blue bound to A's key or to B's,
// A refuses it all the same, naming Blue.
#[test]
fn an_edited_save_acting_for_another_seat_is_refused_naming_the_seat() {
    let (mut a, b, unsigned) = playing_for_blue();
    a.refuses::<Carcassonne>(&unsigned, 0, false);
    let session = b.session::<Carcassonne>();
    let envelope = Envelope { from: Some(2), to: Some(vec![1]) };
    for (key, taken) in [(a.signer.public(), false), (b.signer.public(), true)] {
        let mut seats = b.save().seats.clone();
        (seats[0].key, seats[1].key) = (Some(key), Some(b.signer.public()));
        let signer =
            Signer { held: b.save().signed.clone(), key: b.signer.key.clone(), nonce: b.save().nonce, ..b.signer };
        let runs = signer.runs(Carcassonne::ID, &record(&session), &seats, &actors(&session), &[1]);
        let link = encode_signed(&session, &seats, &envelope, Some(&runs)).unwrap();
        a.refuses::<Carcassonne>(&link, 0, taken);
    }
}

// A file's own list of who made each move is not believed. B's moves for Blue, told
// in a file as the game's own (which no seat signs), would pass; the file as it opens (its
// replay's list) is refused naming Blue.
#[test]
fn a_file_that_names_another_maker_of_a_move_is_read_by_its_replay() {
    let (mut a, _, forged) = playing_for_blue();
    let (file, _) = arrived::<Carcassonne>(&forged, "g", a.signer.id, 1.0).unwrap();
    // Every move told as the game's own, which no seat signs.
    let told = file.actors.as_ref().map_or(0, Vec::len);
    let lying = SavedGame { actors: Some(vec![Turn::Game; told]), ..file };
    let signer = Signer { key: a.signer.key.clone(), held: a.signer.held.clone(), ..a.signer };
    let mut fooled = Device { signer, save: a.save.clone() };
    let told_so = fooled.arrive_save(lying.clone(), &[]);
    assert!(told_so.is_ok(), "as the file tells it, B made them: {told_so:?}");
    a.refuses_save(lying.checked::<Carcassonne>().unwrap(), 0, false);
}

fn actors<G: Game>(session: &Session<G>) -> Vec<Turn> {
    session.steps().iter().map(|step| step.actor).collect()
}

// An old first link that offers a seat already taken does not fork the game: D takes Orange
// from A's first link after B took it; D's moves reach A, who refuses them naming the seat.
#[test]
fn an_old_first_link_after_the_seat_was_taken_is_refused_naming_the_seat() {
    let (mut a, mut b) = (creator::<Carcassonne>(CarcassonneOptions::players(2), 2), device(2));
    let first = a.play::<Carcassonne>().link::<Carcassonne>();
    b.arrive::<Carcassonne>(&first, &[1]).unwrap();
    a.arrive::<Carcassonne>(&b.play::<Carcassonne>().link::<Carcassonne>(), &[]).unwrap();
    let mut d = device(4);
    d.arrive::<Carcassonne>(&first, &[1]).unwrap();
    let forked = d.play::<Carcassonne>().link::<Carcassonne>();
    a.refuses::<Carcassonne>(&forked, 1, true);
}

#[test]
fn a_flipped_signature_bit_is_refused_naming_the_seat() {
    let (mut a, _, back) = two_devices(1);
    let (mut incoming, _) = arrived::<Carcassonne>(&back, "g", a.signer.id, 1.0).unwrap();
    if let Some(signed) = incoming.signed.as_mut() {
        signed.runs[0].sig.0[17] ^= 4;
    }
    a.refuses_save(incoming, 1, false);
}

#[test]
fn a_move_appended_after_the_signature_is_refused_naming_the_seat() {
    let (mut a, _, back) = two_devices(1);
    let (mut shared, signed) = decode_signed::<Carcassonne>(&back).unwrap();
    while shared.session.state().turn() != Turn::Seat(1) {
        let next = shared.session.state().legal_actions()[0].clone();
        shared.session.apply(next).unwrap();
    }
    let link = encode_signed(&shared.session, &shared.seats, &shared.envelope, signed.as_ref()).unwrap();
    a.refuses::<Carcassonne>(&link, 0, false);
    // Nor is a link that carries no signed run let through.
    let unsigned = encode_signed(&shared.session, &shared.seats, &shared.envelope, None).unwrap();
    a.refuses::<Carcassonne>(&unsigned, 0, false);
}

// "Handing a seat over signs the hand-over": A gives Blue up; C, the first to open the
// link, takes it; B, who held Blue bound to A's key, takes C's moves for Blue. A handing that A
// did not sign is refused.
#[test]
fn a_seat_changes_key_only_by_a_handing_its_device_signed() {
    let (mut a, mut b, back) = two_devices(1);
    a.arrive::<Carcassonne>(&back, &[]).unwrap();
    let gave = given(&a.save().seats, 0);
    let signer = Signer { held: a.save().signed.clone(), key: a.signer.key.clone(), nonce: a.save().nonce, ..a.signer };
    let Sharing::Link(handed) = handing(&a.session::<Carcassonne>(), &gave, &signer, 0) else { panic!("a link") };
    let mut c = device(3);
    c.arrive::<Carcassonne>(&handed, &[0]).unwrap();
    let from_c = c.play::<Carcassonne>().link::<Carcassonne>();
    let before = b.save().clone();
    b.arrive::<Carcassonne>(&from_c, &[]).unwrap();
    assert_eq!(b.save().seats[0].key, Some(c.signer.public()), "Blue now C's");
    // C writes a handing of its own instead of A's: B, holding Blue bound to A's key, refuses.
    let (mut shared, signed) = decode_signed::<Carcassonne>(&from_c).unwrap();
    shared.seats = c.signer.hand(Carcassonne::ID, &record(&shared.session), &shared.seats, 0);
    let link = encode_signed(&shared.session, &shared.seats, &shared.envelope, signed.as_ref()).unwrap();
    b.save = Some(before);
    b.refuses::<Carcassonne>(&link, 0, true);
}

#[test]
fn a_link_of_no_device_binds_no_key_and_a_single_device_game_signs_nothing() {
    let session = Session::<Carcassonne>::new(CarcassonneOptions::players(2), 3).unwrap();
    let seats = vec![SeatSetup::default_for(0), SeatSetup::default_for(1)];
    let Sharing::Link(link) = sharing(&session, &seats, &device(1).signer) else { panic!("a link") };
    let (shared, signed) = decode_signed::<Carcassonne>(&link).unwrap();
    assert_eq!((signed, shared.envelope.from), (Some(Signed::default()), None));
    assert!(shared.seats.iter().all(|s| s.key.is_none()));
}

// "Every signature binds the game's own random id, so no move of one game is taken in
// another": two games begun from one seed by the same names, as a class's are. Ben's link of
// game 1 is not game 2's next move where game 2 is held; re-packed with game 2's nonce, or
// with none (and a right check), it is refused naming Ben's seat; game 2's own link still
// plays on.
#[test]
fn a_move_of_one_game_is_refused_in_another_of_the_same_seed_and_names() {
    let game = |nonce: u8| {
        let (mut a, mut b) =
            (creator_of::<Carcassonne>(CarcassonneOptions::players(2), 2, Some([nonce; 16])), device(2));
        b.arrive::<Carcassonne>(&a.play::<Carcassonne>().link::<Carcassonne>(), &[1]).unwrap();
        (a, b)
    };
    let ((_, mut ben_1), (mut ann_2, mut ben_2)) = (game(1), game(2));
    let move_of_1 = ben_1.play::<Carcassonne>().link::<Carcassonne>();
    let (incoming, _) = arrived::<Carcassonne>(&move_of_1, "g1", ann_2.signer.id, 1.0).unwrap();
    assert_eq!(arrival(&incoming, std::slice::from_ref(ann_2.save())), Arrival::New, "another game");
    let (shared, signed) = decode_signed::<Carcassonne>(&move_of_1).unwrap();
    let signed = signed.unwrap();
    for nonce in [Some([2; 16]), None] {
        let relabelled = Signed { nonce, ..signed.clone() };
        let link = encode_signed(&shared.session, &shared.seats, &shared.envelope, Some(&relabelled)).unwrap();
        ann_2.refuses::<Carcassonne>(&link, 1, false);
    }
    ann_2.arrive::<Carcassonne>(&ben_2.play::<Carcassonne>().link::<Carcassonne>(), &[]).unwrap();
}

// "Every save and link of earlier builds opens as before": a game set up by an earlier
// build has no nonce; its links sign and are checked as they were, all the way to its end.
#[test]
fn a_game_set_up_before_nonces_signs_and_is_checked_as_before() {
    let (mut a, mut b) = (creator_of::<Carcassonne>(CarcassonneOptions::players(2), 2, None), device(2));
    b.arrive::<Carcassonne>(&a.play::<Carcassonne>().link::<Carcassonne>(), &[1]).unwrap();
    let (mut from, mut to) = (&mut b, &mut a);
    while !over::<Carcassonne>(from) {
        let link = from.play::<Carcassonne>().link::<Carcassonne>();
        assert_eq!(decode_signed::<Carcassonne>(&link).unwrap().1.and_then(|s| s.nonce), None);
        to.arrive::<Carcassonne>(&link, &[]).unwrap();
        (from, to) = (to, from);
    }
    assert_eq!((a.save().nonce, b.save().nonce), (None, None));
}
