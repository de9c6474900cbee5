//! A game whose hidden seat can keep its secret on a device of its own (issues 33 and 43): the
//! contract `table::seal` carries and checks such a game by. As OpenSpiel gives each player an
//! observation of their own, the game says which seat keeps a secret, which plays blind, how the
//! blind device's game is set up, and the keeper's word for a run of moves out of sight.

use std::fmt::Debug;

use serde::{de::DeserializeOwned, Serialize};

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
}
