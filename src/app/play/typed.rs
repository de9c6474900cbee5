//! The one part of the play screen compiled per game (issue 35): the typed table in a signal,
//! what the board needs of it, and the erased handle (`Seated`) the rest of the screen uses.

use leptos::prelude::*;

use super::coach::{say, CoachAct, Said};
use super::ending::{self, End};
use super::players::{self, PlayerRow};
use super::saving::Keeps;
use super::seated::{Names, Seated};
use super::tips::{self, Tip};
use super::Banner;
use crate::app::device::device_id;
use crate::app::storage::{self, TIPS_OFF};
use crate::engine::{Seat, Session, Turn};
use crate::lang::Lang;
use crate::table::choices::Offer;
use crate::table::coach::{tip_key, Coaching};
use crate::table::play::{Actor, ForYou, Refused, Table};
use crate::table::save::SavedGame;
use crate::table::seats::{seat_name, SeatSetup};
use crate::table::travel::{handing, keeps_a_secret, sharing, Sharing};
use crate::text::coach::coach;
use crate::text::shell;
use crate::ui::walk::walking;
use crate::ui::{action_words, BoardCtx, BoardParts, GameUi};

/// The screen's own signals the typed part reads and writes.
#[derive(Clone, Copy)]
pub struct Screen {
    pub lang: RwSignal<Lang>,
    /// The ply shown while stepping through a finished game.
    pub replay: RwSignal<Option<usize>>,
    /// Why the last action was refused, in words.
    pub notice: RwSignal<Option<String>>,
}

/// The game at the table, typed, with what the board and the screen read of it memoized once.
pub struct Typed<G: GameUi> {
    table: RwSignal<Table<G>>,
    screen: Screen,
    /// The state of the step the replay shows, where it shows one.
    replayed: Memo<Option<G>>,
    view: Memo<G::View>,
    /// A person's choices, once the moves before them have finished on the board.
    legal: Memo<Vec<G::Action>>,
    /// The first-time tip shown: the ply it came after, and its rule.
    tip: RwSignal<Option<(usize, G::Rule)>>,
}

impl<G: GameUi> Clone for Typed<G> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<G: GameUi> Copy for Typed<G> {}

impl<G: GameUi> Typed<G> {
    pub fn new(table: Table<G>, screen: Screen) -> Self {
        let table = RwSignal::new(table);
        let replay = screen.replay;
        let replayed = Memo::new(move |_| replay.get().and_then(|at| table.with(|t| t.session().state_at(at).ok())));
        let view = Memo::new(move |_| {
            replayed.with(|shown| table.with(|t| shown.as_ref().map_or_else(|| t.view(), |s| s.view(t.looking()))))
        });
        let legal = Memo::new(move |_| match replay.get().is_some() || walking() {
            true => vec![],
            false => table.with(Table::person_actions),
        });
        Self { table, screen, replayed, view, legal, tip: RwSignal::new(None) }
    }

    /// A person's action in the position numbered `at`; a refusal is told in words.
    fn act(self, at: usize, action: G::Action) -> Result<(), Refused> {
        let done = self.table.try_update(|t| t.act(at, action)).unwrap_or(Err(Refused::NotYourTurn));
        let lang = self.screen.lang.get_untracked();
        let refusal = |refused: &Refused| match refused {
            Refused::Stale => shell(lang).stale_action(),
            Refused::NotYourTurn => shell(lang).not_your_turn(),
            Refused::Illegal(_) => shell(lang).not_allowed(),
        };
        self.screen.notice.set(done.as_ref().err().map(|r| refusal(r).to_string()));
        done
    }

    /// The board, drawn from the looking seat's view, sending its actions to the table.
    pub fn board(self, saved: &SavedGame) -> BoardParts {
        let (table, replay) = (self.table, self.screen.replay);
        let ply = Memo::new(move |_| table.with(Table::ply));
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
        let last =
            Memo::new(move |_| recent.with(|r| r.last().map(|(_, _, events)| events.clone()).unwrap_or_default()));
        G::board(BoardCtx {
            view: self.view.into(),
            legal: self.legal.into(),
            act: Callback::new(move |action| self.act(ply.get_untracked(), action)),
            last: last.into(),
            recent: recent.into(),
            looking: Signal::derive(move || table.with(Table::looking)),
            coached: saved.lesson,
            seats: saved.seats.clone(),
            lang: self.screen.lang.into(),
        })
    }
}

