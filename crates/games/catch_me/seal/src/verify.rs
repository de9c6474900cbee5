//! The check at the end: "At the end the key is sent, and the hero's device checks every hidden
//! move and roll and says whether all was fair" (R16).

use super::lockstep::{open_run, Heard, Lockstep};
use super::mixed_as_committed;
use super::Transcript;
use catch_me::text::sealed_text;
use catch_me::{Action, CatchMe, Event, Unseen, HERO, VIRUS};
use engine::Mix;
use engine::{Game, Session, Turn};
use lang::Lang;
use table::seal::{commits_to, dice_seed, Key};

/// What does not hold in a sealed game, in words for the person (`words`). Hidden moves are
/// counted from 1 as the hero's log shows them ("the virus moves out of sight"); the hero's
/// moves too (a roll or a step each).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Broken {
    /// The key revealed is not the one committed to at the start.
    Key,
    /// The hero's device's value for the virus's dice is missing.
    Nonce,
    /// A hidden move does not open under the key: it was changed after it was sealed.
    Changed { hidden: usize },
    /// A hidden move holds an action the rules do not allow there, with the dice rolled.
    Illegal { hidden: usize },
    /// The roll the hero was shown in a hidden move is not what the virus's dice rolled.
    Roll { hidden: usize },
    /// What the hero was shown of a hidden move (a sighting, a catch) is not what it did.
    Shown { hidden: usize },
    /// The game after a hidden move is not where its sealed actions leave it.
    After { hidden: usize },
    /// A move of the hero's does not fit where the virus really was.
    HeroMove { hero: usize },
    /// The hero's move met the hidden virus, but the game went on.
    Uncaught { hero: usize },
    /// The game ended otherwise than its moves end it.
    End,
    /// Found before the key (R18): the hidden move says the virus caught the hero on a
    /// square the hero was not on.
    CaughtElsewhere { hidden: usize },
    /// Found before the key: the path the hidden move reveals is not the one it leaves, or
    /// does not pass where the hero saw the virus.
    PathUnseen { hidden: usize },
    /// The hero's dice of its `run`th run of moves were not mixed from the values both
    /// devices committed to (R19): the virus's device's is not its key's.
    Dice { run: usize },
}

impl Broken {
    pub fn words(&self, lang: Lang) -> String {
        let t = sealed_text(lang);
        match *self {
            Broken::Key => t.key_not_committed().into(),
            Broken::Nonce => t.no_dice_value().into(),
            Broken::Changed { hidden } => t.hidden_changed(hidden),
            Broken::Illegal { hidden } => t.hidden_illegal(hidden),
            Broken::Roll { hidden } => t.hidden_roll(hidden),
            Broken::Shown { hidden } => t.hidden_shown(hidden),
            Broken::After { hidden } => t.hidden_after(hidden),
            Broken::HeroMove { hero } => t.hero_move(hero),
            Broken::Uncaught { hero } => t.uncaught(hero),
            Broken::End => t.end_differs().into(),
            Broken::CaughtElsewhere { hidden } => t.caught_elsewhere(hidden),
            Broken::PathUnseen { hidden } => t.path_unseen(hidden),
            Broken::Dice { run } => t.dice_not_mixed(run),
        }
    }
}

/// In English, for logs and tests.
impl std::fmt::Display for Broken {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.words(Lang::En))
    }
}

/// Checks a sealed game against its revealed `key`: the key is the one committed to; every
/// hidden move opens under it; replaying the truth (the virus's dice from the key and the hero's
/// device's value) along the hero's moves and the opened hidden ones, every hidden move is legal
/// and told the hero what the truth shows at that point; the end is the truth's end. Gives the
/// truth, to show the game as it really went.
pub fn verify(transcript: &Transcript, key: &Key) -> Result<Session<CatchMe>, Broken> {
    let game = replay(transcript, key)?;
    match game.truth.state().outcome() == game.blind.state().outcome() {
        true => Ok(game.truth),
        false => Err(Broken::End),
    }
}

