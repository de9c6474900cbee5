//! This device's own id and signing key: drawn once, kept beside the saves (so a private
//! window, or another browser, is another device). The id is named in every link this device
//! sends; the key's public half binds the seats it takes, and its private half, which signs the
//! moves it sends, never leaves this device's storage (in no save, link or file).
//!
//! The key, once read or drawn, is held by the page's `Device`, which the App provides.
//! May use: `random`, `storage`.

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use ed25519_dalek::SigningKey;
use leptos::prelude::*;

use super::random::{random_bytes, random_u64};
use super::storage::Store;
use table::seats::{DeviceId, SeatKey};

const KEY: &str = "quarantable.device";
/// The private half of the device's signing key, as base64url.
const SIGNING_KEY: &str = "quarantable.device.signing";

/// This device as the page knows it: where it keeps its id, and its signing key once read or
/// drawn (where storage refuses it, the same key until the page closes).
#[derive(Clone, Copy)]
pub struct Device {
    store: Store,
    signing: StoredValue<Option<SigningKey>>,
}

impl Device {
    /// The page's device, made and provided once, at the app's root; its key is read or drawn
    /// when first asked for.
    pub fn provide(store: Store) -> Device {
        let device = Device { store, signing: StoredValue::new(None) };
        provide_context(device);
        device
    }

    /// The page's device, for a screen to take where it is made.
    pub fn get() -> Device {
        expect_context()
    }

    pub fn id(self) -> DeviceId {
        let stored = self.store.read_text(KEY).and_then(|text| text.parse::<DeviceId>().ok());
        if let Some(id) = stored.filter(|&id| id != 0) {
            return id;
        }
        // 0 means "no device" in a link.
        let id = (random_u64() as DeviceId).max(1);
        // Storage that refuses it keeps it in memory: this device until the page closes.
        let _ = self.store.write_text(KEY, &id.to_string());
        id
    }

    /// Whether this device's id and signing key are in durable storage: else another tab, or
    /// this one reopened after it closed, is another device, which only watches the seats of
    /// this one.
    pub fn durable(self) -> bool {
        self.id();
        self.key();
        self.store.kept_durably(KEY) && self.store.kept_durably(SIGNING_KEY)
    }

    /// This device's signing key: read from storage, else drawn from the browser's random
    /// source and kept there.
    pub fn key(self) -> SigningKey {
        if let Some(key) = self.signing.get_value() {
            return key;
        }
        let key = self.stored_or_new();
        self.signing.set_value(Some(key.clone()));
        key
    }

    /// The public half of this device's key, which the seats it plays are bound to.
    pub fn public_key(self) -> SeatKey {
        SeatKey(self.key().verifying_key().to_bytes())
    }

    fn stored_or_new(self) -> SigningKey {
        let stored = self.store.read_text(SIGNING_KEY).and_then(|text| URL_SAFE_NO_PAD.decode(text).ok());
        if let Some(bytes) = stored.and_then(|bytes| <[u8; 32]>::try_from(bytes).ok()) {
            return SigningKey::from_bytes(&bytes);
        }
        let bytes: [u8; 32] = random_bytes();
        let _ = self.store.write_text(SIGNING_KEY, &URL_SAFE_NO_PAD.encode(bytes));
        SigningKey::from_bytes(&bytes)
    }
}