impl<G: GameUi> Seated for Typed<G> {
    fn ply(&self) -> usize {
        self.table.with(Table::ply)
    }
    fn to_act(&self) -> Actor {
        self.table.with(Table::to_act)
    }
    fn looking(&self) -> Option<Seat> {
        self.table.with(Table::looking)
    }
    fn cover(&self) -> Option<Seat> {
        self.table.with(Table::cover)
    }
    fn seats(&self) -> Vec<SeatSetup> {
        self.table.with(|t| t.seats().to_vec())
    }
    fn waited_since(&self) -> Option<usize> {
        self.table.with(Table::waited_since)
    }
    fn visible_ply(&self, ply: usize) -> usize {
        self.table.with(|t| t.visible_ply(ply))
    }
    fn can_undo(&self) -> bool {
        self.table.with(|t| t.undo_target().is_some())
    }
    fn can_redo(&self) -> bool {
        self.table.with(Table::can_redo)
    }
    fn keeps_a_secret(&self) -> bool {
        self.table.with(|t| keeps_a_secret(t.session()))
    }
    fn for_you(&self) -> Option<ForYou> {
        self.table.with(|t| t.for_you().map(|(_, why)| why))
    }
    fn usual_button(&self) -> Option<usize> {
        let usual = self.table.with(Table::usual)?;
        self.legal.with(|l| l.iter().filter(|a| !G::on_board_only(a)).position(|a| *a == usual))
    }
    fn person_may_act(&self) -> bool {
        !self.legal.with(Vec::is_empty)
    }
    fn last_turn(&self) -> Option<Turn> {
        self.table.with(|t| t.session().steps().last().map(|s| s.actor))
    }
    fn guided(&self) -> bool {
        self.table.with(|t| t.guide().is_some())
    }
    fn track(&self) {
        self.table.track();
    }

