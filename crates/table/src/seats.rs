//! Who sits at each seat: a name, a colour, a person or the computer.
//!
//! Uses nothing else of the crate: every module that knows a seat stands on this one.

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use engine::Level;
use lang::Lang;
use text::shell;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Controller {
    Person,
    Computer,
    /// A person playing on another device: their moves arrive by link.
    Elsewhere,
}

/// The colours players choose from (names in `text::ShellText::colour`): the Okabe-Ito
/// palette, which stays distinct for the common colour-vision deficiencies (any two of them:
/// tested in `colour_vision`). Every piece also carries its seat's number, so colour is never
/// the only signal. Green is last: Lab Race's colours are yellow, blue and green.
pub const PALETTE: [&str; 7] = ["#0072b2", "#d55e00", "#56b4e9", "#f0e442", "#cc79a7", "#222222", "#009e73"];

/// The palette's colours by name: a seat's colour is saved as its index in `PALETTE`.
pub use engine::colour;

/// The colour each seat starts with: no two of the first six share a hue, for blue and sky
/// blue, neighbours in the palette, are hard to tell apart on a board: sky blue comes last.
const DEFAULT_COLOURS: [usize; 7] =
    [colour::BLUE, colour::ORANGE, colour::BLACK, colour::PINK, colour::YELLOW, colour::GREEN, colour::SKY_BLUE];

/// A device's own random id, drawn once and kept beside its saves: a person's seat
/// in a game played on several devices belongs to the device that plays it.
pub type DeviceId = u32;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatSetup {
    /// The name a person typed; empty for the colour's name in the language shown.
    pub name: String,
    /// An index into `PALETTE`.
    pub colour: usize,
    pub controller: Controller,
    /// How well the computer plays this seat (unused for a person).
    #[serde(default)]
    pub level: Level,
    /// The device a person's seat belongs to, once the game is played on several devices:
    /// a link opened elsewhere never takes it. None for the computer, for a seat of a game on
    /// one device, and for a person elsewhere whose device has not opened the game yet.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub device: Option<DeviceId>,
    /// How many times the seat was handed from one device to another: the binding
    /// of the latest handing wins, so that an older link never gives the seat back.
    #[serde(default, skip_serializing_if = "never_handed")]
    pub handed: u32,
    /// The public key of the device the seat belongs to: the first device to take it binds
    /// it, and every move made for the seat is signed by that device's private key
    /// (`travel::signed`). None where no device has said so yet; a seat written without a key
    /// reads as one with none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub key: Option<SeatKey>,
    /// The seat's latest handing (`handed`), signed by the key that held it before: a seat
    /// changes key only by its own device's word.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub handover: Option<Signature>,
}

/// A device's public signing key (ed25519), written as base64url.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SeatKey(pub [u8; 32]);

/// A signature (ed25519) by a device's private key, written as base64url.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Signature(pub [u8; 64]);

/// Bytes as base64url text in a save, so that a key reads as one word, not 32 numbers.
fn write_bytes<S: Serializer>(bytes: &[u8], serializer: S) -> Result<S::Ok, S::Error> {
    serializer.serialize_str(&URL_SAFE_NO_PAD.encode(bytes))
}

fn read_bytes<'de, D: Deserializer<'de>, const N: usize>(deserializer: D) -> Result<[u8; N], D::Error> {
    let text = String::deserialize(deserializer)?;
    let bytes = URL_SAFE_NO_PAD.decode(text).map_err(serde::de::Error::custom)?;
    bytes.try_into().map_err(|_| serde::de::Error::custom(format!("not {N} bytes")))
}

/// Each of them written as base64url text.
macro_rules! as_text {
    ($($bytes:ident),*) => {$(
        impl Serialize for $bytes {
            fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                write_bytes(&self.0, serializer)
            }
        }

        impl<'de> Deserialize<'de> for $bytes {
            fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                read_bytes(deserializer).map(Self)
            }
        }
    )*};
}

as_text!(SeatKey, Signature);

fn never_handed(handed: &u32) -> bool {
    *handed == 0
}

impl SeatSetup {
    /// The default for seat `seat`: named by its colour, a person.
    pub fn default_for(seat: usize) -> Self {
        Self {
            name: String::new(),
            colour: DEFAULT_COLOURS[seat % PALETTE.len()],
            controller: Controller::Person,
            level: Level::Normal,
            device: None,
            handed: 0,
            key: None,
            handover: None,
        }
    }

    pub fn colour_hex(&self) -> &'static str {
        PALETTE[self.colour % PALETTE.len()]
    }

    pub fn is_computer(&self) -> bool {
        self.controller == Controller::Computer
    }

    /// A person at this device, who acts and looks here.
    pub fn is_here(&self) -> bool {
        self.controller == Controller::Person
    }
}

/// The name the page uses for a seat: the typed name, else its colour in `lang`.
pub fn seat_name(seats: &[SeatSetup], seat: usize, lang: Lang) -> String {
    match seats.get(seat) {
        Some(s) if !s.name.trim().is_empty() => s.name.trim().to_string(),
        Some(s) => shell(lang).colour(s.colour).to_string(),
        None => shell(lang).player_n(seat),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // 'Default seat names ("Blue", "Blu") are shown in the current language'.
    #[test]
    fn a_default_name_is_the_colour_in_the_language_shown() {
        let mut seats = vec![SeatSetup::default_for(0), SeatSetup::default_for(1)];
        assert_eq!(seat_name(&seats, 0, Lang::En), "Blue");
        assert_eq!(seat_name(&seats, 0, Lang::It), "Blu");
        seats[1].name = " Anna ".into();
        assert_eq!(seat_name(&seats, 1, Lang::It), "Anna");
        assert_eq!(seat_name(&seats, 5, Lang::En), "Player 6");
    }

    // "Default colours, no two of the same hue" (the palette's blue and sky blue are one
    // hue): the six seats a game may have start with six hues.
    #[test]
    fn the_first_six_seats_start_with_colours_of_six_hues() {
        let colours: Vec<usize> = (0..6).map(|seat| SeatSetup::default_for(seat).colour).collect();
        let sky_blue = 2;
        assert!(!colours.contains(&sky_blue), "blue and sky blue never both start: {colours:?}");
        let mut distinct = colours.clone();
        distinct.sort_unstable();
        distinct.dedup();
        assert_eq!(distinct.len(), 6);
        assert!((0..7).all(|seat| SeatSetup::default_for(seat).colour < PALETTE.len()));
    }

    // A seat's key is kept in a save as one word, and a seat written without a key still
    // reads.
    #[test]
    fn a_seat_keeps_its_key_and_handing_as_text_and_an_old_seat_reads_with_none() {
        let seat =
            SeatSetup { key: Some(SeatKey([7; 32])), handover: Some(Signature([9; 64])), ..SeatSetup::default_for(1) };
        let text = serde_json::to_string(&seat).unwrap();
        assert!(text.contains(r#""key":"BwcH"#), "{text}");
        assert_eq!(serde_json::from_str::<SeatSetup>(&text).unwrap(), seat);
        let old = r#"{"name":"","colour":1,"controller":"Elsewhere","device":5,"handed":1}"#;
        let read = serde_json::from_str::<SeatSetup>(old).unwrap();
        assert_eq!((read.key, read.handover, read.device), (None, None, Some(5)));
        let short = text.replace(&URL_SAFE_NO_PAD.encode([7; 32]), &URL_SAFE_NO_PAD.encode([7; 31]));
        assert!(serde_json::from_str::<SeatSetup>(&short).is_err(), "a key of 31 bytes");
    }
}
