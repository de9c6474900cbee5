//! The games this build offers, each reached through its `GameUi`, with the game's type bound
//! once here so the rest of the shell is written once for all games.
//!
//! What the home screen shows of a game (its name, picture, players) is in `Entry`; what the
//! setup screen and its quick card add (its options' words, seat roles, card) in `Setting`;
//! its rules page, its table and its rules engine are in `Parts`, loaded only when the game is
//! opened (issue 23): each game's `#[lazy]` function below is a split point (`lazily`), and the
//! release build moves everything only it reaches into that game's own file, game-<id>.

use std::future::Future;
use std::pin::Pin;

use leptos::lazy;
use leptos::prelude::*;

use super::lazily::{self, Meanwhile};
use super::play::play_screen;
use super::{cannot_open, embed, no_such_page, random_bytes, storage};
use engine::Session;
use engine::{Level, Seat};
use lang::Lang;
use table::link::{self, Envelope};
use table::save::{SaveProblem, SavedGame};
use table::seal;
use table::seats::{Controller, DeviceId, SeatSetup};
use table::travel::on_several_devices;
use text::coach::coach;
use text::teachers::Card;
use ui::{Chosen, GameOption, GameView};

use engine::{Computer, Setup, Teach};
use text::GameWords;

/// Makes and stores a new game's first save: (save id, seats, options chosen, seed, now);
/// false where the options make no game.
pub type StartGame = fn(&str, Vec<SeatSetup>, &Chosen, u64, f64) -> bool;

/// A game's parts that are fetched when it is first opened.
pub type LoadParts = fn() -> Pin<Box<dyn Future<Output = Parts>>>;

/// One game as the home and setup screens see it, with its generic parts bound.
#[derive(Clone, Copy)]
pub struct Entry {
    pub id: &'static str,
    pub title: fn(Lang) -> &'static str,
    pub blurb: fn(Lang) -> &'static str,
    /// The fewest and the most players.
    pub players: (usize, usize),
    pub options: &'static [GameOption],
    /// Colours fixed by the game, one per seat; empty when the players choose.
    pub seat_colours: &'static [usize],
    /// SVG markup.
    pub picture: &'static str,
    pub load: LoadParts,
}

/// What the setup screen, the quick card and an arriving game's seats need of a game, beyond
/// what its card on the home screen shows: reached by `setting(id)`, which only those screens
/// call, so that every game's option words and quick card stay out of the home screen's file
/// (issue 44).
#[derive(Clone, Copy)]
pub struct Setting {
    id: &'static str,
    pub option_words: fn(&str, Option<&str>, Lang) -> (&'static str, &'static str),
    pub option_open: fn(&str, &str, &Chosen) -> bool,
    pub option_shown: fn(&str, usize) -> bool,
    pub secret_keeper: fn(&Chosen) -> Option<Seat>,
    pub seat_role: fn(usize, Lang) -> &'static str,
    /// Its card for teachers (issue 32), the game's own (`GameWords::card`).
    pub card: fn(Lang) -> &'static Card,
}

