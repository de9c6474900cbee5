//! A game whose hidden seat can keep its secret on a device of its own (Catch Me's hidden
//! virus, docs/games/catch-me.md R16): the contract `table::seal` carries and checks such a
//! game by. As OpenSpiel gives each player an observation of their own, the game says which
//! seat keeps a secret, which plays blind, how the blind device's game is set up, and the
//! keeper's word for a run of moves out of sight.
//! Uses `game`, `outcome`, `rng`.

use std::fmt::Debug;

use serde::{de::DeserializeOwned, Deserialize, Serialize};

use super::rng::{mixed_rng, GameRng};
use super::{Game, Seat};

/// A game of two devices: the keeper's holds the whole truth, the blind seat's only what that
/// seat may know, and between them pass the blind seat's actions in clear and the keeper's
/// words, each sealing a run of its moves.
pub trait Sealable: Game {
    /// The seat whose device keeps the secret (Catch Me's hidden virus).
    const KEEPER: Seat;
    /// The seat whose device plays blind (Catch Me's hero).
    const BLIND: Seat;
    /// The keeper's word for a run of its moves out of the blind seat's sight: the moves sealed
    /// (bytes the engine cannot read), and what the blind seat is told of them.
    type Word: Clone + Debug + Eq + Serialize + DeserializeOwned;

    /// `options` unsealed: what a sealed game's link carries, the same on both devices.
    fn public(options: &Self::Options) -> Self::Options;
    /// `options` as the blind seat's device plays them.
    fn blind(options: &Self::Options) -> Self::Options;
    /// The keeper's word, if `action` is one.
    fn word(action: &Self::Action) -> Option<&Self::Word>;
    /// The action that gives the blind device the keeper's `word`.
    fn spoken(word: Self::Word) -> Self::Action;

    /// Whether the blind seat's dice wait for a `Mix` before its next run of moves can roll, so
    /// that neither device chooses them. A game whose blind seat never rolls keeps the default.
    fn takes_mix(&self) -> bool {
        false
    }
    /// The mix, if `action` is one.
    fn mix(_action: &Self::Action) -> Option<&Mix> {
        None
    }
    /// The action that mixes the blind seat's dice, in a game whose blind seat rolls.
    fn mixed(_mix: Mix) -> Option<Self::Action> {
        None
    }
}

/// The blind seat's dice for one run of its moves (docs/games/catch-me.md R19), as in Blum's
/// coin flipping: mixed from a value each device adds, each bound before the other's is known.
/// The blind device's is the next link of a hash chain whose head it sent before any of the
/// keeper's values came; the keeper's is fixed by its key, committed at the start, and revealed
/// only for this run. Neither device chooses the dice, nor knows them before the other's value
/// comes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Mix {
    pub blind: [u8; 32],
    pub keeper: [u8; 32],
}

impl Mix {
    /// The run's dice.
    pub fn dice(&self) -> GameRng {
        mixed_rng(&self.blind, &self.keeper)
    }
}
