//! Saves in localStorage, with a fallback where storage is missing or refuses to write
//! (a sandboxed iframe, private mode, a full quota): the game then plays on unsaved, the
//! shell says why, and each later write tries storage again.
//!
//! What storage refuses is kept in memory and in this tab's sessionStorage: a reload of the tab
//! reopens it, and says it is not saved on this device. sessionStorage, not the address's hash:
//! Chromium gives it a quota of its own, so the origin's full localStorage does not fill it; it
//! holds the whole save (the undo history, a sealed game's secret, which a link never carries)
//! and it shows nowhere (a hash is in the address bar, the history, and any address copied from
//! the tab). It goes with the tab, which the notice says.
//!
//! That memory is the page's `Store`, which the App provides: a screen takes it where it is made
//! and hands it to what it calls later (a tap's handler, a timer, a task, where no context is
//! found).
//! May use: `random`.

use leptos::prelude::*;
use wasm_bindgen::JsValue;
use web_sys::Storage;

use super::random::random_bytes;
use table::keep::{glimpse, is_finished, newest, Unsaved};
use table::save::{SaveProblem, SavedGame, KEY_PREFIX};

/// The page's own keeping of what storage refused, beside storage itself.
#[derive(Clone, Copy)]
pub struct Store(StoredValue<Kept>);

struct Kept {
    /// What this tab kept of storage's refusals when the page was (re)loaded.
    brought_back: Texts,
    /// Saves kept in memory while localStorage cannot hold them, beginning with those.
    memory: Texts,
}

/// Texts by their keys: what storage refused (a few), or every save of this device (dozens).
/// A list, not a `BTreeMap`: the home screen reads it, and a map's code would weigh on the
/// file every first visit fetches, for lists this short.
#[derive(Clone, Default)]
struct Texts(Vec<(String, String)>);

impl Texts {
    fn get(&self, key: &str) -> Option<&String> {
        self.0.iter().find(|(k, _)| k == key).map(|(_, text)| text)
    }

    fn contains_key(&self, key: &str) -> bool {
        self.get(key).is_some()
    }

    fn insert(&mut self, key: String, text: String) {
        self.remove(&key);
        self.0.push((key, text));
    }

    fn remove(&mut self, key: &str) -> Option<String> {
        let at = self.0.iter().position(|(k, _)| k == key)?;
        Some(self.0.swap_remove(at).1)
    }

    fn keys(&self) -> impl Iterator<Item = &String> {
        self.0.iter().map(|(key, _)| key)
    }
}

fn local_storage() -> Option<Storage> {
    // Reading `localStorage` itself throws in an opaque-origin iframe, hence the Result.
    web_sys::window()?.local_storage().ok().flatten()
}

/// This tab's own storage, which survives its reloads and has its own quota.
fn tab_storage() -> Option<Storage> {
    web_sys::window()?.session_storage().ok().flatten()
}

/// This product's keys kept by the tab: what storage refused before the tab was reloaded.
fn tab_kept() -> Texts {
    let Some(tab) = tab_storage() else { return Texts::default() };
    let keys: Vec<String> = (0..tab.length().unwrap_or(0)).filter_map(|i| tab.key(i).ok().flatten()).collect();
    let kept = keys.into_iter().filter(|k| k.starts_with(PRODUCT_PREFIX));
    Texts(kept.filter_map(|k| tab.get_item(&k).ok().flatten().map(|text| (k, text))).collect())
}

/// Every key of this product begins so (saves, flags, the device's id).
const PRODUCT_PREFIX: &str = "quarantable.";

/// A DOMException's name (`QuotaExceededError`), read as a property: web-sys's type for it
/// would be one more feature for one field.
fn error_name(error: &JsValue) -> String {
    js_sys::Reflect::get(error, &"name".into()).ok().and_then(|name| name.as_string()).unwrap_or_default()
}

/// Whether localStorage can be reached at all (it cannot in a sandboxed iframe). A full
/// quota shows only when a write fails.
pub fn available() -> bool {
    local_storage().is_some()
}

/// One of this product's saves (not the key that probes whether storage writes).
fn is_save_key(key: &str) -> bool {
    key.starts_with(KEY_PREFIX) && !key.ends_with("probe")
}

/// The keys of this device's finished games in storage but `keep`'s: what may go to make room.
pub fn finished_saves(keep: &str) -> Vec<String> {
    let keep = format!("{KEY_PREFIX}{keep}");
    let Some(storage) = local_storage() else { return vec![] };
    let count = storage.length().unwrap_or(0);
    let keys: Vec<String> = (0..count).filter_map(|i| storage.key(i).ok().flatten()).collect();
    let finished = |key: &String| storage.get_item(key).ok().flatten().is_some_and(|text| is_finished(&text));
    keys.into_iter().filter(|k| is_save_key(k) && *k != keep).filter(finished).collect()
}

