//! A link drawn as a QR code (issue 24), by a part of its own fetched when a QR code is first
//! shown (issue 44): the QR library, about 6 KB gzip, was in every game's first visit, for a
//! dialog most games never open.

use std::future::Future;
use std::pin::Pin;

use leptos::lazy;
use leptos::prelude::*;

use super::lazily::{when_loaded, Meanwhile};
use crate::table::qr::qr;

/// A link as an SVG QR code, or `None` when it holds too much for any.
pub type Draw = fn(&str) -> Option<String>;

#[lazy]
fn part_qr() -> Draw {
    |link| qr(link).map(|code| code.svg())
}

/// The way to the part, handed down from the app's root: the play screen, in a game's part,
/// may not name another part's split point (an unsplit build, a board's browser test, could not
/// link it).
#[derive(Clone, Copy)]
struct Loader(fn() -> Pin<Box<dyn Future<Output = Draw>>>);

/// Called once, at the app's root.
pub fn provide() {
    provide_context(Loader(|| Box::pin(part_qr())));
}

/// `show(draw)` once the part has come; nothing where the app provides no part.
pub fn drawn(show: impl Fn(Draw) -> AnyView + Send + Sync + 'static) -> AnyView {
    match use_context::<Loader>() {
        Some(Loader(load)) => when_loaded(load(), Meanwhile::Nothing, show),
        None => ().into_any(),
    }
}
