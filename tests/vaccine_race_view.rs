//! The Vaccine Race board mounted in Chromium: the track, its event squares, a piece per
//! player, pieces that share a square kept apart, the dice drawn after a roll and the piece it
//! moved marked in the mover's colour.
//! Runs with `cargo test --target wasm32-unknown-unknown --features app` (scripts/test.sh).
#![cfg(target_arch = "wasm32")]

use engine::{Game, Turn};
use games::vaccine_race::{Action, Event, Options, VaccineRace};
use lang::Lang;
use leptos::prelude::*;
use table::seats::SeatSetup;
use ui::BoardCtx;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use web_sys::HtmlElement;

wasm_bindgen_test_configure!(run_in_browser);

mod mounted;
use mounted::host;

fn count(host: &HtmlElement, selector: &str) -> u32 {
    host.query_selector_all(selector).unwrap().length()
}

/// The pieces' CSS transforms, in seat order.
fn piece_places(host: &HtmlElement) -> Vec<String> {
    let pieces = host.query_selector_all(".piece").unwrap();
    (0..pieces.length())
        .map(|i| {
            pieces.item(i).unwrap().dyn_into::<web_sys::Element>().unwrap().get_attribute("style").unwrap_or_default()
        })
        .collect()
}

#[wasm_bindgen_test]
async fn the_board_draws_the_track_the_pieces_and_the_dice_and_its_dice_roll() {
    let host = host();
    let mut game = VaccineRace::new(&Options { players: 3 }, 11).unwrap();
    let view = RwSignal::new(game.view(None));
    let last = RwSignal::new(vec![]);
    let recent = RwSignal::new(vec![]);
    let sent = RwSignal::new(vec![]);
    let seats: Vec<SeatSetup> = (0..3).map(SeatSetup::default_for).collect();
    let ctx = BoardCtx {
        view: view.into(),
        legal: Signal::derive(|| vec![Action::Roll]),
        losing: Signal::derive(Vec::new),
        act: Callback::new(move |action| {
            sent.update(|s| s.push(action));
            Ok(())
        }),
        last: last.into(),
        recent: recent.into(),
        looking: Signal::derive(|| None),
        coached: false,
        lose_shown: Signal::from(false),
        seats,
        lang: Signal::derive(|| Lang::En),
    };
    let handle = leptos::mount::mount_to(host.clone(), move || {
        // The shell lays the two parts out; here they are simply put one after the other.
        let parts = (vaccine_race_view::VIEW.board)(ctx);
        view! { <div>{parts.board}{parts.panel}</div> }
    });

    assert_eq!(count(&host, ".cell"), 99, "squares 0 to 98");
    assert_eq!(count(&host, ".cell[role=button]"), 99, "every square is a place of the board");
    assert_eq!(count(&host, ".cell[tabindex='0']"), 1, "the track is one tab stop");
    // On the track (the key below it draws one square of each colour too).
    let on_track = |colour: &str| count(&host, &format!("svg.track rect.sq.{colour}"));
    assert_eq!(on_track("blue") + on_track("red") + on_track("yellow"), 33);
    assert_eq!(on_track("yellow"), 3, "the company events 66, 81, 88");
    assert_eq!(count(&host, "#board-key li"), 6, "a key to the board's marks");
    assert_eq!(count(&host, ".piece"), 3);
    assert_eq!(count(&host, ".piece .mark"), 3, "every piece carries its seat's number");
    let places = piece_places(&host);
    assert!(places[0] != places[1] && places[1] != places[2], "pieces sharing square 0 stay visible: {places:?}");
    assert_eq!(count(&host, ".throw"), 0, "no throw before the first roll");
    assert_eq!(count(&host, "[data-last-move]"), 0, "nothing moved yet");

    // Pressing the dice on the board rolls, as the button does.
    host.query_selector("#dice").unwrap().unwrap().dyn_into::<HtmlElement>().unwrap().click();
    assert_eq!(sent.get_untracked(), vec![Action::Roll]);

    let events = game.apply(&Action::Roll).unwrap();
    let moved = events.iter().any(|e| matches!(e, Event::Moved { .. }));
    view.set(game.view(None));
    last.set(events.clone());
    recent.set(vec![(0, Turn::Seat(0), events)]);
    leptos::task::tick().await;
    assert_eq!(count(&host, ".throw .die.d6"), 1, "the 1d6 just thrown is drawn");
    // The piece the roll moved is marked, in the mover's colour.
    let marked = count(&host, "svg.track [data-last-move=\"moved\"][data-mover=\"0\"]");
    assert_eq!(marked, u32::from(moved), "the roll's move marked");
    handle.forget();
}
