//! The hero's device of a sealed game: it holds only what the hero may know, and checks the
//! virus's device at the end.

use super::early::seen_otherwise;
use super::verdict::Verdict;
use super::verify::{verify, Broken};
use super::{arrived, mixes, Transcript};
use catch_me::{Action, CatchMe, Event, Side};
use engine::{Game, Illegal, Mix, Sealable, Session};
use table::save::SaveProblem;
use table::seal::{decode, encode, Arrived, Chain, Drawn};

/// The hero's device: the blind game, the commitment, its own value for the virus's dice, the
/// seed of its values for its own dice (R19), and at the end the key and what checking the
/// game with it found.
#[derive(Clone, Debug)]
pub struct HeroSide {
    transcript: Transcript,
    session: Session<CatchMe>,
    chain: Option<Chain>,
    checked: Option<Result<Session<CatchMe>, Broken>>,
}

impl HeroSide {
    /// Joins the game of the virus's device's first link with what the caller drew at random
    /// now, after the commitment came: the value added to the virus's dice, and where the
    /// game's dice are fair (R19) the chain of this device's values for the hero's dice,
    /// whose head its first link sends; the hero's first run is mixed at once.
    pub fn join(link: &str, drawn: &Drawn) -> Result<Self, SaveProblem> {
        let (mut transcript, session): (Transcript, Session<CatchMe>) = decode(link)?;
        let first = transcript.record.actions.is_empty() && transcript.nonce.is_none() && transcript.chain.is_none();
        if !first || transcript.key.is_some() {
            return Err(SaveProblem::Inconsistent("not the first link of a sealed game".into()));
        }
        let chain = session.state().fair_dice().then(|| Chain::new(drawn.chain));
        transcript.nonce = Some(drawn.nonce);
        transcript.chain = chain.as_ref().map(Chain::head);
        let mix = transcript.mix.take();
        let mut side = Self { transcript, session, chain, checked: None };
        side.mix_dice(mix)?;
        Ok(side)
    }

    /// The hero's device as it left off: from its own last link, which holds all it keeps
    /// but the seed of its values for its dice (a game with fair dice cannot roll on).
    pub fn resume(link: &str) -> Result<Self, SaveProblem> {
        Self::resumed(decode(link)?.0, None)
    }

    /// The hero's device as it saved the game (`table::seal::Sealing::Blind`).
    pub fn resumed(transcript: Transcript, chain: Option<Chain>) -> Result<Self, SaveProblem> {
        if transcript.nonce.is_none() {
            return Err(SaveProblem::Inconsistent("not a link of the hero's device".into()));
        }
        let session =
            Session::from_record(transcript.record.clone()).map_err(|e| SaveProblem::Inconsistent(e.to_string()))?;
        let checked = transcript.key.as_ref().map(|key| verify(&transcript, key));
        Ok(Self { transcript, session, chain, checked })
    }

    /// The seed of this device's values for the hero's dice, to keep in its own save only.
    pub fn chain(&self) -> Option<&Chain> {
        self.chain.as_ref()
    }

    /// Where the hero's run of moves starts and its dice wait (R19), mixes them from this
    /// device's next value and the virus's device's `theirs`, which its link brought.
    fn mix_dice(&mut self, theirs: Option<[u8; 32]>) -> Result<(), SaveProblem> {
        if !self.session.state().takes_mix() {
            return Ok(());
        }
        let run = mixes(&self.transcript.record.actions).len() as u32 + 1;
        let blind = self.chain.as_ref().and_then(|chain| chain.value(run));
        let wrong = |why: &str| SaveProblem::Inconsistent(why.to_string());
        let blind = blind.ok_or_else(|| wrong("this device holds no value for the hero's next dice"))?;
        let keeper =
            theirs.ok_or_else(|| wrong("the link holds no value of the virus's device for the hero's dice"))?;
        self.session.apply(Action::Dice(Box::new(Mix { blind, keeper }))).map_err(|e| wrong(&e.0))?;
        self.transcript.record = self.session.record().clone();
        Ok(())
    }

