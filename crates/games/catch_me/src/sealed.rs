//! A game sealed across two devices: "The hero's device never holds where the hidden virus is"
//! (docs/games/catch-me.md R16). The virus's device plays the whole truth, its rolls from dice
//! of their own (`Sealed::Truth`); the hero's device holds a blind state (`Sealed::Blind`) that
//! knows the virus only where the rules show it. The hero's rolls and moves play there as in
//! the truth (the same dice; the hero's steps depend only on the virus's public square); at the
//! virus's turn the blind state waits for the virus's device's word, an `Unseen`. How that word
//! is sealed, carried and checked at the end is the game's sealing part (`seal/`, on
//! `table::seal`), by the contract the game declares here (`engine::Sealable`).

use serde::{Deserialize, Serialize};

use super::board::Square;
use super::state::{Action, CatchMe, Event, Options, Phase, Side, UnseenMove, HERO, VIRUS};
use engine::rng::{game_rng, mixed_rng, GameRng, Rng};
use engine::{Game, Mix, Sealable, Seat, Turn};

/// Which device of a sealed game a state is, as the options say.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Sealed {
    /// One device holds the whole game: every game but a sealed one.
    #[default]
    Off,
    /// The virus's device: the whole truth, the virus's rolls drawn from `virus_dice`.
    Truth { virus_dice: u64 },
    /// The hero's device, or an onlooker's: only what the hero may know.
    Blind,
}

impl Sealed {
    pub fn is_off(&self) -> bool {
        *self == Sealed::Off
    }
}

/// The virus keeps the secret, the hero plays blind; the virus's word is an `Unseen`.
impl Sealable for CatchMe {
    const KEEPER: Seat = VIRUS;
    const BLIND: Seat = HERO;
    type Word = Unseen;

    fn public(options: &Self::Options) -> Self::Options {
        Options { sealed: Sealed::Off, ..options.clone() }
    }

    fn blind(options: &Self::Options) -> Self::Options {
        Options { sealed: Sealed::Blind, ..options.clone() }
    }

    fn word(action: &Action) -> Option<&Unseen> {
        match action {
            Action::Unseen(unseen) => Some(unseen),
            _ => None,
        }
    }

    fn spoken(word: Unseen) -> Action {
        Action::Unseen(Box::new(word))
    }

    /// The hero's device of a game with fair dice mixes them at the start of each run of the
    /// hero's moves (the virus's device plays the same mix on the truth).
    fn takes_mix(&self) -> bool {
        let sealed = self.fair_dice && !self.seal.is_off() && self.hero_dice.is_none();
        sealed && self.outcome().is_none() && self.turn() == Turn::Seat(HERO) && !self.waits_for_the_virus()
    }

    fn mix(action: &Action) -> Option<&Mix> {
        match action {
            Action::Dice(mix) => Some(mix),
            _ => None,
        }
    }

    fn mixed(mix: Mix) -> Option<Action> {
        Some(Action::Dice(Box::new(mix)))
    }
}

/// `Sealed` as the state holds it: the virus's dice as a generator (boxed: most games have none).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub(super) enum Seal {
    #[default]
    Off,
    Truth {
        virus_dice: Box<GameRng>,
        /// The seed `virus_dice` started from: with fair dice, each run's mix draws the virus's
        /// dice anew from it and the hero's value (R19).
        #[serde(default)]
        virus_seed: u64,
    },
    Blind,
}

impl Seal {
    pub(super) fn of(sealed: Sealed) -> Self {
        match sealed {
            Sealed::Off => Seal::Off,
            Sealed::Truth { virus_dice } => {
                Seal::Truth { virus_dice: Box::new(game_rng(virus_dice)), virus_seed: virus_dice }
            }
            Sealed::Blind => Seal::Blind,
        }
    }

    pub(super) fn is_off(&self) -> bool {
        *self == Seal::Off
    }
}

/// The virus's device's word on what happened out of the hero's sight since the hero's last
/// action it could see: the virus's run of actions (or the hero's step that the hidden virus
/// caught), sealed; what the hero's log shows of them; and where that leaves the game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Unseen {
    /// The actions, sealed by the virus's device: nothing the engine can read.
    pub sealed: Vec<u8>,
    /// Their events as the hero may see them (`Game::redact`): what the hero's log shows.
    pub events: Vec<Event>,
    /// What the hero may know of the game after them.
    pub after: Public,
}

/// What the hero may know of a game (`CatchMe::public`): what its view shows.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Public {
    pub hero: Square,
    /// Where the virus was last shown; at the end, where it is.
    pub seen: Square,
    /// The virus's moves since, as far as the hero knows them.
    pub unseen: Vec<UnseenMove>,
    /// As the hero sees it: a virus's move in progress is `Phase::UnseenMove`.
    pub phase: Phase,
    /// The virus's whole path once the game is over; empty before.
    pub trail: Vec<Square>,
}