/// Whether storage has room for `bytes` more, before a seat is taken on a device that must keep
/// it: written under the probe key, which is never listed, and removed at once.
pub fn room_for(bytes: usize) -> Result<(), Unsaved> {
    let storage = local_storage().ok_or(Unsaved::Blocked)?;
    let key = format!("{KEY_PREFIX}probe");
    let written = storage.set_item(&key, &"x".repeat(bytes)).map_err(|e| Unsaved::of_error(&error_name(&e)));
    let _ = storage.remove_item(&key);
    written
}

/// A stored save, or why the one under that key cannot be opened.
pub struct Listed {
    pub key: String,
    pub text: String,
    pub save: Result<SavedGame, SaveProblem>,
    /// Only in memory: storage refused it, and it goes when the page closes.
    pub in_memory: bool,
}

/// Where this device's flags live (a tip seen, a game visited, tips turned off): beside the
/// saves, never listed among them.
const FLAG_PREFIX: &str = "quarantable.flag.";

/// The flag that turns every first-time tip off.
pub const TIPS_OFF: &str = "tips-off";

/// The flag of a game whose lesson was played to its end here: its home card and its setup
/// say so.
pub fn lesson_done(game: &str) -> String {
    format!("lesson-done.{game}")
}

/// Where this device's own key for the virus's backups is kept: beside the saves, never in a
/// link or a file, so a backup opens only here.
const OWN_KEY: &str = "quarantable.own-key";

impl Store {
    /// The page's store, made and provided once, at the app's root, with what this tab kept
    /// before it was reloaded.
    pub fn provide() -> Store {
        let brought_back = tab_kept();
        let store = Store(StoredValue::new(Kept { memory: brought_back.clone(), brought_back }));
        provide_context(store);
        store
    }

    /// The page's store, for a screen to take where it is made.
    pub fn get() -> Store {
        expect_context()
    }

    fn memory<T>(self, read: impl FnOnce(&Texts) -> T) -> T {
        self.0.with_value(|kept| read(&kept.memory))
    }

    fn memory_mut<T>(self, change: impl FnOnce(&mut Texts) -> T) -> T {
        self.0.try_update_value(|kept| change(&mut kept.memory)).expect("the page's store lives as long as the page")
    }

    /// Whether the save `id` was brought back by this tab's reload, storage having refused it.
    pub fn brought_back(self, id: &str) -> bool {
        self.0.with_value(|kept| kept.brought_back.contains_key(&format!("{KEY_PREFIX}{id}")))
    }

    /// Stores a save; falls back to memory when storage refuses, and says why.
    pub fn write(self, save: &SavedGame) -> Result<(), Unsaved> {
        self.write_text(&save.key(), &save.to_json())
    }

    /// Stores `text` under `key`, else keeps it in memory and says why storage refused it; a
    /// copy kept in memory goes once storage holds the text.
    pub fn write_text(self, key: &str, text: &str) -> Result<(), Unsaved> {
        let stored = match local_storage() {
            Some(storage) => storage.set_item(key, text).map_err(|e| Unsaved::of_error(&error_name(&e))),
            None => Err(Unsaved::Blocked),
        };
        // The tab's copy is kept beside memory's, and goes with it: a full tab storage keeps
        // nothing more, and the game is still in memory and offered as a file.
        let tab = tab_storage();
        self.memory_mut(|m| match stored {
            Ok(()) => {
                tab.map(|t| t.remove_item(key));
                m.remove(key);
            }
            Err(_) => {
                tab.map(|t| t.set_item(key, text));
                m.insert(key.to_string(), text.to_string());
            }
        });
        stored
    }

    /// Removes a save by its key (only this product's keys are ever listed, so only they come
    /// here).
    pub fn delete_key(self, key: &str) {
        if let Some(storage) = local_storage() {
            let _ = storage.remove_item(key);
        }
        if let Some(tab) = tab_storage() {
            let _ = tab.remove_item(key);
        }
        self.memory_mut(|m| m.remove(key));
    }

    /// Whether this save is in durable storage, not only in memory or this tab.
    pub fn durable(self, id: &str) -> bool {
        self.stored_durably(&format!("{KEY_PREFIX}{id}"))
    }

    /// Whether the text under `key` (this product's own) is in durable storage, not only in
    /// memory or this tab: what another tab, or this one reopened tomorrow, finds.
    pub fn stored_durably(self, key: &str) -> bool {
        local_storage().is_some_and(|s| s.get_item(key).ok().flatten().is_some())
            && self.memory(|m| !m.contains_key(key))
    }

