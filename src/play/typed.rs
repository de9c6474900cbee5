//! The one part of the play screen compiled per game: the typed table in a signal, what the
//! board needs of it, and the erased handle (`Seated`) the rest of the screen uses.
//! May use: `ending`, `keeps`, `model`, `seated`, `snapshot`, `teaching`, `tips`; the app's `game_ui`, `random`, `storage`.

use leptos::prelude::*;

use super::ending;
use super::keeps::Keeps;
use super::model::Screen;
use super::seated::{Names, Seated};
use super::snapshot::{self, Banner, Facts, Pace, Snapshot};
use super::teaching::{say, CoachAct, Said, Tip};
use super::tips;
use crate::game_ui::GameUi;
use crate::random::set_up;
use crate::storage::{Store, TIPS_OFF};
use engine::{Loss, Moment, Seat, Session};
use lang::Lang;
use table::choices::Offer;
use table::coach::{tip_key, Coaching};
use table::play::{Actor, Refused, Table};
use table::save::SavedGame;
use table::seal::EndCheck;
use table::seats::{seat_name, SeatSetup};
use table::travel::{end_addressee, handing, keeps_a_secret, sharing, Sharing};
use text::coach::coach;
use text::shell;
use ui::{action_words, BoardCtx, BoardParts};

/// What makes a position shown another: its ply, the cover, the replay's step, and whether the
/// person's choices are shown.
type Shown = (usize, Option<Seat>, Option<usize>, bool);

/// The game at the table, typed, with what the board and the screen read of it memoized once.
pub struct Typed<G: GameUi> {
    table: RwSignal<Table<G>>,
    screen: Screen,
    /// The state of the step the replay shows, where it shows one.
    replayed: Memo<Option<G>>,
    view: Memo<G::View>,
    /// A person's choices, once the moves before them have finished on the board.
    legal: Memo<Vec<G::Action>>,
    /// Those of them that lose the game, and how (`Game::loses`).
    losing: Memo<Vec<(G::Action, Loss)>>,
    /// What the position shown is, and its number (`Snapshot::position`).
    shown: Memo<(Shown, usize)>,
    /// The first-time tip shown: the ply it came after, and its rule.
    tip: RwSignal<Option<(usize, G::Rule)>>,
    /// Where the tips seen are kept.
    store: Store,
}

impl<G: GameUi> Clone for Typed<G> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<G: GameUi> Copy for Typed<G> {}

impl<G: GameUi> Typed<G> {
    pub fn new(table: Table<G>, screen: Screen, store: Store) -> Self {
        let table = RwSignal::new(table);
        let replay = screen.replay;
        let replayed = Memo::new(move |_| replay.get().and_then(|at| table.with(|t| t.session().state_at(at).ok())));
        let view = Memo::new(move |_| {
            replayed.with(|shown| table.with(|t| shown.as_ref().map_or_else(|| t.view(), |s| s.view(t.looking()))))
        });
        let walking = screen.walking;
        let legal = Memo::new(move |_| match replay.get().is_some() || walking.now() {
            true => vec![],
            false => table.with(Table::person_actions),
        });
        let losing = Memo::new(move |_| {
            let loses = |t: &Table<G>, a: &G::Action| Some((a.clone(), t.session().state().loses(a)?));
            legal.with(|l| table.with(|t| l.iter().filter_map(|a| loses(t, a)).collect()))
        });
        let shown = Memo::new(move |before: Option<&(Shown, usize)>| {
            let now = table.with(|t| (t.ply(), t.cover(), replay.get(), !legal.with(Vec::is_empty)));
            match before {
                Some(&(was, number)) => (now, if was == now { number } else { number + 1 }),
                None => (now, 0),
            }
        });
        Self { table, screen, replayed, view, legal, losing, shown, tip: RwSignal::new(None), store }
    }

    /// A person's tap on an action in the position numbered `at`: one that loses the game is
    /// not played, but waits for their confirm (`Screen::warned`).
    fn take(self, at: usize, action: G::Action) -> Result<(), Refused> {
        if untrack(|| self.loss(&action)).is_none() {
            return self.act(at, action);
        }
        let index = self.legal.with_untracked(|l| l.iter().position(|a| *a == action));
        let position = self.shown.with_untracked(|&(_, number)| number);
        self.screen.warned.set(index.map(|index| (position, index)));
        Ok(())
    }

