//! The game screen every game shares. The game's type is bound only here, in `sit`, which
//! turns a `table::play::Table<G>` held in a signal into a `Model` of words and callbacks;
//! the screen's parts (parts.rs) are written once for all games.

mod automatic;
mod celebrate;
mod choices;
mod coach;
mod ending;
mod goal_card;
mod keys;
mod last_move;
mod parts;
mod players;
mod saving;
mod seated;
mod share;
mod tips;
mod typed;
mod unsaved;

pub use ending::End;
pub use keys::drop_stale_taps;
pub use share::copy_text;

use leptos::prelude::*;

use crate::engine::{Outcome, Seat, Turn};
use crate::lang::Lang;
use crate::table::choices::{shown, Choice};
use crate::table::play::{Actor, Guide, Table};
use crate::table::save::SavedGame;
use crate::table::seats::seat_name;
use crate::table::travel::{end_addressee, on_several_devices, watching, Sharing};
use crate::text::shell;
use crate::text::travel::travel;
use crate::ui::lang::use_lang;
use crate::ui::GameUi;
use seated::Handle;
use typed::{Screen, Typed};

/// The banner: who is to act and what they are asked, with their colour and number.
#[derive(Clone, Debug, PartialEq)]
pub struct Banner {
    pub text: String,
    pub colour: &'static str,
    pub seat: Option<Seat>,
}

/// Everything the screen's parts need, with the game's type erased.
#[derive(Clone, Copy)]
pub struct Model {
    pub title: fn(Lang) -> &'static str,
    pub game: &'static str,
    pub lang: RwSignal<Lang>,
    pub ply: Memo<usize>,
    pub banner: Memo<Banner>,
    pub players: Memo<Vec<players::PlayerRow>>,
    /// The person's choices as buttons: actions, or kinds of action where they are many.
    pub choices: Memo<Vec<Choice>>,
    /// The kind of action whose buttons are open, where the choices are grouped by kind.
    pub open_kind: RwSignal<Option<String>>,
    /// Takes the person's n-th action in the position numbered ply.
    pub press: Callback<(usize, usize)>,
    /// "Red is playing…" while a computer or the game itself acts.
    pub automatic: Memo<Option<String>>,
    /// The name of the person on another device whose move this device waits for, or to
    /// whom the end reached here is sent.
    pub elsewhere: Memo<Option<String>>,
    /// A sealed game's check at the end, on the hero's device (issue 33).
    pub verdict: Memo<Option<String>>,
    /// This device plays no seat of a game played on several devices (issue 33).
    pub watching: bool,
    /// For a game back from another device: the first move made there, and the move count
    /// it came with. Until a move here, the line by the board tells those moves.
    pub since: Option<(usize, usize)>,
    /// The first of the moves this screen's person waited for (`Table::waited_since`).
    pub waited: Memo<Option<usize>>,
    pub hurry: RwSignal<bool>,
    /// The position in which the person stopped the beat of their usual action to choose; at
    /// first the one the screen opened on, for a game come back to is not played on for anyone.
    pub choosing: RwSignal<Option<usize>>,
    /// The button of the person's usual action while its beat runs: it plays itself unless
    /// the person chooses (issue 45).
    pub usual: Memo<Option<usize>>,
    pub can_undo: Memo<bool>,
    pub can_redo: Memo<bool>,
    pub undo: Callback<()>,
    pub redo: Callback<()>,
    /// The log's lines for one action, as the looking seat may know them.
    pub log_lines: Callback<usize, Vec<String>>,
    /// The number the looking seat gives an action in the log: hidden moves take none, so the
    /// numbers do not tell how many steps a hidden move took.
    pub log_number: Callback<usize, usize>,
    /// What the log's lines depend on besides the action: re-rendered when it changes.
    pub log_key: Memo<(Lang, Option<Seat>)>,
    pub end: Memo<Option<End>>,
    /// The name of the person the device must be handed to, while the cover is up.
    pub cover: Memo<Option<String>>,
    pub uncover: Callback<()>,
    /// The ply shown while stepping through a finished game.
    pub replay: RwSignal<Option<usize>>,
    pub notice: RwSignal<Option<String>>,
    /// Where the game is kept: saved here, or in memory only and why (issue 33).
    pub keeping: unsaved::Keeping,
    pub moved_on_elsewhere: RwSignal<bool>,
    pub older_rules: bool,
    /// What may be shared of the game now: its link, or why not (issue 24).
    pub share: Callback<(), Sharing>,
    /// The people here whose seat may be handed to another device, named (issue 33).
    pub givable: Memo<Vec<(Seat, String)>>,
    /// Gives a seat up for another device: the link for it.
    pub give: Callback<Seat, Sharing>,
    /// The game as a save's text, for a file.
    pub export: Callback<(), String>,
    /// A new game with the same seats, levels and options, and a new seed.
    pub rematch: Callback<()>,
    /// The coach, in a guided first game (issue 32).
    pub coach: Option<coach::Coach>,
    /// What the game teaches of itself: the goal card's words, its glossary (issue 42).
    pub teaching: fn(Lang) -> goal_card::Teaching,
    pub picture: &'static str,
    /// The goal card, opened from the bar.
    pub goal_open: RwSignal<bool>,
    /// The first-time tips, in a real game (issue 32).
    pub tips: tips::Tips,
}

