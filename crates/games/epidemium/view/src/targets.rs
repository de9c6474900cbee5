//! What a person may tap on the maps: the pieces (one's own to roll, a rival's to play a
//! Penalty card on) and, after a roll with a Magic Number card in hand, the spots a changed
//! number would reach. Each with the action it takes; the actions are always the legal ones.

use engine::{preview, Game, Seat, Turn};
use epidemium::maps::Map;
use epidemium::{Action, Continent, Epidemium, Event, Phase, World, TELEPORT};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Target {
    Piece(Seat),
    /// A spot a Magic Number value would move the current piece to.
    Landing {
        world: World,
        continent: Continent,
        spot: u8,
    },
}

impl Target {
    /// The `data-target` of its element, for the keyboard's focus.
    pub fn key(self) -> String {
        match self {
            Target::Piece(seat) => format!("piece-{seat}"),
            Target::Landing { world, spot, .. } => format!("landing-{world:?}-{spot}").to_ascii_lowercase(),
        }
    }

    /// Where it is drawn on its world's map.
    pub fn world_and_point(self, view: &Epidemium) -> (World, (u16, u16)) {
        match self {
            Target::Piece(seat) => {
                let piece = &view.pieces()[seat];
                (piece.world, Map::of(piece.world).point(piece.continent, piece.spot))
            }
            Target::Landing { world, continent, spot } => (world, Map::of(world).point(continent, spot)),
        }
    }
}

/// The action a target takes now, if any.
pub fn action_at(view: &Epidemium, target: Target, legal: &[Action]) -> Option<Action> {
    match target {
        Target::Piece(seat) if view.turn() == Turn::Seat(seat) => legal.iter().find(|a| **a == Action::Roll).cloned(),
        Target::Piece(seat) => legal.iter().find(|a| **a == Action::Penalty(seat)).cloned(),
        Target::Landing { .. } => landings(view, legal).into_iter().find(|(t, _)| *t == target).map(|(_, a)| a),
    }
}

/// The spots the Magic Number values reach (the smallest value for a spot several reach),
/// and on a teleport throw the other world's teleport square.
fn landings(view: &Epidemium, legal: &[Action]) -> Vec<(Target, Action)> {
    if !matches!(view.phase(), Phase::Magic(_)) {
        return vec![];
    }
    let continent = view.pieces()[view.current()].continent;
    let mut found: Vec<(Target, Action)> = vec![];
    for action in legal.iter().filter(|a| matches!(a, Action::MagicNumber(_))) {
        let reached =
            preview(view, action).map(|(events, _)| events).unwrap_or_default().iter().find_map(|e| match *e {
                Event::Moved { world, to, .. } => Some(Target::Landing { world, continent, spot: to }),
                Event::Teleported { to, .. } => Some(Target::Landing { world: to, continent, spot: TELEPORT }),
                _ => None,
            });
        if let Some(target) = reached.filter(|t| found.iter().all(|(f, _)| f != t)) {
            found.push((target, action.clone()));
        }
    }
    found
}

/// Every target, pieces first in seat order, then the landings.
pub fn targets(view: &Epidemium, legal: &[Action]) -> Vec<Target> {
    let pieces = (0..view.pieces().len()).map(Target::Piece);
    pieces.chain(landings(view, legal).into_iter().map(|(t, _)| t)).collect()
}
