//! The log, in words: one line per thing a player would tell the table, from the events of
//! one action ("Blue scores 8 points for a city").

use super::state::Event;
use super::text::covid::covid_text;
use super::text::CarcassonneText;
use engine::Seat;
use lang::Lang;

/// The log's lines for one action's `events`, each player named by `name`, in `lang`.
pub fn narrate(events: &[Event], name: &dyn Fn(Seat) -> String, lang: Lang) -> Vec<String> {
    let text: &dyn CarcassonneText = super::text::text(lang);
    events
        .iter()
        .filter_map(|event| match event {
            Event::Placed { seat, .. } => Some(text.placed(&name(*seat))),
            Event::MeeplePlaced { seat, feature, .. } => Some(text.meeple_placed(&name(*seat), *feature)),
            // A turn without a Meeple still says something of its last step.
            Event::NoMeeple { seat } => Some(text.no_meeple_placed(&name(*seat))),
            Event::Scored { feature, seats, points, .. } if !seats.is_empty() => {
                let who: Vec<String> = seats.iter().map(|&s| name(s)).collect();
                Some(text.scored(&who, *points, *feature))
            }
            Event::SetAside { .. } => Some(text.tile_set_aside().to_string()),
            Event::FinalScoring => Some(text.final_scoring().to_string()),
            Event::Infected { seat, feature, from, .. } => {
                Some(covid_text(text.lang()).token_put(&name(*seat), *feature, from.is_some()))
            }
            Event::CovidTileSetUp { .. } => Some(covid_text(text.lang()).covid_tile_set_up().to_string()),
            Event::Tested { seat, card, .. } => Some(covid_text(text.lang()).tested(&name(*seat), *card)),
            // The banner says whose turn it is; returned meeples show in the players' table.
            _ => None,
        })
        .collect()
}