/// A game this build offers: its rules and words, from its rules crate, and its view, from its
/// view crate, joined here for each game of `games::every_game!`.
pub trait GameUi: Computer + Teach + Setup + GameWords {
    const VIEW: GameView<Self>;
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

/// Opens a game's link as a save: (link, save id, this device, now).
pub type OpenLink = fn(&str, &str, DeviceId, f64) -> Result<(SavedGame, Envelope), SaveProblem>;

/// What only playing a game needs: its rules page, its table (with the reading of its save),
/// its first save, and the reading of a game that arrives from elsewhere (issue 24), generic
/// over the game and so in its own file: the home screen carries no save reader (issue 23).
#[derive(Clone, Copy)]
pub struct Parts {
    pub rules: fn(Lang) -> AnyView,
    /// The table of the save of that id, or why it cannot be opened.
    pub play: fn(String) -> AnyView,
    pub start: StartGame,
    pub open_link: OpenLink,
    /// Whether a save read from a file opens, as a stored save's is checked; the save as it
    /// goes on, who made each move as its replay says and not as the file says (issue 46).
    pub check: super::saves::Check,
    /// The guided first game, resumed where it was left, else begun (issue 32).
    pub learn: fn() -> AnyView,
    /// Where a sealed game's link goes (issue 33), in a game that can be sealed.
    pub arrive_sealed: Option<seal::Arrive>,
}

fn entry<G: GameUi>(load: LoadParts) -> Entry {
    Entry {
        id: G::ID,
        title: G::title,
        blurb: G::blurb,
        players: (*G::PLAYERS.start(), *G::PLAYERS.end()),
        options: G::OPTIONS,
        seat_colours: G::VIEW.seat_colours,
        picture: G::VIEW.picture,
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
/// says them (issue 42).
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

fn start<G: GameUi>(id: &str, seats: Vec<SeatSetup>, chosen: &Chosen, seed: u64, now: f64) -> bool {
    let options = G::options(seats.len(), chosen);
    let sealer = G::VIEW.sealer.filter(|_| G::secret_keeper(chosen).is_some() && on_several_devices(&seats));
    let save = match sealer {
        // The secret's keeper sets the game up on its own device (issue 33).
        Some(sealer) => (sealer.start)(id, seats, &options, seed, random_bytes(), now).ok(),
        None => Session::<G>::new(options, seed).ok().map(|session| SavedGame::new(id, seats, &session, now)),
    };
    let Some(save) = save else { return false };
    // Storage that refuses it leaves it in memory: the table says so, and tries again.
    let _ = storage::write(&save);
    true
}

// Saves are read here, in the game's own part, so that the home screen needs no JSON reader.
fn play_saved<G: GameUi>(save: String) -> AnyView {
    match storage::read(&save) {
        Some(Ok(saved)) if saved.game == G::ID => play_screen::<G>(saved),
        Some(Err(problem)) => cannot_open(save, problem),
        _ => no_such_page(),
    }
}

fn learn<G: GameUi>() -> AnyView {
    let id = SavedGame::lesson_id(G::ID);
    match storage::read(&id) {
        Some(Ok(saved)) if saved.lesson && saved.game == G::ID => play_screen::<G>(saved),
        _ => match Session::<G>::new(G::lesson().options, G::lesson().seed) {
            Ok(session) => {
                let saved = SavedGame {
                    lesson: true,
                    ..SavedGame::new(&id, lesson_seats::<G>(), &session, js_sys::Date::now())
                };
                let _ = storage::write(&saved);
                play_screen::<G>(saved)
            }
            Err(_) => no_such_page(),
        },
    }
}

/// The learner at the first seats, the computer at the others.
fn lesson_seats<G: GameUi>() -> Vec<SeatSetup> {
    let (people, seats) = (G::lesson().people, G::lesson().options);
    let count = Session::<G>::new(seats, 0).map_or(people, |s| s.state().seats());
    (0..count)
        .map(|seat| {
            let colour = G::VIEW.seat_colours.get(seat).copied().unwrap_or(SeatSetup::default_for(seat).colour);
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

/// What a part fetched later (the saves list, an arriving game) may ask of the games: it is
/// handed these functions rather than naming the catalogue or the page's settings, which hold
/// every game's loader, and a build that is not split (the browser tests) cannot link a
/// loader from a part's entry point.
#[derive(Clone, Copy)]
pub struct Games {
    /// Every game of this build, the first the one shown first.
    pub all: fn() -> Vec<Entry>,
    /// The game of that id, where this page offers it.
    pub offered: fn(&str) -> Option<Entry>,
    /// Whether this page shows a save of that game id (one it does not know too, unless locked).
    pub shown: fn(&str) -> bool,
    /// A game of that id this app has but a page locked to another does not play, with the
    /// page's own (issue 46).
    pub elsewhere: fn(&str) -> Option<(Entry, Entry)>,
}

pub const GAMES: Games = Games { all, offered, shown: embed::offers, elsewhere: embed::elsewhere };

/// The games this page offers (a page locked to one game offers that one), by id.
pub fn offered(id: &str) -> Option<Entry> {
    find(id).filter(|e| embed::offers(e.id))
}

impl Entry {
    /// Starts fetching this game's parts, where a person is about to open it.
    pub fn prefetch(self) {
        lazily::prefetch((self.load)());
    }

    /// `show(parts)` once this game's parts are loaded; until then a line that says it is coming.
    pub fn opened(self, show: impl Fn(Parts) -> AnyView + Send + Sync + 'static) -> AnyView {
        lazily::when_loaded((self.load)(), Meanwhile::Opening, show)
    }

    /// The option and choice a link's `key=value` names, if this game has them.
    pub fn option(&self, key: &str, value: &str) -> Option<(&'static str, &'static str)> {
        let option = self.options.iter().find(|o| o.key == key)?;
        option.choices.iter().find(|c| **c == value).map(|c| (option.key, *c))
    }
}