    /// How `action` loses the game, where it does.
    fn loss(self, action: &G::Action) -> Option<Loss> {
        self.losing.with(|l| l.iter().find(|(a, _)| a == action).map(|&(_, loss)| loss))
    }

    /// The action that loses the game tapped in the position shown, waiting for its confirm.
    fn warned(self) -> Option<G::Action> {
        let position = self.shown.with(|&(_, number)| number);
        let index = Screen::kept(self.screen.warned.get(), position)?;
        self.legal.with(|l| l.get(index).cloned())
    }

    /// The warning before that action: that it loses the game, and why in the game's words.
    fn warning(self, lang: Lang) -> Option<String> {
        let action = self.warned()?;
        let loss = self.loss(&action)?;
        let why = self.view.with(|v| G::why_it_loses(v, &action, lang));
        Some(shell(lang).loses_warning(loss, why.as_deref()))
    }

    /// A person's action in the position numbered `at`; a refusal is told in words.
    fn act(self, at: usize, action: G::Action) -> Result<(), Refused> {
        // An older copy of the game (played on in another tab) plays no more: its notice says so.
        if self.screen.moved_on_elsewhere.get_untracked() {
            return Err(Refused::Stale);
        }
        let done = self.table.try_update(|t| t.act(at, action)).unwrap_or(Err(Refused::NotYourTurn));
        let lang = self.screen.lang.get_untracked();
        let refusal = |refused: &Refused| match refused {
            Refused::Stale => shell(lang).stale_action(),
            Refused::NotYourTurn => shell(lang).not_your_turn(),
            Refused::Illegal(_) => shell(lang).not_allowed(),
        };
        let position = self.shown.with_untracked(|&(_, number)| number);
        self.screen.notice.set(done.as_ref().err().map(|r| (position, refusal(r).to_string())));
        done
    }

    /// The banner of the position shown (a replay's step, else the live one).
    fn banner(self, t: &Table<G>, name: Names, lang: Lang, watches: bool) -> Banner {
        let shown = self.replayed.with(|shown| shown.as_ref().map(|s| (s.turn(), s.outcome())));
        self.view.with(|view| snapshot::banner::<G>(t, shown, view, name, lang, watches))
    }

    /// The person's actions as buttons: the label, and the kind where the game groups them.
    fn offers(self, t: &Table<G>, lang: Lang) -> Vec<Offer> {
        let offer = |v: &G::View, a: &G::Action| Offer {
            label: action_words::<G>(v, a, t.seats(), lang),
            kind: G::action_kind(v, a, lang).map(str::to_string),
            card: (G::VIEW.plays_a_card)(a),
            loses: self.loss(a),
        };
        let shown = |v: &G::View| {
            self.legal.with(|l| l.iter().filter(|a| !(G::VIEW.on_board_only)(a)).map(|a| offer(v, a)).collect())
        };
        self.view.with(shown)
    }

    /// The button of the person's usual action (`Table::usual`), whose beat they may stop.
    fn usual_button(self, t: &Table<G>) -> Option<usize> {
        let usual = t.usual()?;
        self.legal.with(|l| l.iter().filter(|a| !(G::VIEW.on_board_only)(a)).position(|a| *a == usual))
    }

    /// The person elsewhere whose move this device waits for, or to whom the end is sent.
    fn elsewhere(self, t: &Table<G>, facts: &Facts) -> Option<Seat> {
        match t.to_act() {
            Actor::Elsewhere(seat) => Some(seat),
            Actor::Over => {
                let sealing = facts.sealed.as_ref().and_then(|save| save.sealing.as_ref());
                end_addressee(t.seats(), t.session().steps().last().map(|s| s.actor), sealing)
            }
            _ => None,
        }
    }