    /// The hero's device's game: only what the hero may know.
    pub fn session(&self) -> &Session<CatchMe> {
        &self.session
    }

    /// Plays the hero's `action`; the virus's device's words come only by link.
    pub fn play(&mut self, action: Action) -> Result<(), Illegal> {
        if matches!(action, Action::Unseen(_) | Action::Dice(_)) {
            return Err(Illegal("only the devices' values speak for the virus and the dice".into()));
        }
        self.session.apply(action)?;
        self.transcript.record = self.session.record().clone();
        Ok(())
    }

    /// What the hero's device holds, to save or send.
    pub fn transcript(&self) -> &Transcript {
        &self.transcript
    }

    /// The link to send to the virus's device.
    pub fn link(&self) -> String {
        encode(&self.transcript).expect("the game this device played replays")
    }

    /// The check of the game with the revealed key, once the virus's device sent it: the
    /// truth, to show the game as it went, or what does not hold.
    pub fn checked(&self) -> Option<&Result<Session<CatchMe>, Broken>> {
        self.checked.as_ref()
    }

    /// The ruling on the end (R18): none while the game goes on and nothing failed; at
    /// the end, waiting for the key until it came, then checked or forged. Before the key, what
    /// the virus's device said is checked against what this device saw in clear.
    pub fn verdict(&self) -> Option<Verdict> {
        match &self.checked {
            Some(Ok(truth)) => truth.state().outcome().map(Verdict::Checked),
            Some(Err(broken)) => Some(Verdict::Forged(broken.clone())),
            None => match seen_otherwise(&self.session) {
                Err(broken) => Some(Verdict::Forged(broken)),
                Ok(()) => self.session.state().outcome().map(|_| Verdict::Waiting),
            },
        }
    }

    /// Takes the virus's device's link: the game this device sent, then the virus's words,
    /// and at the end its key, with which the whole game is checked.
    pub fn receive(&mut self, link: &str) -> Result<Arrived, SaveProblem> {
        let (theirs, session) = decode(link)?;
        self.transcript.same_game(&theirs)?;
        if theirs.nonce.is_some_and(|nonce| Some(nonce) != self.transcript.nonce) {
            return Err(SaveProblem::Inconsistent("the link adds another value to the virus's dice".into()));
        }
        if theirs.chain.is_some_and(|head| Some(head) != self.transcript.chain) {
            return Err(SaveProblem::Inconsistent(
                "the link holds another head of the hero's values for its dice".into(),
            ));
        }
        let (mine, sent) = (&self.transcript.record.actions, &theirs.record.actions);
        let common = mine.iter().zip(sent).take_while(|(a, b)| a == b).count();
        let arrived = match (common == mine.len(), common == sent.len()) {
            // The same game with the key: the hero's own step into the safe zone ended it.
            (true, true) if theirs.key.is_some() && self.checked.is_none() => arrived(0, 0),
            // Nothing new: a link sent before.
            (_, true) => return Ok(arrived(0, 0)),
            (true, false) if sent[common..].iter().all(|a| matches!(a, Action::Unseen(_))) => {
                arrived(sent.len() - common, 0)
            }
            (false, false) if caught_on(&mine[common], &sent[common..]) => arrived(1, mine.len() - common - 1),
            _ => return Err(SaveProblem::Inconsistent("the link does not go on from this device's game".into())),
        };
        let mine = Transcript { nonce: self.transcript.nonce, chain: self.transcript.chain, ..theirs };
        self.checked = mine.key.as_ref().map(|key| verify(&mine, key));
        let mix = mine.mix;
        (self.transcript, self.session) = (Transcript { mix: None, ..mine }, session);
        self.mix_dice(mix)?;
        Ok(arrived)
    }
}

/// Whether the virus's device's `words` tell that the hero's own `step` met the hidden virus:
/// one word, whose log starts with that very step.
fn caught_on(step: &Action, words: &[Action]) -> bool {
    match (step, words) {
        (Action::Step(to), [Action::Unseen(word)]) => {
            matches!(word.events.first(), Some(Event::Stepped { mover: Side::Hero, to: at, .. }) if at == to)
        }
        _ => false,
    }
}
