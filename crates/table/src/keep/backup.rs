//! The virus's own backup: "Save as file" on the device that keeps a sealed game's
//! secret writes the save sealed (ChaCha20-Poly1305) under a key drawn on that device and kept
//! only in its storage, never in a link or a file. Copied to the hero's device, the file is
//! bytes that open nowhere but on its own device: it holds the key, the dice and the real path
//! only for the device that had them. If that device's storage is cleared, its key goes with
//! its saves, and the file opens nowhere: a secret that anyone holding the file could read back
//! would be no secret.

use base64::engine::general_purpose::STANDARD;
use base64::Engine;
use chacha20poly1305::aead::{Aead, KeyInit, Payload};
use chacha20poly1305::{ChaCha20Poly1305, Nonce};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::save::SaveProblem;

/// What the sealing is tagged with, so that bytes sealed for another use never open as a backup.
const TAG: &[u8] = b"quarantable/keep/own-backup/1";

/// A backup file: the game's id, to be named, and the save sealed.
#[derive(Serialize, Deserialize)]
struct Backup {
    game: String,
    own_backup: Sealed,
}

#[derive(Serialize, Deserialize)]
struct Sealed {
    nonce: String,
    sealed: String,
}

/// Whether a save's text keeps a sealed game's secret: its sealing is the virus's side.
fn keeps_secret(save: &str) -> bool {
    let value: Value = serde_json::from_str(save).unwrap_or_default();
    value.get("sealing").and_then(|s| s.get("side")).and_then(Value::as_str) == Some("virus")
}

/// The file "Save as file" writes of `save`: a save that keeps no secret as it is; the
/// virus's save sealed under this device's own key, with a fresh nonce (`own`, asked for only
/// then: the key is made where there was none).
pub fn file_of(save: &str, own: &dyn Fn() -> ([u8; 32], [u8; 12])) -> String {
    if !keeps_secret(save) {
        return save.to_string();
    }
    let (key, nonce) = own();
    let game = serde_json::from_str::<Value>(save).ok().and_then(|v| v.get("game")?.as_str().map(str::to_string));
    let cipher = ChaCha20Poly1305::new(&key.into());
    // Sealing fails only past 256 GiB: then the file holds nothing, never the secret in clear.
    let sealed = cipher.encrypt(Nonce::from_slice(&nonce), Payload { msg: save.as_bytes(), aad: TAG });
    let own_backup = Sealed { nonce: STANDARD.encode(nonce), sealed: STANDARD.encode(sealed.unwrap_or_default()) };
    serde_json::to_string(&Backup { game: game.unwrap_or_default(), own_backup }).unwrap_or_default()
}

/// A file's text as a save's: a backup opened with this device's own `key` (none where this
/// device never made one), else refused, and any other file as it is.
pub fn opened(text: &str, key: Option<&[u8; 32]>) -> Result<String, SaveProblem> {
    let Ok(backup) = serde_json::from_str::<Backup>(text) else { return Ok(text.to_string()) };
    let nonce = STANDARD.decode(&backup.own_backup.nonce).ok().filter(|n| n.len() == 12);
    let sealed = STANDARD.decode(&backup.own_backup.sealed).ok();
    let (Some(key), Some(nonce), Some(sealed)) = (key, nonce, sealed) else { return Err(SaveProblem::OwnBackup) };
    let cipher = ChaCha20Poly1305::new(key.into());
    let save = cipher.decrypt(Nonce::from_slice(&nonce), Payload { msg: &sealed, aad: TAG });
    save.ok().and_then(|bytes| String::from_utf8(bytes).ok()).ok_or(SaveProblem::OwnBackup)
}