impl CatchMe {
    /// What the hero may know of the game now: after the virus's turn, what its `Unseen` says.
    pub fn public(&self) -> Public {
        let view = self.view(Some(HERO));
        Public { hero: view.hero, seen: view.virus.square, unseen: view.unseen, phase: view.phase, trail: view.trail }
    }

    /// Whether this is the hero's device's state of a sealed game.
    pub fn is_blind(&self) -> bool {
        self.seal == Seal::Blind
    }

    /// Whether the hero's device waits for the virus's device: the virus's turn is played out
    /// of its sight, so it has no legal action of its own then.
    pub(super) fn waits_for_the_virus(&self) -> bool {
        self.is_blind() && self.turn() == Turn::Seat(VIRUS)
    }

    /// The dice `roller` rolls: the virus's own where the game is sealed, the hero's run's
    /// where both devices mixed them, else the game's.
    pub(super) fn dice(&mut self, roller: Side) -> &mut GameRng {
        match (&mut self.seal, &mut self.hero_dice) {
            (Seal::Truth { virus_dice, .. }, _) if roller == Side::Virus => virus_dice,
            (_, Some(hero_dice)) if roller == Side::Hero => hero_dice,
            _ => &mut self.rng,
        }
    }

    /// The hero's dice for the run of its moves that starts now, from both devices' values; and
    /// on the virus's device the virus's dice anew, from its own secret seed and the hero's
    /// value, which its device learns only as the hero's moves come. So no device knows a roll
    /// before the other's value for it has come.
    pub(super) fn mix_dice(&mut self, mix: &Mix) {
        self.hero_dice = Some(Box::new(mix.dice()));
        if let Seal::Truth { virus_dice, virus_seed } = &mut self.seal {
            **virus_dice = mixed_rng(&game_rng(*virus_seed).random(), &mix.blind);
        }
    }

    /// Why the hero's device may not take `unseen` now, if it may not. It comes at the virus's
    /// turn and leaves the hero to roll or move, or ends the game; at the hero's own turn only
    /// to say that the hero's step met the hidden virus. What it leaves must be a sound state.
    pub(super) fn unseen_fault(&self, unseen: &Unseen) -> Option<String> {
        if !self.is_blind() || self.outcome().is_some() {
            return Some("only the waiting hero's device of a sealed game takes the virus's word".into());
        }
        if let Some(event) = unseen.events.iter().find(|e| !self.may_log(e)) {
            return Some(format!("the hero's log cannot show {event:?}"));
        }
        let (after, virus_turn) = (&unseen.after, self.turn() == Turn::Seat(VIRUS));
        let next = match &after.phase {
            Phase::Roll { roller: Side::Hero } => virus_turn,
            Phase::Move(mv) => virus_turn && mv.mover == Side::Hero,
            Phase::Over { winner: Side::Virus } => true,
            _ => false,
        };
        if !next || (virus_turn && after.hero != self.hero) {
            return Some(format!(
                "the hero cannot come to {:?} on {:?} from {:?}",
                after.phase, after.hero, self.phase
            ));
        }
        let mut taken = self.clone();
        taken.take_unseen(unseen);
        taken.invariants().err()
    }

    /// Whether the hero's log may show `event` from the virus's device: no secret, squares on
    /// the board, a die's face and steps as the rules give them (the screen looks them up).
    fn may_log(&self, event: &Event) -> bool {
        let on_board = |squares: &[Square]| squares.iter().all(|s| usize::from(s.0) < self.board().squares());
        match event {
            Event::Rolled { face, .. } => face.is_none_or(|f| (1..=6).contains(&f)),
            Event::MoveStarted { steps, .. } => steps.is_none_or(|s| (1..=3).contains(&s)),
            Event::Stepped { from, to, .. } => on_board(&[*from, *to]),
            Event::MoveEnded { at, .. }
            | Event::VirusShown { at }
            | Event::HeroSafe { at }
            | Event::HeroCaught { at } => on_board(&[*at]),
            Event::VirusRevealed { trail } => on_board(trail),
            Event::RollsAgain { .. } => true,
            Event::RolledAgainUnseen { .. } | Event::Secret(_) => false,
        }
    }

    /// Takes the virus's device's word: the public fields become what it says, and the hero's
    /// log gets its events.
    pub(super) fn take_unseen(&mut self, unseen: &Unseen) -> Vec<Event> {
        let after = unseen.after.clone();
        (self.hero, self.seen, self.unseen, self.phase) = (after.hero, after.seen, after.unseen, after.phase);
        // The hero knows the virus only where it was shown, and its path only at the end.
        (self.virus, self.trail) = (after.seen, after.trail);
        self.turn_path = vec![];
        unseen.events.clone()
    }
}