/// Opens a saved game, or says why it cannot be opened. The game's type is bound only here
/// and in `typed`: the screen around the board is compiled once (`sit`).
pub fn play_screen<G: GameUi>(saved: SavedGame) -> AnyView {
    match saved.open::<G>() {
        Ok(opened) => {
            let table = Table::new(opened.session, saved.seats.clone()).settled(saved.settled);
            let table = match saved.lesson.then(|| Guide::of(&G::lesson())) {
                Some(Ok(guide)) => table.guided(guide),
                _ => table,
            };
            let screen = Screen { lang: use_lang(), replay: RwSignal::new(None), notice: RwSignal::new(None) };
            let typed = Typed::new(table, screen);
            let board = typed.board(&saved);
            let meta = Meta {
                title: G::title,
                game: G::ID,
                teaching: goal_card::teaching::<G>,
                picture: G::PICTURE,
                older_rules: opened.older_rules,
            };
            parts::screen(sit(Handle::new(typed), screen, &saved, meta), board)
        }
        Err(problem) => super::cannot_open(saved.id.clone(), problem),
    }
}

/// What the screen shows of the game itself, besides the table.
struct Meta {
    title: fn(Lang) -> &'static str,
    game: &'static str,
    teaching: fn(Lang) -> goal_card::Teaching,
    picture: &'static str,
    older_rules: bool,
}

