//! The virus's device of a sealed game: it holds the key and the truth, and makes what the
//! hero's device may hold from it.

use super::lockstep::{index_of, seal_run, Heard, Lockstep};
use super::{arrived, mixed_as_committed, mixes, Transcript};
use catch_me::{Action, CatchMe, Options, Sealed, Unseen, HERO, VIRUS};
use engine::{Game, Illegal, Mix, Record, Session, SetupError, Turn};
use table::save::SaveProblem;
use table::seal::{commitment, decode, dice_seed, encode, Arrived, Key};
use table::seats::SeatSetup;

/// The virus's device: the key, the hero's device's value for the dice once it came, and from
/// then on the truth beside the game the hero's device holds.
#[derive(Clone, Debug)]
pub struct VirusSide {
    key: Key,
    seats: Vec<SeatSetup>,
    /// The public options (Quarantine or Pandemic, the board) and the seed.
    options: Options,
    seed: u64,
    nonce: Option<[u8; 16]>,
    /// The head of the hero's device's chain of values for its dice, once it came (R19).
    chain: Option<[u8; 32]>,
    game: Option<Lockstep>,
    /// The virus's actions since the hero's device last heard from it, as indices among the
    /// truth's legal actions: sealed into one word when the hero's turn comes.
    run: Vec<u8>,
}

impl VirusSide {
    /// A sealed game of `options` from `seed`, played by `seats`, this device holding `key`
    /// (drawn at random by the caller). Its first link carries the commitment to the key.
    /// Its hero's dice are mixed by both devices (R19); a game begun by an earlier build,
    /// replayed (`replayed`), keeps the dice it was begun with.
    pub fn start(options: &Options, seed: u64, seats: Vec<SeatSetup>, key: Key) -> Result<Self, SetupError> {
        Self::begun(&Options { fair_dice: true, ..options.clone() }, seed, seats, key)
    }

    fn begun(options: &Options, seed: u64, seats: Vec<SeatSetup>, key: Key) -> Result<Self, SetupError> {
        let options = Options { sealed: Sealed::Off, ..options.clone() };
        CatchMe::new(&Options { sealed: Sealed::Blind, ..options.clone() }, seed)?;
        Ok(Self { key, seats, options, seed, nonce: None, chain: None, game: None, run: vec![] })
    }

    /// The virus's device as its table holds the game: the key, the hero's device's value for
    /// the dice once it came, and the record: the truth's from then on, the blind game's (no
    /// move yet) before. The words the hero's device was told are made again from it.
    pub fn replayed(
        key: Key,
        seats: Vec<SeatSetup>,
        record: &Record<CatchMe>,
        nonce: Option<[u8; 16]>,
        chain: Option<[u8; 32]>,
    ) -> Result<Self, SaveProblem> {
        let public = Options { sealed: Sealed::Off, ..record.options.clone() };
        let mut side = Self::begun(&public, record.seed, seats, key).map_err(|e| inconsistent(&e.to_string()))?;
        side.chain = chain;
        let Some(nonce) = nonce else {
            return match record.actions.is_empty() {
                true => Ok(side),
                false => Err(inconsistent("the hero moved without its value for the dice")),
            };
        };
        let mut game = Lockstep::new(&side.options, side.seed, dice_seed(&side.key, &nonce))
            .map_err(|e| inconsistent(&e.to_string()))?;
        if game.truth.record().options != record.options {
            return Err(inconsistent("the virus's dice are not this key's"));
        }
        side.nonce = Some(nonce);
        for action in &record.actions {
            if game.truth.state().turn() == Turn::Seat(VIRUS) {
                side.game = Some(game);
                side.play(action.clone()).map_err(|e| inconsistent(&e.to_string()))?;
                game = side.game.take().expect("a game played on is kept");
            } else {
                side.hear(&mut game, std::slice::from_ref(action), chain)?;
            }
        }
        side.game = Some(game);
        Ok(side)
    }

    /// The whole truth, from the hero's first move on (the virus's dice wait for its value).
    pub fn truth(&self) -> Option<&Session<CatchMe>> {
        self.game.as_ref().map(|game| &game.truth)
    }

    /// The game as this device's table plays it: the truth, else (before the hero's first
    /// move) the blind game, which has no move yet.
    pub fn session(&self) -> Session<CatchMe> {
        self.game
            .as_ref()
            .map_or_else(|| Session::from_record(self.transcript().record), |g| Ok(g.truth.clone()))
            .expect("a game with no move starts from its options, checked at the start")
    }

    /// What the hero's device may hold: the key only once the game is over.
    pub fn transcript(&self) -> Transcript {
        let blind = Options { sealed: Sealed::Blind, ..self.options.clone() };
        let record = self.game.as_ref().map_or_else(|| Record::new(blind, self.seed), |g| g.blind.record().clone());
        let over = self.truth().is_some_and(|truth| truth.state().outcome().is_some());
        let (seats, commitment, nonce) = (self.seats.clone(), commitment(&self.key), self.nonce);
        // The value for the hero's next run of moves only: none tells another.
        let run = mixes(&record.actions).len() as u32 + 1;
        let mix = (self.options.fair_dice && !over).then(|| self.key.mix(run));
        Transcript { seats, record, commitment, nonce, key: over.then(|| self.key.clone()), chain: self.chain, mix }
    }