    /// The people here whose seat may be given to another device: none in a game keeping a
    /// secret, where a link would not do.
    fn givable(self, t: &Table<G>, facts: &Facts, name: Names) -> Vec<(Seat, String)> {
        let open = facts.may_give && !keeps_a_secret(t.session());
        let people = (0..t.seats().len()).filter(|&seat| open && t.seats()[seat].is_here());
        people.map(|seat| (seat, name(seat))).collect()
    }

    /// On the hero's device of a sealed game over, what it may say of the end, from the game at
    /// the table: its end may have been reached on this screen.
    fn end_check(self, t: &Table<G>, facts: &Facts, lang: Lang) -> Option<EndCheck> {
        let (sealer, opened) = (G::VIEW.sealer?, facts.sealed.as_ref()?);
        t.session().state().outcome()?;
        let now = SavedGame::new(&opened.id, opened.seats.clone(), t.session(), opened.updated_ms);
        (sealer.verdict)(&SavedGame { sealing: opened.sealing.clone(), ..now }, lang)
    }

    /// The board, drawn from the looking seat's view, sending its actions to the table.
    pub fn board(self, saved: &SavedGame) -> BoardParts {
        let (table, replay) = (self.table, self.screen.replay);
        // The moves waited for (in a replay, the step shown alone), else the latest.
        let recent = Memo::new(move |_| {
            let replayed = replay.get();
            table.with(|t| {
                let upto = replayed.unwrap_or_else(|| t.ply());
                let waited = if replay.get().is_some() { None } else { t.waited_since() };
                let from = waited.unwrap_or(upto.saturating_sub(1)).min(upto);
                (from..upto)
                    .filter_map(|ply| t.log_entry(ply).map(|(turn, events)| (ply, turn, events)))
                    .collect::<Vec<_>>()
            })
        });
        let last =
            Memo::new(move |_| recent.with(|r| r.last().map(|(_, _, events)| events.clone()).unwrap_or_default()));
        (G::VIEW.board)(BoardCtx {
            view: self.view.into(),
            legal: self.legal.into(),
            losing: self.losing.into(),
            act: Callback::new(move |action| self.take(table.with_untracked(Table::ply), action)),
            last: last.into(),
            recent: recent.into(),
            looking: Signal::derive(move || table.with(Table::looking)),
            coached: saved.lesson,
            lose_shown: Signal::derive(move || {
                table.with(|t| {
                    t.coaching().and_then(|step| step.rule().copied()).and_then(G::moment) == Some(Moment::Lose)
                })
            }),
            seats: saved.seats.clone(),
            lang: self.screen.lang.into(),
        })
    }
}

