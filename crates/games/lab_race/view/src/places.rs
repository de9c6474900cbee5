//! The places of the board a person can reach by keyboard and tap: the pieces waiting at home,
//! every field where something stands, the virus's focus and the lab. Each has a name for
//! screen readers and the legal actions that concern it.

use engine::Loss;
use lab_race::narrate::laps;
use lab_race::text::{field_name, piece_name, LabRaceText};
use lab_race::{Action, Colour, Field, LabRace, Piece, PieceId, Spot, MAX_VIRUSES};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Place {
    Home(PieceId),
    Field(Field),
    Focus,
    Lab,
}

impl Place {
    /// The place's `data-place`, for focusing it and for the tests.
    pub fn key(self) -> String {
        match self {
            Place::Home(id) => format!("home-{}-{}", colour_class(id.colour), id.index + 1),
            Place::Field(field) => format!("f{}", field.0),
            Place::Focus => "focus".into(),
            Place::Lab => "lab".into(),
        }
    }
}

/// The places in board order: the homes, the fields where something stands (the loop from the
/// virus's exit, then the bridges), the focus and the lab.
pub fn places(view: &LabRace) -> Vec<Place> {
    let homes = view.pieces().filter(|(_, p)| p.spot == Spot::Home).map(|(id, _)| Place::Home(id));
    let taken = (0..Field::LAB.0).map(Field).filter(|&f| {
        view.viruses().contains(&f)
            || view.sanitizer_at(f).is_some()
            || view.pieces().any(|(id, _)| view.field_of(id) == Some(f))
    });
    homes.chain(taken.map(Place::Field)).chain([Place::Focus, Place::Lab]).collect()
}

/// The legal actions that concern a place: taking this piece out, moving, healing or masking the
/// piece on this field, placing a sanitizer here.
pub fn actions_at(view: &LabRace, place: Place, legal: &[Action]) -> Vec<Action> {
    legal.iter().copied().filter(|a| concerns(view, place, a)).collect()
}

/// How the place's most losing action loses the game (at once rather than by the virus's roll),
/// among those that do (`BoardCtx::losing`).
pub fn loss_at(view: &LabRace, place: Place, losing: &[(Action, Loss)]) -> Option<Loss> {
    let here = losing.iter().filter(|(action, _)| concerns(view, place, action)).map(|&(_, loss)| loss);
    here.min_by_key(|loss| *loss != Loss::AtOnce)
}

/// How `action` loses the game, where it does.
pub fn loss_of(action: Action, losing: &[(Action, Loss)]) -> Option<Loss> {
    losing.iter().find(|(lost, _)| *lost == action).map(|&(_, loss)| loss)
}

fn concerns(view: &LabRace, place: Place, action: &Action) -> bool {
    let on = |id: PieceId| match place {
        Place::Field(field) => view.field_of(id) == Some(field),
        _ => false,
    };
    match *action {
        Action::TakeOut(id) => place == Place::Home(id),
        Action::Move(id) | Action::Heal(id) | Action::GiveMask(id) => on(id),
        Action::PlaceSanitizer(field) => place == Place::Field(field),
        Action::Roll | Action::VirusRoll | Action::Pass => false,
    }
}

/// "Yellow 2, mask, 2 laps left, sick".
pub fn piece_words(t: &dyn LabRaceText, id: PieceId, piece: &Piece) -> String {
    let mut words = vec![piece_name(t, id)];
    words.extend(piece.mask.map(|m| t.masked(laps(m.fields_left))));
    if piece.sick {
        words.push(t.sick().into());
    }
    words.join(", ")
}

/// A place's accessible name: where it is and all that stands there.
pub fn place_name(view: &LabRace, place: Place, t: &dyn LabRaceText) -> String {
    match place {
        Place::Home(id) => format!("{}: {}", piece_words(t, id, view.piece(id)), t.at_home()),
        Place::Field(field) => {
            let mut here = vec![];
            here.extend(
                view.pieces().filter(|(id, _)| view.field_of(*id) == Some(field)).map(|(id, p)| piece_words(t, id, p)),
            );
            if view.viruses().contains(&field) {
                here.push(t.virus().into());
            }
            here.extend(view.sanitizer_at(field).map(|s| t.sanitizer(s.uses)));
            format!("{}: {}", field_name(t, field), here.join("; "))
        }
        Place::Focus => format!("{}. {}", t.focus(view.focus()), t.virus_count(view.virus_count(), MAX_VIRUSES)),
        Place::Lab => {
            let inside: Vec<String> =
                view.pieces().filter(|(_, p)| p.spot == Spot::Lab).map(|(id, _)| piece_name(t, id)).collect();
            match inside.is_empty() {
                true => t.in_lab(0),
                false => format!("{}: {}", t.in_lab(inside.len()), inside.join(", ")),
            }
        }
    }
}

/// The colour drawn for an arm.
pub fn colour_class(colour: Colour) -> &'static str {
    match colour {
        Colour::Red => "red",
        Colour::Yellow => "yellow",
        Colour::Blue => "blue",
        Colour::Green => "green",
    }
}
