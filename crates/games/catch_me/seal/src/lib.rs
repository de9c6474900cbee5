//! Catch Me If You Can sealed across two devices (docs/games/catch-me.md R16-R19; the R numbers
//! in this crate are that page's), on the contract of `table::seal`: the virus keeps the
//! secret, the hero plays blind (`Sealable for CatchMe`, in `sealed.rs`).
//!
//! The virus's device (`VirusSide`) keeps the key and plays the whole truth; the hero's device
//! (`HeroSide`) plays a blind game (`Sealed::Blind`): the hero's own moves in clear, and for
//! each run of the virus's moves out of sight the virus's device's word (`Unseen`): those moves
//! sealed under the key, what the hero's log shows of them, and where they leave what the hero
//! may know. Both work out what the hero is told by the same code (`lockstep`). At the end the
//! key is revealed, and the hero's device replays and checks every hidden move and roll
//! (`verify`), and says so if anything does not hold (`Broken`). The sealing part of a game
//! uses `table` (saves, seats, the sealed link): a game sits above it.

mod early;
mod hero;
mod lockstep;
mod saved;
mod verdict;
mod verify;
mod virus;

pub use hero::HeroSide;
pub use saved::{arrive, link, start, verdict};
pub use verdict::Verdict;
pub use verify::{verify, Broken};
pub use virus::VirusSide;

use catch_me::text::sealed_text;
use catch_me::{Action, CatchMe};
use engine::{Mix, Sealable};
use lang::Lang;
use table::keep::file_of;
use table::seal::{self, follows, Arrived, Key, Sealer};

/// Catch Me sealed across two devices, as its view gives it to the shell.
pub const CATCH_ME: Sealer<CatchMe> = Sealer { start, link, arrive, verdict, backup: file_of };

/// A sealed Catch Me game as it travels between the two devices.
pub type Transcript = seal::Transcript<CatchMe>;

/// The mixes of the hero's dice among `actions`, in order: one per run of the hero's moves
/// (R19).
fn mixes(actions: &[Action]) -> Vec<&Mix> {
    actions.iter().filter_map(CatchMe::mix).collect()
}

/// Whether the `run`th mix of the hero's dice (from 1) holds the value that follows
/// `earlier` on the hero's chain (its head, or the last run's) and the value `key` fixed for
/// that run. The virus's device checks it as each link comes, the hero's device at the end.
fn mixed_as_committed(earlier: Option<[u8; 32]>, run: u32, mix: &Mix, key: &Key) -> bool {
    earlier.is_some_and(|earlier| follows(&earlier, &mix.blind)) && mix.keeper == key.mix(run)
}

/// What a link brought: `new` moves, and `dropped` moves of the hero's that did not happen, the
/// hidden virus having caught the hero first.
pub fn arrived(new: usize, dropped: usize) -> Arrived {
    Arrived { new, dropped, said: Some(moves_dropped) }
}

fn moves_dropped(moves: usize, lang: Lang) -> String {
    sealed_text(lang).moves_dropped(moves)
}

#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_arrive;
#[cfg(test)]
mod tests_dice;
#[cfg(test)]
mod tests_games;
#[cfg(test)]
mod tests_link;
#[cfg(test)]
mod tests_saved;
#[cfg(test)]
mod tests_tamper;
#[cfg(test)]
mod tests_verdict;