/// The truth and the hero's device's game of `transcript`, replayed side by side with `key`
/// and checked on the way: all of `verify` but the end.
fn replay(transcript: &Transcript, key: &Key) -> Result<Lockstep, Broken> {
    if !commits_to(&transcript.commitment, key) {
        return Err(Broken::Key);
    }
    let record = &transcript.record;
    let Some(nonce) = transcript.nonce.or(record.actions.is_empty().then_some([0; 16])) else {
        return Err(Broken::Nonce);
    };
    let mut game = Lockstep::new(&record.options, record.seed, dice_seed(key, &nonce)).map_err(|_| Broken::End)?;
    let (mut hidden, mut hero) = (0, 0);
    let mut chain = (transcript.chain, 0);
    for action in &record.actions {
        if game.truth.state().outcome().is_some() {
            return Err(Broken::End);
        }
        match action {
            Action::Dice(mix) => {
                chain = next_mix(chain, mix, key)?;
                game.hero_acts(action).map_err(|_| Broken::Dice { run: chain.1 })?;
            }
            Action::Unseen(unseen) => {
                hidden += 1;
                hidden_move(&mut game, key, unseen, hidden)?;
            }
            action => {
                hero += 1;
                match game.hero_acts(action) {
                    Ok(Heard::Shown) => {}
                    Ok(Heard::Caught) => return Err(Broken::Uncaught { hero }),
                    Err(_) => return Err(Broken::HeroMove { hero }),
                }
            }
        }
    }
    Ok(game)
}

/// The next mix of the hero's dice, after `earlier` (the chain's last value and how
/// many runs it served), checked as committed: the chain's value and the run's it served.
fn next_mix(earlier: (Option<[u8; 32]>, usize), mix: &Mix, key: &Key) -> Result<(Option<[u8; 32]>, usize), Broken> {
    let run = earlier.1 + 1;
    match mixed_as_committed(earlier.0, run as u32, mix, key) {
        true => Ok((Some(mix.blind), run)),
        false => Err(Broken::Dice { run }),
    }
}

/// Checks the `hidden`th hidden move: it opens, its actions are legal in the truth (the
/// virus's, or the hero's one step that met the hidden virus), and it told the hero what the
/// truth shows.
fn hidden_move(game: &mut Lockstep, key: &Key, unseen: &Unseen, hidden: usize) -> Result<(), Broken> {
    let run = open_run(key, hidden as u32 - 1, &unseen.sealed).map_err(|_| Broken::Changed { hidden })?;
    let (from, catch) = (game.truth.ply(), game.truth.state().turn() == Turn::Seat(HERO));
    for &at in &run {
        let state = game.truth.state();
        let action = state.legal_actions().get(usize::from(at)).cloned();
        let in_turn = state.turn() == Turn::Seat(if catch { HERO } else { VIRUS });
        match action.filter(|_| in_turn && (!catch || run.len() == 1)) {
            Some(action) => game.truth.apply(action).map_err(|_| Broken::Illegal { hidden })?,
            None => return Err(Broken::Illegal { hidden }),
        };
    }
    let (events, after) = game.told_since(from);
    if catch && game.truth.state().outcome().is_none_or(|o| o.winners != [VIRUS]) {
        return Err(Broken::Illegal { hidden });
    }
    if let Some(at) = (0..events.len().max(unseen.events.len())).find(|&i| events.get(i) != unseen.events.get(i)) {
        let rolled = |e: Option<&Event>| matches!(e, Some(Event::Rolled { .. }));
        let roll = rolled(events.get(at)) && rolled(unseen.events.get(at));
        return Err(if roll { Broken::Roll { hidden } } else { Broken::Shown { hidden } });
    }
    if after != unseen.after {
        return Err(Broken::After { hidden });
    }
    game.tell(unseen.clone()).map_err(|_| Broken::After { hidden })
}
