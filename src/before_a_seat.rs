//! Before a seat of a game on several devices is taken here, at the setup or as a game arrives:
//! where this device cannot keep who it is or the game, why, and the ways that work.
//! May use: `device`, `storage`.

use leptos::prelude::*;

use super::device::Device;
use super::storage::{self, Store};
use table::keep::seat::{before_a_seat, Instead, Taking, ROOM_FOR_A_GAME};
use table::keep::Unsaved;
use text::travel::travel;
use ui::lang::use_lang;
use ui::lang::word;

/// While `when`: where this device cannot keep who it is or the game, why, and the ways that
/// work (making room in the list of saves, and `taking`'s other way).
#[component]
pub fn BeforeASeat(taking: Taking, #[prop(into)] when: Signal<bool>) -> impl IntoView {
    let (lang, store, device) = (use_lang(), Store::get(), Device::get());
    let unkept = move || {
        when.get().then(|| {
            // The key of the virus's own backup is made while storage has room, not when it
            // is full and a file is the only way to keep the game.
            store.own_key_made();
            before_a_seat(device.durable(), storage::room_for(ROOM_FOR_A_GAME), taking)
        })
    };
    move || {
        unkept().flatten().map(|u| {
            let k = move || travel(lang.get());
            let (cause, why) = match u.why {
                Unsaved::Full => ("full", k().seat_unkept_full()),
                Unsaved::Blocked => ("blocked", k().seat_unkept_blocked()),
            };
            let instead = match u.instead {
                Instead::OneDevice => k().instead_one_device(),
                Instead::Watch => k().instead_watch(),
            };
            view! {
                <div class="warn" role="alert" data-notice="seat-unkept" data-cause=cause>
                    <p>{why}</p>
                    {u.make_room.then(|| view! { <p>{word(lang, |l| travel(l).make_room_in_saves())}</p> })}
                    <p>{instead}</p>
                </div>
            }
        })
    }
}