impl<G: GameUi> Seated for Typed<G> {
    fn snapshot(&self, facts: &Facts, lang: Lang) -> Snapshot {
        let name = |seat: Seat| facts.name(seat, lang);
        let (replay, choosing) = (self.screen.replay.get(), self.screen.choosing.get());
        let live = replay.is_none();
        self.table.with(|t| {
            let check = self.end_check(t, facts, lang);
            let no_result = check.as_ref().and_then(|c| c.no_result.clone());
            let banner = self.banner(t, &name, lang, facts.watches);
            Snapshot {
                ply: t.ply(),
                position: self.shown.with(|&(_, number)| number),
                banner: match (&no_result, live) {
                    (Some(said), true) => Banner { text: said.clone(), colour: "#555", seat: None },
                    _ => banner,
                },
                players: self.view.with(|v| snapshot::rows::<G>(t, v, &name, lang)),
                offers: self.offers(t, lang),
                may_act: !self.legal.with(Vec::is_empty),
                warning: self.warning(lang),
                usual: self.usual_button(t).filter(|_| live && choosing != Some(t.ply())),
                pace: Pace {
                    to_act: t.to_act(),
                    for_you: t.for_you().map(|(_, why)| why),
                    level: match t.to_act() {
                        Actor::Computer(seat) => Some(t.seats()[seat].level),
                        _ => None,
                    },
                },
                automatic: snapshot::automatic::<G>(t.to_act(), &name, lang),
                elsewhere: self.elsewhere(t, facts).map(name),
                verdict: check.map(|c| c.words),
                waited: t.waited_since(),
                can_undo: live && t.undo_target().is_some(),
                can_redo: live && t.can_redo(),
                end: t.session().state().outcome().map(|o| {
                    let end = ending::end::<G>(t, &o, &t.view(), &name, lang);
                    match &no_result {
                        Some(said) => end.without_result(said),
                        None => end,
                    }
                }),
                cover: t.cover().map(name),
                givable: self.givable(t, facts, &name),
                looking: t.looking(),
            }
        })
    }
    fn log_lines(&self, at: usize, name: Names, lang: Lang) -> Vec<String> {
        self.table.with(|t| t.log_entry(at).map(|(_, events)| G::narrate(&events, name, lang)).unwrap_or_default())
    }
    fn visible_ply(&self, ply: usize) -> usize {
        self.table.with(|t| t.visible_ply(ply))
    }
    fn guided(&self) -> bool {
        self.table.with(|t| t.guide().is_some())
    }
    fn track(&self) {
        self.table.track();
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
        if let Some(action) = self.legal.get_untracked().into_iter().filter(|a| !(G::VIEW.on_board_only)(a)).nth(index)
        {
            let _ = self.take(at, action);
        }
    }
    fn confirm(&self) {
        if let Some(action) = untrack(|| self.warned()) {
            let _ = self.act(self.table.with_untracked(Table::ply), action);
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
            CoachAct::Keep => Table::keep,
            CoachAct::BackOneStep => Table::back_one_step,
            CoachAct::Again => Table::again,
        })
    }
    fn play_automatic(&self, ply: usize) -> bool {
        self.table.try_update(|t| t.ply() == ply && t.play_automatic()).unwrap_or(false)
    }
    fn play_for_you(&self, ply: usize) {
        let _ = self.table.try_update(|t| t.play_for_you(ply));
    }
    fn show_new_tip(&self) {
        let store = self.store;
        let told = |key: &str| store.flag(TIPS_OFF) || store.flag(key);
        if let Some((ply, rule)) = self.table.with(|t| t.new_tip(told).map(|rule| (t.ply(), rule))) {
            store.set_flag(&tip_key::<G>(rule), true);
            self.tip.set(Some((ply, rule)));
        }
    }
    fn close_tip(&self) {
        self.tip.set(None);
    }

    /// A sealed game over on the hero's device is filed as finished only once its end checked:
    /// until then it stays among the games in progress, and never goes to make room.
    fn save(&self, keeps: &Keeps) -> Option<SavedGame> {
        let save = self.table.try_with_untracked(|t| keeps.save(t.session(), t.seats(), t.settled_moves()))?;
        Some(match G::VIEW.sealer {
            Some(sealer) => sealer.filed(save),
            None => save,
        })
    }
    /// A sealed game travels only as its sealed link, made by the game's own part, and from
    /// the virus's device as nothing else: any other link would show the hidden virus.
    fn sharing(&self, keeps: &Keeps) -> Sharing {
        let Some(sealer) = G::VIEW.sealer.filter(|_| keeps.sealing.is_some()) else {
            return self.table.with_untracked(|t| sharing(t.session(), t.seats(), &keeps.signer()));
        };
        match self.save(keeps).map(|save| (sealer.link)(&save, keeps.device().id())) {
            Some(Ok(link)) if keeps.keeps_secret() => Sharing::SealedLink(link),
            Some(Ok(link)) => Sharing::Link(link),
            _ => Sharing::Secret,
        }
    }
    fn settle(&self) {
        self.table.update(Table::settle)
    }
    fn give(&self, keeps: &Keeps, seat: Seat) -> Sharing {
        self.table.update(|t| t.give_seat(seat));
        self.table.with_untracked(|t| handing(t.session(), t.seats(), &keeps.signer(), seat))
    }
    fn rematch(&self, id: &str, seats: Vec<SeatSetup>, seed: u64, now: f64) -> Option<SavedGame> {
        let options = self.table.with_untracked(|t| t.session().record().options.clone());
        Session::<G>::new(options, seed).ok().map(|session| set_up(SavedGame::new(id, seats, &session, now)))
    }
}
