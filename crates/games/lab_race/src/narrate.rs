//! The log, in words: one line per thing that happened, made from the events of one action. The
//! virus's roll and what it did read as one line, with the rule that chose the virus.

use super::actions::{Event, Mover, VirusRule};
use super::state::{Colour, Ending};
use super::text::{field_name, piece_name, LabRaceText};
use engine::Seat;
use lang::Lang;

/// The seat of a player colour: the colours in play are the first ones, in the order yellow,
/// blue, green (the setup offers no other).
pub fn seat_of(colour: Colour) -> Seat {
    (colour as usize).saturating_sub(1)
}

/// The log lines for the events of one action; `name` gives a seat's name.
pub fn narrate(events: &[Event], name: &dyn Fn(Seat) -> String, lang: Lang) -> Vec<String> {
    let text: &dyn LabRaceText = super::text::text(lang);
    let mut lines = vec![];
    let mut virus_roll: Option<String> = None;
    for event in events {
        let line = match *event {
            Event::VirusRolled { face } => {
                virus_roll = Some(text.virus_rolled(face));
                continue;
            }
            Event::VirusMoved { from, to, rule } => {
                let roll = virus_roll.take().unwrap_or_else(|| text.the_virus().into());
                let why = rule_words(rule, text);
                text.virus_moved(&roll, &why, &field_name(text, from), &field_name(text, to))
            }
            Event::VirusLeftFocus => then(&mut virus_roll, text.virus_left_focus()),
            Event::VirusPassed => then(&mut virus_roll, text.virus_passed()),
            ref other => {
                lines.extend(virus_roll.take());
                describe(other, name, text)
            }
        };
        lines.push(line);
    }
    lines.extend(virus_roll);
    lines
}

/// "The virus rolled 6: a virus leaves the focus", or the second part alone.
fn then(roll: &mut Option<String>, what: &str) -> String {
    match roll.take() {
        Some(roll) => format!("{roll}: {what}"),
        None => what.to_string(),
    }
}

fn rule_words(rule: VirusRule, text: &dyn LabRaceText) -> String {
    match rule {
        VirusRule::Infects => text.rule_infects().into(),
        VirusRule::BehindBackmostPerson { person } => text.rule_behind(&piece_name(text, person)),
        VirusRule::First => text.rule_first().into(),
    }
}

fn describe(event: &Event, name: &dyn Fn(Seat) -> String, text: &dyn LabRaceText) -> String {
    let who = |colour: Colour| name(seat_of(colour));
    let field = |f| field_name(text, f);
    let piece = |id| piece_name(text, id);
    match *event {
        Event::Rolled { colour, face } => text.rolled(&who(colour), face),
        Event::FreeSixCounter { colour, left } => text.free_six_counter(&who(colour), left),
        Event::FreeSix { colour } => text.free_six_given(&who(colour)),
        Event::NothingToDo { colour } => text.nothing_to_do(&who(colour)),
        Event::RollsAgain { colour } => text.rolls_again(&who(colour)),
        Event::Passed { colour } => text.passed(&who(colour)),
        Event::Moved { piece: id, from, to } => text.moved(&piece(id), &field(from), &field(to)),
        Event::TookOut { piece: id, by } => text.took_out(&who(by), &piece(id)),
        Event::Healed { piece: id, by } => text.healed(&who(by), &piece(id)),
        Event::MaskGiven { piece: id, by, fields } => text.mask_given(&who(by), &piece(id), laps(fields)),
        Event::SanitizerPlaced { field: f, by } => text.sanitizer_placed(&who(by), &field(f)),
        Event::SteppedOn { mover, to, .. } => text.stepped_on(&mover_name(mover, text), &field(to)),
        Event::WentHome { piece: id } => text.went_home(&piece(id)),
        Event::FellSick { piece: id } => text.fell_sick(&piece(id)),
        Event::MaskWornOut { piece: id, why } => text.mask_worn_out(&piece(id), why),
        Event::VirusBackToFocus { from } => text.virus_back_to_focus(&field(from)),
        Event::VirusLeftBehind { field: f, by } => text.virus_left_behind(&piece(by), &field(f)),
        Event::SanitizerUsed { field: f, uses_left } => text.sanitizer_used(&field(f), uses_left),
        Event::VirusDestroyed { field: f } => text.virus_destroyed(&field(f)),
        Event::EnteredLab { mover } => text.entered_lab(&mover_name(mover, text)),
        Event::HumanityLost { why } => text.ending(Ending::Lost(why)).into(),
        Event::HumanityWon { why } => text.ending(Ending::Won(why)).into(),
        Event::VirusRolled { .. } | Event::VirusMoved { .. } | Event::VirusLeftFocus | Event::VirusPassed => {
            unreachable!("narrated with the virus's roll")
        }
        Event::VirusRollsAgain => text.virus_rolls_again().into(),
    }
}

fn mover_name(mover: Mover, text: &dyn LabRaceText) -> String {
    match mover {
        Mover::Piece(id) => piece_name(text, id),
        Mover::Virus => text.the_virus().into(),
    }
}

/// A mask's laps, a lap begun counting as one (as the board shows them).
pub fn laps(fields: u8) -> u8 {
    super::state::Mask { fields_left: fields }.laps_left()
}

#[cfg(test)]
mod tests;
