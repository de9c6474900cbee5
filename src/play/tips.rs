//! First-time tips in a real game: the first time a rule comes up on this device, the line by
//! the board says what happened and why, until "Got it" or the person's next move. Each tip
//! once per device; "No more tips" (or the switch at setup) turns them all off.
//! May use: `model`, `seated`, `teaching`; the app's `game_ui`, `storage`.

use leptos::prelude::*;

use super::model::{Model, Tips};
use super::seated::Handle;
use super::teaching::Tip;
use crate::game_ui::GameUi;
use crate::storage::{Store, TIPS_OFF};
use engine::Turn;
use lang::Lang;
use table::play::Table;
use text::coach::coach;
use ui::lang::word;

/// The tips of `table`, each told after the person's move that met its rule, until "Got it"
/// or their next move (others' moves meanwhile are in the log and marked on the board).
pub fn tips(table: Handle, lang: RwSignal<Lang>) -> Tips {
    Effect::new(move |_| table.with(|t| t.show_new_tip()));
    let tip = Memo::new(move |_| table.with(|t| t.tip(lang.get())));
    Tips { tip, close: Callback::new(move |_| table.with(|t| t.close_tip())) }
}

/// Whether a tip shown after the action numbered `at` was read: a person here moved since
/// (or an undo went back before it).
pub fn read_since<G: GameUi>(table: &Table<G>, at: usize) -> bool {
    table.ply() < at || (at..table.ply()).any(|ply| by_a_person_here(table, ply))
}

/// Whether the action numbered `ply` was a person's here.
fn by_a_person_here<G: GameUi>(table: &Table<G>, ply: usize) -> bool {
    matches!(table.log_entry(ply), Some((Turn::Seat(seat), _)) if table.seats()[seat].is_here())
}

/// The tip, in the panel after the person's choices: the moves and the board stay in view.
#[component]
pub fn TipLine(model: Model, tip: Tip) -> impl IntoView {
    let store = Store::get();
    let stop = move |_| {
        store.set_flag(TIPS_OFF, true);
        model.tips.close.run(());
    };
    view! {
        <div class="last-move tip" id="tip" role="status" tabindex="0">
            <button id="tip-ok" class="link" on:click=move |_| model.tips.close.run(())>{word(model.screen.lang, |l| coach(l).got_it())}</button>
            <span class="last-move-tag">{word(model.screen.lang, |l| coach(l).hint())} " · " {tip.rule}":"</span> " " {tip.why} " "
            <button id="tip-off" class="link" on:click=stop>{word(model.screen.lang, |l| coach(l).no_more_hints())}</button>
        </div>
    }
}
