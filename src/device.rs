//! This device's own id (issue 33) and signing key (issue 46): drawn once, kept beside the saves
//! (so a private window, or another browser, is another device). The id is named in every link
//! this device sends; the key's public half binds the seats it takes, and its private half,
//! which signs the moves it sends, never leaves this device's storage (in no save, link or file).

use std::cell::OnceCell;

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use ed25519_dalek::SigningKey;

use super::{random_bytes, random_u64, storage};
use table::seats::{DeviceId, SeatKey};

const KEY: &str = "quarantable.device";
/// The private half of the device's signing key, as base64url.
const SIGNING_KEY: &str = "quarantable.device.signing";

pub fn device_id() -> DeviceId {
    if let Some(id) = storage::read_text(KEY).and_then(|text| text.parse::<DeviceId>().ok()).filter(|&id| id != 0) {
        return id;
    }
    // 0 means "no device" in a link.
    let id = (random_u64() as DeviceId).max(1);
    // Storage that refuses it keeps it in memory: this device until the page closes.
    let _ = storage::write_text(KEY, &id.to_string());
    id
}

/// Whether this device's id and signing key are in durable storage (issue 46): else another
/// tab, or this one reopened after it closed, is another device, which only watches the seats
/// of this one.
pub fn durable() -> bool {
    device_id();
    device_key();
    storage::kept_durably(KEY) && storage::kept_durably(SIGNING_KEY)
}

thread_local! {
    /// The key once read or drawn: where storage refuses it, the same key until the page closes.
    static SIGNING: OnceCell<SigningKey> = const { OnceCell::new() };
}

/// This device's signing key: read from storage, else drawn from the browser's random source
/// and kept there.
pub fn device_key() -> SigningKey {
    SIGNING.with(|key| key.get_or_init(stored_or_new).clone())
}

/// The public half of this device's key, which the seats it plays are bound to.
pub fn device_public_key() -> SeatKey {
    SeatKey(device_key().verifying_key().to_bytes())
}

fn stored_or_new() -> SigningKey {
    let stored = storage::read_text(SIGNING_KEY).and_then(|text| URL_SAFE_NO_PAD.decode(text).ok());
    if let Some(bytes) = stored.and_then(|bytes| <[u8; 32]>::try_from(bytes).ok()) {
        return SigningKey::from_bytes(&bytes);
    }
    let bytes: [u8; 32] = random_bytes();
    let _ = storage::write_text(SIGNING_KEY, &URL_SAFE_NO_PAD.encode(bytes));
    SigningKey::from_bytes(&bytes)
}
