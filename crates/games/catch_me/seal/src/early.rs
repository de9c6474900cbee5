//! What the hero's device checks before the key comes: "What the hero's device knows in clear
//! is checked as soon as the virus's word comes, before the key" (R18): a word of the virus's
//! device that contradicts what the hero's device already knows in clear. Sealed moves open
//! only under the key, but the end a word claims must agree with the hero's own square and with
//! every square the virus was shown on. Found so, the end is forged by the virus's device at
//! once (`Verdict::Forged`).

use super::verify::Broken;
use catch_me::{Action, CatchMe, Event, Square};
use engine::Session;

/// The first of the virus's device's words, in the hero's device's game, that contradicts what
/// the hero saw in clear: a catch on a square the hero was not on, or a path revealed at the end
/// that is not the one the word leaves or misses a square the virus was shown on, in order.
pub fn seen_otherwise(session: &Session<CatchMe>) -> Result<(), Broken> {
    let mut shown: Vec<Square> = vec![];
    let words = session.record().actions.iter().filter_map(|action| match action {
        Action::Unseen(word) => Some(word),
        _ => None,
    });
    for (hidden, word) in (1..).zip(words) {
        for event in &word.events {
            match event {
                Event::VirusShown { at } => shown.push(*at),
                Event::HeroCaught { at } if *at != word.after.hero => return Err(Broken::CaughtElsewhere { hidden }),
                Event::VirusRevealed { trail } if *trail != word.after.trail || !passes(trail, &shown) => {
                    return Err(Broken::PathUnseen { hidden })
                }
                _ => {}
            }
        }
    }
    Ok(())
}

/// Whether `trail` passes every square of `shown`, in that order.
fn passes(trail: &[Square], shown: &[Square]) -> bool {
    let mut rest = trail.iter();
    shown.iter().all(|at| rest.any(|square| square == at))
}
