//! The Lab Race board mounted in Chromium: every piece drawn, the places named for screen
//! readers, the places that can act highlighted, a tap taking a place's one action, and a
//! place with several actions offering them as buttons and showing where its move lands.
//! Runs with `cargo test --target wasm32-unknown-unknown --features app` (scripts/test.sh).
#![cfg(target_arch = "wasm32")]

use engine::Game;
use games::lab_race::{Action, LabRace, Options};
use lang::Lang;
use leptos::prelude::*;
use table::seats::SeatSetup;
use ui::BoardCtx;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use web_sys::{Element, HtmlElement};

wasm_bindgen_test_configure!(run_in_browser);

mod mounted;
use mounted::host;

fn all(host: &HtmlElement, selector: &str) -> Vec<Element> {
    let list = host.query_selector_all(selector).unwrap();
    (0..list.length()).map(|i| list.item(i).unwrap().dyn_into().unwrap()).collect()
}

/// A tap on an SVG place (SVG elements have no `click()`).
fn tap(place: &Element) {
    place.dispatch_event(&web_sys::MouseEvent::new("click").unwrap()).unwrap();
}

/// Plays the first legal action until yellow (seat 0) has rolled a 6 with a piece on the board.
fn yellow_rolled_a_6_with_a_piece_out() -> LabRace {
    for seed in 0..200 {
        let mut game = LabRace::new(&Options::colours(2), seed).unwrap();
        for _ in 0..300 {
            let legal = game.legal_actions();
            let out = game.pieces().any(|(id, p)| id.index == 0 && game.field_of(id).is_some() && !p.sick);
            if game.pending_choice() == Some((0, 6)) && out && legal.iter().any(|a| matches!(a, Action::TakeOut(_))) {
                return game;
            }
            let Some(first) = legal.first() else { break };
            game.apply(first).unwrap();
        }
    }
    panic!("no seed gave yellow a 6 with a piece out");
}

#[wasm_bindgen_test]
async fn the_board_names_its_places_and_taps_act_or_offer_choices() {
    let host = host();
    let game = yellow_rolled_a_6_with_a_piece_out();
    let legal = game.legal_actions();
    let sent = RwSignal::new(vec![]);
    let view = game.view(None);
    let ctx = BoardCtx {
        view: Signal::derive(move || view.clone()),
        legal: Signal::derive(move || legal.clone()),
        losing: Signal::derive(Vec::new),
        act: Callback::new(move |action| {
            sent.update(|s| s.push(action));
            Ok(())
        }),
        last: Signal::derive(Vec::new),
        recent: Signal::derive(Vec::new),
        looking: Signal::derive(|| Some(0)),
        coached: false,
        lose_shown: Signal::from(false),
        seats: vec![SeatSetup::default_for(0), SeatSetup::default_for(1)],
        lang: Signal::derive(|| Lang::En),
    };
    let handle = leptos::mount::mount_to(host.clone(), move || {
        // The shell lays the two parts out; here they are simply put one after the other.
        let parts = (lab_race_view::VIEW.board)(ctx);
        view! { <div>{parts.board}{parts.panel}</div> }
    });
    leptos::task::tick().await;

    assert_eq!(all(&host, ".lr-piece").len(), 8, "two colours, four pieces each");
    let places = all(&host, ".lr-board [data-place]");
    assert!(places.iter().all(|p| p.get_attribute("aria-label").is_some_and(|l| !l.is_empty())), "every place named");
    assert_eq!(
        places.iter().filter(|p| p.get_attribute("tabindex").as_deref() == Some("0")).count(),
        1,
        "one tab stop"
    );

    // Taking a piece out is the home place's one action: a tap takes it.
    let take_out = all(&host, ".lr-board [data-place^=\"home-yellow\"].can");
    assert_eq!(take_out.len(), 1, "the first healthy piece at home, no other");
    tap(&take_out[0]);
    assert!(matches!(sent.get_untracked().as_slice(), [Action::TakeOut(_)]), "{:?}", sent.get_untracked());

    // Yellow's piece on the board may move or be masked (or get a sanitizer): a tap offers them.
    let on_board = all(&host, ".lr-board [data-place^=\"f\"].can");
    assert!(!on_board.is_empty());
    // A piece that can move is marked apart from one that can only receive something.
    assert!(on_board[0].class_list().contains("moves"), "yellow's piece out can move: a solid frame");
    tap(&on_board[0]);
    leptos::task::tick().await;
    // The piece's move shows where it lands, and the landing field takes the move.
    let landings = all(&host, ".lr-board [data-landing]");
    assert_eq!(landings.len(), 1, "the piece's one move");
    assert!(landings[0].get_attribute("aria-label").is_some_and(|l| l.starts_with("Move Yellow")));
    tap(&landings[0]);
    assert!(matches!(sent.get_untracked().last(), Some(Action::Move(_))));
    let choices = all(&host, ".lr-choice");
    assert!(choices.len() >= 2, "a move and a mask at least: {}", choices.len());
    assert!(choices[0].text_content().unwrap().starts_with("Move Yellow"));
    choices[0].clone().unchecked_into::<HtmlElement>().click();
    assert!(matches!(sent.get_untracked().last(), Some(Action::Move(_))));
    drop(handle);
}