/// Binds a game at the table to the screen: signals, computer turns, saving.
fn sit(table: Handle, screen: Screen, saved: &SavedGame, meta: Meta) -> Model {
    let Screen { lang, replay, notice } = screen;
    let seats = saved.seats.clone();
    let hurry = RwSignal::new(false);
    let open_kind = RwSignal::new(None::<String>);
    let names = move |lang: Lang| {
        let seats = seats.clone();
        move |seat: Seat| seat_name(&seats, seat, lang)
    };
    let ply = Memo::new(move |_| table.with(|t| t.ply()));
    let saved_ply = table.with(|t| untrack(|| t.ply()));
    let choosing = RwSignal::new(Some(saved_ply));
    let banner_names = names.clone();
    let watches = watching(&saved.seats, saved.sealing.as_ref());
    let banner = Memo::new(move |_| {
        let lang = lang.get();
        table.with(|t| t.banner(&banner_names(lang), lang, watches))
    });
    let end_names = names.clone();
    let end = Memo::new(move |_| {
        let lang = lang.get();
        table.with(|t| t.end(&end_names(lang), lang))
    });
    let log_names = names.clone();
    let log_lines = Callback::new(move |at: usize| {
        let lang = lang.get_untracked();
        table.try_untracked(|t| t.log_lines(at, &log_names(lang), lang)).unwrap_or_default()
    });
    let player_names = names.clone();
    let players = Memo::new(move |_| {
        let lang = lang.get();
        table.with(|t| t.players(&player_names(lang), lang))
    });
    let cover_names = names.clone();
    let elsewhere_names = names.clone();
    let several = on_several_devices(&saved.seats);
    let keeps = saving::Keeps::of(saved);
    let (saved_lesson, sealing_none, give_names) = (saved.lesson, saved.sealing.is_none(), names.clone());
    let sealing = saved.sealing.clone();
    let sealed = saved.sealing.is_some().then(|| saved.clone());
    let model = Model {
        title: meta.title,
        game: meta.game,
        lang,
        ply,
        banner,
        players,
        choices: Memo::new(move |_| {
            let actions = table.with(|t| t.choices(lang.get()));
            shown(&actions, open_kind.get().as_deref())
        }),
        open_kind,
        press: Callback::new(move |(at, index): (usize, usize)| table.with(|t| t.press(at, index))),
        automatic: Memo::new(move |_| {
            let lang = lang.get();
            match table.with(|t| t.to_act()) {
                Actor::Computer(seat) => Some(shell(lang).is_playing(&names(lang)(seat))),
                Actor::Game => Some(shell(lang).is_playing(table.with(|t| t.own_turn(lang)))),
                _ => None,
            }
        }),
        hurry,
        choosing,
        usual: Memo::new(move |_| {
            let beats = replay.get().is_none() && choosing.get() != Some(ply.get());
            table.with(|t| t.usual_button()).filter(|_| beats)
        }),
        elsewhere: Memo::new(move |_| {
            let seat = table.with(|t| match t.to_act() {
                Actor::Elsewhere(seat) => Some(seat),
                Actor::Over => end_addressee(&t.seats(), t.last_turn(), sealing.as_ref()),
                _ => None,
            });
            seat.map(|seat| elsewhere_names(lang.get())(seat))
        }),
        verdict: Memo::new(move |_| {
            let lang = lang.get();
            sealed.as_ref().and_then(|save| table.with(|t| t.verdict(save, lang)))
        }),
        since: saved.since.map(|since| (since, saved_ply)),
        waited: Memo::new(move |_| table.with(|t| t.waited_since())),
        can_undo: Memo::new(move |_| replay.get().is_none() && table.with(|t| t.can_undo())),
        can_redo: Memo::new(move |_| replay.get().is_none() && table.with(|t| t.can_redo())),
        undo: Callback::new(move |_| table.with(|t| t.undo())),
        redo: Callback::new(move |_| table.with(|t| t.redo())),
        log_lines,
        log_number: Callback::new(move |ply| table.try_untracked(|t| t.visible_ply(ply)).unwrap_or(ply)),
        log_key: Memo::new(move |_| (lang.get(), table.with(|t| t.looking()))),
        end,
        cover: Memo::new(move |_| table.with(|t| t.cover()).map(|seat| cover_names(lang.get())(seat))),
        uncover: Callback::new(move |_| table.with(|t| t.uncover())),
        replay,
        notice,
        keeping: unsaved::Keeping::new(&saved.id),
        moved_on_elsewhere: RwSignal::new(false),
        older_rules: meta.older_rules,
        watching: watches,
        share: Callback::new({
            let keeps = keeps.clone();
            move |_| {
                let shared = table.try_untracked(|t| t.sharing(&keeps)).unwrap_or(Sharing::Secret);
                // A link sent to another device makes its moves final here (issue 33).
                if matches!(shared, Sharing::Link(_) | Sharing::SealedLink(_)) && several {
                    table.with(|t| t.settle());
                }
                shared
            }
        }),
        // Not a guided game, a sealed one or one keeping a secret: a link would not do.
        givable: Memo::new(move |_| {
            let (lang, open) = (lang.get(), !watches && !saved_lesson && sealing_none);
            table.with(|t| {
                let open = open && !t.keeps_a_secret();
                let seats = t.seats();
                let people = (0..seats.len()).filter(|&seat| open && seats[seat].is_here());
                people.map(|seat| (seat, give_names(lang)(seat))).collect()
            })
        }),
        give: Callback::new(move |seat| table.with(|t| t.give(seat))),
        export: Callback::new(move |_| {
            table.try_untracked(|t| t.save(&keeps)).flatten().map(|s| s.to_json()).unwrap_or_default()
        }),
        rematch: saving::rematch(table, meta.game, saved.seats.clone(), saved.sealing.is_some()),
        coach: coach::Coach::of(table, meta.game, lang, meta.teaching),
        teaching: meta.teaching,
        picture: meta.picture,
        goal_open: RwSignal::new(false),
        tips: tips::tips(table, lang),
    };
    // A new position, or choices shown once the board stopped moving: the kind that was open
    // closes, a refusal's notice goes, what was tapped before they showed is refused
    // (keys::drop_stale_taps), and focus that fell to the page goes to the next choice.
    Effect::new(move |_| {
        ply.track();
        model.cover.track();
        replay.track();
        let choosing = table.with(|t| t.person_may_act());
        open_kind.set(None);
        notice.set(None);
        keys::choices_changed();
        if choosing || model.end.with(Option::is_some) {
            keys::keep_focus();
        }
    });
    automatic::play_automatic_turns(table, model);
    saving::save_after_every_action(table, model, saved);
    model
}

