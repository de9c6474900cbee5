//! The game screen every game shares. The game's type is bound only here, in `sit`, which
//! turns a `table::play::Table<G>` held in a signal into a `Model` of words and callbacks;
//! the screen's parts (parts.rs) are written once for all games.

mod automatic;
mod celebrate;
mod choices;
mod coach;
mod ending;
mod keys;
mod parts;
mod players;
mod saving;
mod share;
mod tips;
mod unsaved;

pub use ending::End;
pub use keys::drop_stale_taps;
pub use share::copy_text;

use leptos::prelude::*;

use crate::app::device::device_id;
use crate::engine::{Outcome, Seat, Turn};
use crate::table::choices::{shown, Choice};
use crate::table::play::{Actor, Refused, Table};
use crate::table::save::SavedGame;
use crate::table::seats::seat_name;
use crate::table::travel::{end_addressee, handing, keeps_a_secret, on_several_devices, watching, Sharing};
use crate::text::travel::travel;
use crate::text::{shell, Lang};
use crate::ui::lang::use_lang;
use crate::ui::walk::walking;
use crate::ui::{BoardCtx, BoardParts, GameUi};

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
    /// The first-time tips, in a real game (issue 32).
    pub tips: tips::Tips,
}

/// Opens a saved game, or says why it cannot be opened.
pub fn play_screen<G: GameUi>(saved: SavedGame) -> AnyView {
    match saved.open::<G>() {
        Ok(opened) => {
            let table = Table::new(opened.session, saved.seats.clone()).settled(saved.settled);
            let table = match saved.lesson.then(|| G::lesson().actions()) {
                Some(Ok(script)) => table.guided(script),
                _ => table,
            };
            let (model, board) = sit(table, &saved, opened.older_rules);
            parts::screen(model, board)
        }
        Err(problem) => super::cannot_open(saved.id.clone(), problem),
    }
}

