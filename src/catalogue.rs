//! The games this build offers, each reached through its `GameUi`, with the game's type bound
//! once here so the rest of the shell is written once for all games.
//!
//! What the home screen shows of a game (its name, picture, players) is in `Entry`; what the
//! setup screen and its quick card add (its options' words, seat roles, card) in `Setting`;
//! its rules page, its table and its rules engine are in `Parts`, loaded only when the game is
//! opened: each game's `#[lazy]` function below is a split point (`lazily`), and the release
//! build moves everything only it reaches into that game's own file, game-<id>, which a person
//! who never opens the game never fetches.
//! May use: `entry`, `game_ui`, `play`, `problem`, `random`, `storage`.

use leptos::lazy;
use leptos::prelude::*;

use super::entry::{Entry, LoadParts, Parts};
use super::game_ui::GameUi;
use super::page::navigate;
use super::play::play_screen;
use super::problem::{cannot_open, no_such_page};
use super::random::{random_bytes, set_up};
use super::storage::Store;
use engine::{Lesson, Session};
use engine::{Level, Seat};
use lang::Lang;
use table::link::{self, Envelope};
use table::route::Route;
use table::save::{SaveProblem, SavedGame};
use table::seats::{Controller, DeviceId, SeatSetup};
use table::travel::on_several_devices;
use text::coach::coach;
use text::teachers::Card;
use ui::{Chosen, GameView};

/// What the setup screen, the quick card and an arriving game's seats need of a game, beyond
/// what its card on the home screen shows: reached by `setting(id)`, which only those screens
/// call, so that every game's option words and quick card stay out of the home screen's file.
#[derive(Clone, Copy)]
pub struct Setting {
    id: &'static str,
    pub option_words: fn(&str, Option<&str>, Lang) -> (&'static str, &'static str),
    pub option_open: fn(&str, &str, &Chosen) -> bool,
    pub option_shown: fn(&str, usize) -> bool,
    pub secret_keeper: fn(&Chosen) -> Option<Seat>,
    pub seat_role: fn(usize, Lang) -> &'static str,
    /// Its card for teachers, the game's own (`GameWords::card`).
    pub card: fn(Lang) -> &'static Card,
}

fn setting_of<G: GameUi>() -> Setting {
    Setting {
        id: G::ID,
        option_words: G::option_words,
        option_open: G::option_open,
        option_shown: G::option_shown,
        secret_keeper: G::secret_keeper,
        seat_role: G::seat_role,
        card: G::card,
    }
}

fn entry<G: GameUi>(load: LoadParts) -> Entry {
    Entry {
        id: G::ID,
        title: G::title,
        blurb: G::blurb,
        players: (*G::PLAYERS.start(), *G::PLAYERS.end()),
        options: G::OPTIONS,
        seat_colours: G::SEAT_COLOURS,
        picture: G::VIEW.picture,
        // A guided game teaches its rules (the lessons' test holds the two together): a list
        // read here, where the home screen carries none of the game's code.
        teaches: !G::TAUGHT.is_empty(),
        load,
    }
}

fn parts<G: GameUi>() -> Parts {
    Parts {
        rules: rules::<G>,
        play: play_saved::<G>,
        start: start::<G>,
        open_link: open_link::<G>,
        check: check::<G>,
        learn: learn::<G>,
        arrive_sealed: G::VIEW.sealer.map(|sealer| sealer.arrive),
    }
}

/// The game's rules page, then its rules in short and the words of the game, as the coach
/// says them: the recap at a lesson's end links here.
fn rules<G: GameUi>(lang: Lang) -> AnyView {
    let words = G::glossary(lang).iter().map(|&(term, meaning)| view! { <dt>{term}</dt><dd>{meaning}</dd> });
    // Each rule the lesson and the tips name, in the coach's words: the recap links here.
    let rules = G::TAUGHT.iter().chain(G::LATER).map(|&rule| {
        let (name, why) = G::rule_words(rule, lang);
        view! { <dt>{name}</dt><dd>{why}</dd> }
    });
    view! {
        {(G::VIEW.rules)(lang)}
        <section class="glossary" id="in-short" aria-labelledby="in-short-title">
            <h2 id="in-short-title">{coach(lang).rules_in_short()}</h2>
            <dl>{rules.collect_view()}</dl>
        </section>
        <section class="glossary" id="glossary" aria-labelledby="glossary-title">
            <h2 id="glossary-title">{coach(lang).words_of_the_game()}</h2>
            <dl>{words.collect_view()}</dl>
        </section>
    }
    .into_any()
}

