//! Alters one hidden move in a sealed game's link, as a cheat on the virus's device would: a
//! link with one hidden move or roll altered fails the check with a clear message
//! (docs/games/catch-me.md R16 and R18). One byte of the sealed moves of the virus's last word
//! is flipped and the link is written again whole, its own check right, so that only the end's
//! check can tell.
//! `cargo run --example tamper -- <link>` prints the altered link.

use catch_me::{Action, CatchMe};
use table::seal::{decode, encode};

fn main() {
    let link = std::env::args().nth(1).unwrap_or_default();
    let Ok((mut transcript, _)) = decode::<CatchMe>(&link) else { return eprintln!("not a sealed game's link") };
    let last = transcript.record.actions.iter_mut().rev().find_map(|action| match action {
        Action::Unseen(word) => Some(word),
        _ => None,
    });
    let Some(word) = last else { return eprintln!("the link has no hidden move") };
    word.sealed[0] ^= 1;
    match encode(&transcript) {
        Ok(altered) => println!("{altered}"),
        Err(e) => eprintln!("{e}"),
    }
}