/// Binds a game at the table to the screen: signals, computer turns, saving, the board.
fn sit<G: GameUi>(table: Table<G>, saved: &SavedGame, older_rules: bool) -> (Model, BoardParts) {
    let lang = use_lang();
    let seats = saved.seats.clone();
    let table = RwSignal::new(table);
    let replay = RwSignal::new(None::<usize>);
    let notice = RwSignal::new(None);
    let hurry = RwSignal::new(false);
    let open_kind = RwSignal::new(None::<String>);
    let names = move |lang: Lang| {
        let seats = seats.clone();
        move |seat: Seat| seat_name(&seats, seat, lang)
    };
    let ply = Memo::new(move |_| table.with(Table::ply));
    let saved_ply = table.with_untracked(Table::ply);
    // The state of the step the replay shows, where it shows one.
    let replayed = Memo::new(move |_| replay.get().and_then(|at| table.with(|t| t.session().state_at(at).ok())));
    let view = Memo::new(move |_| {
        replayed.with(|shown| table.with(|t| shown.as_ref().map_or_else(|| t.view(), |s| s.view(t.looking()))))
    });
    // A person's choices come once the moves before them have finished on the board.
    let legal = Memo::new(move |_| {
        if replay.get().is_some() || walking() {
            return vec![];
        }
        table.with(Table::person_actions)
    });
    let refusal = move |refused: &Refused, lang: Lang| match refused {
        Refused::Stale => shell(lang).stale_action(),
        Refused::NotYourTurn => shell(lang).not_your_turn(),
        Refused::Illegal(_) => shell(lang).not_allowed(),
    };
    let act = Callback::new(move |(at, action): (usize, G::Action)| {
        let done = table.try_update(|t| t.act(at, action)).unwrap_or(Err(Refused::NotYourTurn));
        notice.set(done.as_ref().err().map(|r| refusal(r, lang.get_untracked()).to_string()));
        done
    });
    // The moves waited for (in a replay, the step shown alone), else the latest.
    let recent = Memo::new(move |_| {
        let upto = replay.get().unwrap_or_else(|| ply.get());
        table.with(|t| {
            let waited = if replay.get().is_some() { None } else { t.waited_since() };
            let from = waited.unwrap_or(upto.saturating_sub(1)).min(upto);
            (from..upto)
                .filter_map(|ply| t.log_entry(ply).map(|(turn, events)| (ply, turn, events)))
                .collect::<Vec<_>>()
        })
    });
    let last = Memo::new(move |_| recent.with(|r| r.last().map(|(_, _, events)| events.clone()).unwrap_or_default()));
    let board = G::board(BoardCtx {
        view: view.into(),
        legal: legal.into(),
        act: Callback::new(move |action| act.run((ply.get_untracked(), action))),
        last: last.into(),
        recent: recent.into(),
        looking: Signal::derive(move || table.with(Table::looking)),
        coached: saved.lesson,
        seats: saved.seats.clone(),
        lang: lang.into(),
    });
    let banner_names = names.clone();
    let watches = watching(&saved.seats, saved.sealing.as_ref());
    let banner = Memo::new(move |_| {
        let lang = lang.get();
        let name = banner_names(lang);
        let turn = replayed.with(|shown| shown.as_ref().map(|s| (s.turn(), s.outcome())));
        table.with(|t| banner::<G>(t, turn, &view.get(), &name, lang, watches))
    });
    let end_names = names.clone();
    let end = Memo::new(move |_| {
        let lang = lang.get();
        table
            .with(|t| t.session().state().outcome().map(|o| ending::end::<G>(t, &o, &t.view(), &end_names(lang), lang)))
    });
    let log_names = names.clone();
    let log_lines = Callback::new(move |at: usize| {
        let lang = lang.get_untracked();
        let name = log_names(lang);
        table.with_untracked(|t| {
            let step = t.log_entry(at);
            step.map(|(_, events)| G::narrate(&events, &name, lang)).unwrap_or_default()
        })
    });
    let player_names = names.clone();
    let players = Memo::new(move |_| {
        let lang = lang.get();
        table.with(|t| view.with(|v| players::rows::<G>(t, v, &player_names(lang), lang)))
    });
    let cover_names = names.clone();
    let elsewhere_names = names.clone();
    let several = on_several_devices(&saved.seats);
    let keeps = saving::Keeps::of(saved);
    let (saved_lesson, sealing_none, give_names) = (saved.lesson, saved.sealing.is_none(), names.clone());
    let sealing = saved.sealing.clone();
    let sealed = saved.sealing.is_some().then(|| saved.clone());
    let model = Model {
        title: G::title,
        game: G::ID,
        lang,
        ply,
        banner,
        players,
        choices: Memo::new(move |_| {
            let lang = lang.get();
            let actions: Vec<(String, Option<String>)> = view.with(|v| {
                legal
                    .get()
                    .iter()
                    .filter(|a| !G::on_board_only(a))
                    .map(|a| (G::action_label(v, a, lang), G::action_kind(v, a, lang).map(str::to_string)))
                    .collect()
            });
            shown(&actions, open_kind.get().as_deref())
        }),
        open_kind,
        press: Callback::new(move |(at, index): (usize, usize)| {
            if let Some(action) = legal.get_untracked().into_iter().filter(|a| !G::on_board_only(a)).nth(index) {
                let _ = act.run((at, action));
            }
        }),
        automatic: Memo::new(move |_| {
            let lang = lang.get();
            match table.with(Table::to_act) {
                Actor::Computer(seat) => Some(shell(lang).is_playing(&names(lang)(seat))),
                Actor::Game => Some(shell(lang).is_playing(G::own_turn(lang))),
                _ => None,
            }
        }),
        hurry,
        elsewhere: Memo::new(move |_| {
            let seat = table.with(|t| match t.to_act() {
                Actor::Elsewhere(seat) => Some(seat),
                Actor::Over => end_addressee(t.seats(), t.session().steps().last().map(|s| s.actor), sealing.as_ref()),
                _ => None,
            });
            seat.map(|seat| elsewhere_names(lang.get())(seat))
        }),
        verdict: Memo::new(move |_| {
            let lang = lang.get();
            G::SEALER.zip(sealed.as_ref()).and_then(|(sealer, save)| (sealer.verdict)(save, lang))
        }),
        since: saved.since.map(|since| (since, saved_ply)),
        waited: Memo::new(move |_| table.with(Table::waited_since)),
        can_undo: Memo::new(move |_| replay.get().is_none() && table.with(|t| t.undo_target().is_some())),
        can_redo: Memo::new(move |_| replay.get().is_none() && table.with(Table::can_redo)),
        undo: Callback::new(move |_| {
            table.update(|t| {
                t.undo();
            })
        }),
        redo: Callback::new(move |_| {
            table.update(|t| {
                t.redo();
            })
        }),
        log_lines,
        log_number: Callback::new(move |ply| table.with_untracked(|t| t.visible_ply(ply))),
        log_key: Memo::new(move |_| (lang.get(), table.with(Table::looking))),
        end,
        cover: Memo::new(move |_| table.with(Table::cover).map(|seat| cover_names(lang.get())(seat))),
        uncover: Callback::new(move |_| table.update(Table::uncover)),
        replay,
        notice,
        keeping: unsaved::Keeping::new(&saved.id),
        moved_on_elsewhere: RwSignal::new(false),
        older_rules,
        watching: watches,
        share: Callback::new({
            let keeps = keeps.clone();
            move |_| {
                let shared = table.with_untracked(|t| keeps.sharing(t));
                // A link sent to another device makes its moves final here (issue 33).
                if matches!(shared, Sharing::Link(_) | Sharing::SealedLink(_)) && several {
                    table.update(Table::settle);
                }
                shared
            }
        }),
        // Not a guided game, a sealed one or one keeping a secret: a link would not do.
        givable: Memo::new(move |_| {
            let (lang, open) = (lang.get(), !watches && !saved_lesson && sealing_none);
            table.with(|t| {
                let open = open && !keeps_a_secret(t.session());
                let people = (0..t.seats().len()).filter(|&seat| open && t.seats()[seat].is_here());
                people.map(|seat| (seat, give_names(lang)(seat))).collect()
            })
        }),
        give: Callback::new(move |seat| {
            table.update(|t| t.give_seat(seat));
            table.with_untracked(|t| handing(t.session(), t.seats(), device_id(), seat))
        }),
        export: Callback::new(move |_| table.with_untracked(|t| keeps.save(t).to_json())),
        rematch: saving::rematch(table, saved.seats.clone(), saved.sealing.is_some()),
        coach: coach::Coach::of(table, lang, legal, view),
        tips: tips::tips(table, lang),
    };
    // A new position, or choices shown once the board stopped moving: the kind that was open
    // closes, a refusal's notice goes, what was tapped before they showed is refused
    // (keys::drop_stale_taps), and focus that fell to the page goes to the next choice.
    Effect::new(move |_| {
        ply.track();
        model.cover.track();
        replay.track();
        legal.track();
        open_kind.set(None);
        notice.set(None);
        keys::choices_changed();
        if !legal.with(Vec::is_empty) || model.end.with(Option::is_some) {
            keys::keep_focus();
        }
    });
    automatic::play_automatic_turns(table, model);
    saving::save_after_every_action(table, model, saved);
    (model, board)
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