    fn banner(&self, name: Names, lang: Lang, watches: bool) -> Banner {
        let shown = self.replayed.with(|shown| shown.as_ref().map(|s| (s.turn(), s.outcome())));
        self.view.with(|view| self.table.with(|t| super::banner::<G>(t, shown, view, name, lang, watches)))
    }
    fn choices(&self, lang: Lang) -> Vec<Offer> {
        self.table.with(|t| {
            let offer = |v: &G::View, a: &G::Action| Offer {
                label: action_words::<G>(v, a, t.seats(), lang),
                kind: G::action_kind(v, a, lang).map(str::to_string),
                card: G::plays_a_card(a),
            };
            let shown = |v: &G::View| {
                self.legal.with(|l| l.iter().filter(|a| !G::on_board_only(a)).map(|a| offer(v, a)).collect())
            };
            self.view.with(shown)
        })
    }
    fn players(&self, name: Names, lang: Lang) -> Vec<PlayerRow> {
        self.table.with(|t| self.view.with(|v| players::rows::<G>(t, v, name, lang)))
    }
    fn end(&self, name: Names, lang: Lang) -> Option<End> {
        self.table.with(|t| t.session().state().outcome().map(|o| ending::end::<G>(t, &o, &t.view(), name, lang)))
    }
    fn log_lines(&self, at: usize, name: Names, lang: Lang) -> Vec<String> {
        self.table.with(|t| t.log_entry(at).map(|(_, events)| G::narrate(&events, name, lang)).unwrap_or_default())
    }
    fn own_turn(&self, lang: Lang) -> &'static str {
        G::own_turn(lang)
    }
    fn verdict(&self, save: &SavedGame, lang: Lang) -> Option<String> {
        G::SEALER.and_then(|sealer| (sealer.verdict)(save, lang))
    }
    fn said(&self, lang: Lang) -> Said {
        self.table.with(|t| {
            let asked = |v: &G::View, a: &G::Action| {
                G::coach_ask(v, a, lang).unwrap_or_else(|| coach(lang).ask(&action_words::<G>(v, a, t.seats(), lang)))
            };
            let ask = self.legal.with(|l| l.first().map(|a| self.view.with(|v| asked(v, a))));
            let who = match t.to_act() {
                Actor::Computer(seat) => Some(seat_name(t.seats(), seat, lang)),
                Actor::Game => Some(G::own_turn(lang).to_string()),
                _ => None,
            };
            say::<G>(t.coaching().unwrap_or(Coaching::Done { rule: None }), lang, ask, who)
        })
    }
    fn tip(&self, lang: Lang) -> Option<Tip> {
        let read = |at: usize| self.table.with(|t| tips::read_since(t, at));
        self.tip.get().filter(|&(at, _)| !read(at)).map(|(_, rule)| {
            let (rule, why) = G::rule_words(rule, lang);
            Tip { rule, why }
        })
    }

    fn press(&self, at: usize, index: usize) {
        if let Some(action) = self.legal.get_untracked().into_iter().filter(|a| !G::on_board_only(a)).nth(index) {
            let _ = self.act(at, action);
        }
    }
    fn undo(&self) {
        self.table.update(|t| {
            t.undo();
        })
    }
    fn redo(&self) {
        self.table.update(|t| {
            t.redo();
        })
    }
    fn uncover(&self) {
        self.table.update(Table::uncover)
    }
    fn coach_does(&self, act: CoachAct) {
        self.table.update(match act {
            CoachAct::Hear => Table::hear,
            CoachAct::TakeBack => Table::take_back,
            CoachAct::BackOneStep => Table::back_one_step,
        })
    }
    fn play_automatic(&self, ply: usize) -> bool {
        self.table.try_update(|t| t.ply() == ply && t.play_automatic()).unwrap_or(false)
    }
    fn play_for_you(&self, ply: usize) {
        let _ = self.table.try_update(|t| t.play_for_you(ply));
    }
    fn show_new_tip(&self) {
        let told = |key: &str| storage::flag(TIPS_OFF) || storage::flag(key);
        if let Some((ply, rule)) = self.table.with(|t| t.new_tip(told).map(|rule| (t.ply(), rule))) {
            storage::set_flag(&tip_key::<G>(rule), true);
            self.tip.set(Some((ply, rule)));
        }
    }
    fn close_tip(&self) {
        self.tip.set(None);
    }

    fn save(&self, keeps: &Keeps) -> Option<SavedGame> {
        self.table.try_with_untracked(|t| keeps.save(t.session(), t.seats(), t.settled_moves()))
    }
    /// A sealed game travels only as its sealed link, made by the game's own part, and from
    /// the virus's device as nothing else (issue 33).
    fn sharing(&self, keeps: &Keeps) -> Sharing {
        let Some(sealer) = G::SEALER.filter(|_| keeps.sealing.is_some()) else {
            return self.table.with_untracked(|t| sharing(t.session(), t.seats(), device_id()));
        };
        match self.save(keeps).map(|save| (sealer.link)(&save, device_id())) {
            Some(Ok(link)) if keeps.keeps_secret() => Sharing::SealedLink(link),
            Some(Ok(link)) => Sharing::Link(link),
            _ => Sharing::Secret,
        }
    }
    fn settle(&self) {
        self.table.update(Table::settle)
    }
    fn give(&self, seat: Seat) -> Sharing {
        self.table.update(|t| t.give_seat(seat));
        self.table.with_untracked(|t| handing(t.session(), t.seats(), device_id(), seat))
    }
    fn rematch(&self, id: &str, seats: Vec<SeatSetup>, seed: u64, now: f64) -> Option<SavedGame> {
        let options = self.table.with_untracked(|t| t.session().record().options.clone());
        Session::<G>::new(options, seed).ok().map(|session| SavedGame::new(id, seats, &session, now))
    }
}