    /// The `updated_ms` of the stored copy of a save, to tell whether another tab moved it on.
    pub fn stored_update(self, id: &str) -> Option<f64> {
        let key = format!("{KEY_PREFIX}{id}");
        let text = local_storage().and_then(|s| s.get_item(&key).ok().flatten());
        text.or_else(|| self.memory(|m| m.get(&key).cloned())).and_then(|t| SavedGame::updated_ms_of(&t))
    }

    fn stored_texts(self) -> Texts {
        let mut texts = Texts::default();
        if let Some(storage) = local_storage() {
            let count = storage.length().unwrap_or(0);
            let keys: Vec<String> = (0..count).filter_map(|i| storage.key(i).ok().flatten()).collect();
            for key in keys.into_iter().filter(|k| k.starts_with(KEY_PREFIX)) {
                if let Ok(Some(text)) = storage.get_item(&key) {
                    // Storage's keys are distinct: none to replace.
                    texts.0.push((key, text));
                }
            }
        }
        // A game kept in memory after storage refused a write is newer than its stored copy,
        // unless another tab has stored a newer one since.
        for (key, kept) in self.memory(Clone::clone).0 {
            let text = match texts.remove(&key) {
                Some(stored) => newest(stored, kept),
                None => kept,
            };
            texts.insert(key, text);
        }
        texts
    }

    /// Whether any save of this product is here, read or not, without reading them.
    pub fn any_saves(self) -> bool {
        let stored = local_storage().is_some_and(|storage| {
            let count = storage.length().unwrap_or(0);
            (0..count).filter_map(|i| storage.key(i).ok().flatten()).any(|k| is_save_key(&k))
        });
        stored || self.memory(|m| m.keys().any(|k| is_save_key(k)))
    }

    /// Every save of this product, newest first; unreadable ones are listed with their problem,
    /// by the date they still tell (first where they tell none).
    pub fn list(self) -> Vec<Listed> {
        let memory = self.memory(Clone::clone);
        let mut listed: Vec<Listed> = self
            .stored_texts()
            .0
            .into_iter()
            .filter(|(key, _)| is_save_key(key))
            .map(|(key, text)| Listed {
                save: SavedGame::parse(&text),
                in_memory: memory.get(&key) == Some(&text),
                key,
                text,
            })
            .collect();
        let updated = |l: &Listed| match &l.save {
            Ok(save) => save.updated_ms,
            Err(_) => glimpse(&l.text).updated_ms.unwrap_or(f64::MAX),
        };
        listed.sort_by(|a, b| updated(b).total_cmp(&updated(a)));
        listed
    }

    pub fn read(self, id: &str) -> Option<Result<SavedGame, SaveProblem>> {
        let key = format!("{KEY_PREFIX}{id}");
        self.stored_texts().remove(&key).map(|text| SavedGame::parse(&text))
    }

    /// Whether this device has set the flag `name`.
    pub fn flag(self, name: &str) -> bool {
        let key = format!("{FLAG_PREFIX}{name}");
        local_storage().and_then(|s| s.get_item(&key).ok().flatten()).is_some() || self.memory(|m| m.contains_key(&key))
    }

    pub fn set_flag(self, name: &str, on: bool) {
        let key = format!("{FLAG_PREFIX}{name}");
        match on {
            // A flag storage refuses holds until the page closes: nothing more to say of it.
            true => {
                let _ = self.write_text(&key, "1");
            }
            false => self.delete_key(&key),
        }
    }

    /// The text stored under `key` (this product's own), in storage or, where it refused,
    /// memory.
    pub fn read_text(self, key: &str) -> Option<String> {
        local_storage().and_then(|s| s.get_item(key).ok().flatten()).or_else(|| self.memory(|m| m.get(key).cloned()))
    }

    /// This device's own key for the virus's backups, where it has made one.
    pub fn own_key(self) -> Option<[u8; 32]> {
        // In hex: the home screen, which makes it, has no base64 code.
        let text = self.read_text(OWN_KEY)?;
        let byte = |i: usize| text.get(i * 2..i * 2 + 2).and_then(|h| u8::from_str_radix(h, 16).ok());
        (text.len() == 64).then_some(())?;
        (0..32).map(byte).collect::<Option<Vec<u8>>>()?.try_into().ok()
    }

    /// This device's own key, made where there is none yet: storage that refuses it keeps it in
    /// this tab only, and a backup made with it opens only there.
    pub fn own_key_made(self) -> [u8; 32] {
        self.own_key().unwrap_or_else(|| {
            let key = random_bytes();
            let _ = self.write_text(OWN_KEY, &key.iter().map(|b| format!("{b:02x}")).collect::<String>());
            key
        })
    }

    /// Whether the text under `key` is in durable storage, written there again first if only
    /// memory held it (storage may have room since).
    pub fn kept_durably(self, key: &str) -> bool {
        if let Some(text) = self.memory(|m| m.get(key).cloned()) {
            let _ = self.write_text(key, &text);
        }
        self.stored_durably(key)
    }
}