    /// The head of the hero's device's chain, to keep with the key.
    pub fn chain(&self) -> Option<[u8; 32]> {
        self.chain
    }

    /// The link to send to the hero's device.
    pub fn link(&self) -> String {
        encode(&self.transcript()).expect("the hero's device's game as this device made it replays")
    }

    /// Takes the hero's device's link: the game this device sent, then the hero's new moves,
    /// which are played on the truth. A move that meets the hidden virus ends the game there
    /// and is told to the hero's device sealed; the moves after it did not happen.
    pub fn receive(&mut self, link: &str) -> Result<Arrived, SaveProblem> {
        let (theirs, _) = decode(link)?;
        let ours = self.transcript();
        ours.same_game(&theirs)?;
        let (mine, sent) = (&ours.record.actions, &theirs.record.actions);
        if mine.starts_with(sent) {
            return Ok(arrived(0, 0));
        }
        if !sent.starts_with(mine) {
            return Err(inconsistent("the hero's link does not go on from this device's game"));
        }
        let nonce = match (self.nonce, theirs.nonce) {
            (Some(ours), Some(theirs)) if ours != theirs => {
                return Err(inconsistent("the hero's value for the dice changed"))
            }
            (_, Some(nonce)) => nonce,
            (_, None) => return Err(inconsistent("the hero moved without its value for the dice")),
        };
        let chain = match (self.chain, theirs.chain) {
            (Some(ours), Some(theirs)) if ours != theirs => {
                return Err(inconsistent("the head of the hero's values for its dice changed"))
            }
            (_, None) if self.options.fair_dice => {
                return Err(inconsistent("the hero moved without the head of its values for its dice"))
            }
            (_, chain) => chain,
        };
        let mut game = match self.game.clone() {
            Some(game) => game,
            None => Lockstep::new(&self.options, self.seed, dice_seed(&self.key, &nonce))
                .map_err(|e| inconsistent(&e.to_string()))?,
        };
        let arrived = self.hear(&mut game, &sent[mine.len()..], chain)?;
        (self.nonce, self.chain, self.game) = (Some(nonce), chain, Some(game));
        Ok(arrived)
    }

    /// Plays the hero's new `moves` on the truth and the hero's device's game, up to a catch;
    /// their mixes of the hero's dice follow the chain of `head`.
    fn hear(&self, game: &mut Lockstep, moves: &[Action], head: Option<[u8; 32]>) -> Result<Arrived, SaveProblem> {
        for (heard, action) in moves.iter().enumerate() {
            if let Action::Dice(mix) = action {
                self.mixed_as_committed(game, mix, head)?;
                game.hero_acts(action).map_err(|e| inconsistent(&e.to_string()))?;
                continue;
            }
            let truth = game.truth.state();
            let index = match truth.turn() == Turn::Seat(HERO) && !matches!(action, Action::Unseen(_)) {
                true => index_of(truth, action),
                false => None,
            };
            let index = index.ok_or_else(|| inconsistent(&format!("the hero cannot play {action:?} now")))?;
            if game.hero_acts(action).map_err(|e| inconsistent(&e.to_string()))? == Heard::Caught {
                let word = self.word(game, &[index]);
                game.tell(word).map_err(|e| inconsistent(&e.to_string()))?;
                return Ok(arrived(heard + 1, moves.len() - heard - 1));
            }
        }
        Ok(arrived(moves.len(), 0))
    }

    /// The hero's dice mixed from the next value of the chain whose head the hero's
    /// device sent, and from this device's value for this run, which its key fixed.
    fn mixed_as_committed(&self, game: &Lockstep, mix: &Mix, head: Option<[u8; 32]>) -> Result<(), SaveProblem> {
        let before = mixes(&game.blind.record().actions);
        let earlier = before.last().map(|m| m.blind).or(head);
        let run = before.len() as u32 + 1;
        match mixed_as_committed(earlier, run, mix, &self.key) {
            true => Ok(()),
            false => {
                Err(inconsistent(&format!("the hero's dice of its run {run} are not mixed as both devices committed")))
            }
        }
    }

    /// Plays the virus's `action` on the truth. When the hero's turn comes (or the end), the
    /// virus's run is sealed into one word for the hero's device.
    pub fn play(&mut self, action: Action) -> Result<(), Illegal> {
        let Some(mut game) = self.game.clone() else { return Err(Illegal("the hero moves first".into())) };
        let truth = game.truth.state();
        let index = index_of(truth, &action).filter(|_| truth.turn() == Turn::Seat(VIRUS));
        let index = index.ok_or_else(|| Illegal(format!("{action:?} in turn {:?}", truth.turn())))?;
        game.truth.apply(action)?;
        let mut run = [self.run.as_slice(), &[index]].concat();
        if game.truth.state().turn() != Turn::Seat(VIRUS) {
            game.tell(self.word(&game, &run))?;
            run.clear();
        }
        (self.game, self.run) = (Some(game), run);
        Ok(())
    }

    /// The word telling the hero's device of `run`, the truth's last actions.
    fn word(&self, game: &Lockstep, run: &[u8]) -> Unseen {
        let (events, after) = game.told_since(game.truth.ply() - run.len());
        Unseen { sealed: seal_run(&self.key, game.hidden_turns(), run), events, after }
    }
}

fn inconsistent(why: &str) -> SaveProblem {
    SaveProblem::Inconsistent(why.to_string())
}
