//! This device's own id (issue 33): drawn once, kept beside the saves (so a private window, or
//! another browser, is another device), and named in every link this device sends.

use super::{random_u64, storage};
use crate::table::seats::DeviceId;

const KEY: &str = "quarantable.device";

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

/// Whether this device's id is in durable storage (issue 46): else another tab, or this one
/// reopened after it closed, is another device, which only watches the seats of this one.
pub fn durable() -> bool {
    device_id();
    storage::kept_durably(KEY)
}