fn open_link<G: GameUi>(link: &str, id: &str, me: DeviceId, now: f64) -> Result<(SavedGame, Envelope), SaveProblem> {
    link::arrived::<G>(link, id, me, now)
}

fn check<G: GameUi>(saved: &SavedGame) -> Result<SavedGame, SaveProblem> {
    saved.checked::<G>()
}

fn start<G: GameUi>(store: Store, id: &str, seats: Vec<SeatSetup>, chosen: &Chosen, seed: u64, now: f64) -> bool {
    let options = G::options(seats.len(), chosen);
    let sealer = G::VIEW.sealer.filter(|_| G::secret_keeper(chosen).is_some() && on_several_devices(&seats));
    let save = match sealer {
        // The secret's keeper sets the game up on its own device, the only one that may know it.
        Some(sealer) => (sealer.start)(id, seats, &options, seed, random_bytes(), now).ok(),
        None => Session::<G>::new(options, seed).ok().map(|session| set_up(SavedGame::new(id, seats, &session, now))),
    };
    let Some(save) = save else { return false };
    // Storage that refuses it leaves it in memory: the table says so, and tries again.
    let _ = store.write(&save);
    true
}

// Saves are read here, in the game's own part, so that the home screen needs no JSON reader.
fn play_saved<G: GameUi>(save: String) -> AnyView {
    match Store::get().read(&save) {
        Some(Ok(saved)) if saved.game == G::ID => play_screen::<G>(saved),
        Some(Err(problem)) => cannot_open(save, problem),
        _ => no_such_page(),
    }
}

fn learn<G: GameUi>() -> AnyView {
    let Some(lesson) = G::lesson() else {
        navigate(&Route::Setup { game: G::ID.into() }, true);
        return ().into_any();
    };
    let (id, store) = (SavedGame::lesson_id(G::ID), Store::get());
    match store.read(&id) {
        Some(Ok(saved)) if saved.lesson && saved.game == G::ID => play_screen::<G>(saved),
        _ => match Session::<G>::new(lesson.options.clone(), lesson.seed) {
            Ok(session) => {
                let saved = SavedGame {
                    lesson: true,
                    ..SavedGame::new(&id, lesson_seats(&lesson, &session), &session, js_sys::Date::now())
                };
                let _ = store.write(&saved);
                play_screen::<G>(saved)
            }
            Err(_) => no_such_page(),
        },
    }
}

/// The learner at the first seats, the computer at the others.
fn lesson_seats<G: GameUi>(lesson: &Lesson<G>, session: &Session<G>) -> Vec<SeatSetup> {
    let people = lesson.people;
    (0..session.state().seats())
        .map(|seat| {
            let colour = G::SEAT_COLOURS.get(seat).copied().unwrap_or(SeatSetup::default_for(seat).colour);
            let controller = if seat < people { Controller::Person } else { Controller::Computer };
            SeatSetup { colour, controller, level: Level::Easy, ..SeatSetup::default_for(seat) }
        })
        .collect()
}

/// Each game of `games::every_game!` gets a split point, a `#[lazy]` function named after its
/// module, which the release build puts in a wasm file of its own (game-<module>), and its
/// home card.
macro_rules! catalogue {
    ($($module:ident::$game:ident => $view:ident),*) => {
        $(
            impl GameUi for games::$module::$game {
                const VIEW: GameView<Self> = $view::VIEW;
            }

            #[lazy]
            fn $module() -> Parts {
                parts::<games::$module::$game>()
            }
        )*

        pub fn all() -> Vec<Entry> {
            vec![$(entry::<games::$module::$game>(|| Box::pin($module()))),*]
        }

        /// The setting of the game of that id (see `Setting`).
        pub fn setting(id: &str) -> Option<Setting> {
            [$(setting_of::<games::$module::$game> as fn() -> Setting),*].into_iter().map(|of| of()).find(|s| s.id == id)
        }
    };
}
games::every_game!(catalogue);

pub fn find(id: &str) -> Option<Entry> {
    all().into_iter().find(|e| e.id == id)
}