/// The banner of the position shown: the live one, or the replay's step with its turn and
/// outcome (`shown`), so that a replay of a finished game does not say "X wins!" at step 0.
fn banner<G: GameUi>(
    table: &Table<G>,
    shown: Option<(Turn, Option<Outcome>)>,
    view: &G::View,
    name: &dyn Fn(Seat) -> String,
    lang: Lang,
    watches: bool,
) -> Banner {
    let t = shell(lang);
    let colour = |seat: Seat| table.seats()[seat].colour_hex();
    if let Some(who) = table.cover().filter(|_| shown.is_none()) {
        return Banner { text: t.hand_over(&name(who)), colour: colour(who), seat: Some(who) };
    }
    let (turn, outcome) = shown.unwrap_or_else(|| (table.session().state().turn(), table.session().state().outcome()));
    match table.actor(turn) {
        Actor::Over => {
            let text = outcome.as_ref().map(|o| ending::headline::<G>(o, view, name, lang)).unwrap_or_default();
            let winner = outcome.filter(|o| o.winners.len() == 1).map(|o| o.winners[0]);
            Banner { text, colour: winner.map_or("#555", colour), seat: winner }
        }
        Actor::Person(seat) => Banner {
            text: format!("{}: {}", name(seat), G::prompt(view, lang)),
            colour: colour(seat),
            seat: Some(seat),
        },
        Actor::Computer(seat) => Banner {
            text: format!("{} ({}): {}", name(seat), t.computer_tag(), G::prompt(view, lang)),
            colour: colour(seat),
            seat: Some(seat),
        },
        Actor::Game => {
            Banner { text: format!("{}: {}", G::own_turn(lang), G::prompt(view, lang)), colour: "#555", seat: None }
        }
        // A device that only watches has no move to send (issue 33).
        Actor::Elsewhere(seat) => {
            let text = match watches {
                true => travel(lang).plays_there(&name(seat)),
                false => t.plays_elsewhere(&name(seat)),
            };
            Banner { text, colour: colour(seat), seat: Some(seat) }
        }
    }
}
