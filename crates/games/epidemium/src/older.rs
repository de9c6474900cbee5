//! What saves made under older rules hold that these rules no longer have, read as the nearest
//! thing these rules do (the save then opens from its snapshot, as `table::save` promises).

use serde::de::IgnoredAny;
use serde::{Deserialize, Deserializer};

use super::state::Phase;

/// A phase as a save holds it: one of these rules, or one of an older version.
#[derive(Deserialize)]
#[serde(untagged)]
enum Saved {
    Now(Phase),
    Older(Older),
}

#[derive(Deserialize)]
enum Older {
    /// Rules version 2 threw the teleport's 2d6 one throw per action: an attempt saved half
    /// way is thrown again, all at once, as the turn it was.
    Teleport(IgnoredAny),
}

pub(super) fn phase<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Phase, D::Error> {
    Ok(match Saved::deserialize(deserializer)? {
        Saved::Now(phase) => phase,
        Saved::Older(Older::Teleport(_)) => Phase::Turn,
    })
}
