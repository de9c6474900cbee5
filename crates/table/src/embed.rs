//! Settings a classroom page puts in the app's URL, read once at start:
//! `?game=vaccine-race&players=3&computer=2,3&level=easy,hard&lang=it&locked=1&lock=lang,home&seed=42`,
//! plus the game's own options by their keys (`&mode=pandemic`, `&variant=extended`).
//! Seats are counted from 1 in the URL, as a teacher counts them; inside they are 0-based.
//! Only what the URL says is parsed here; whether the game and the variant exist is the
//! shell's to check. `Embed::query` writes such a URL back, for the teacher's embed maker.
//!
//! Uses nothing else of the crate.

use std::fmt::Write;

use engine::Level;
use lang::Lang;

/// What a link asked for that cannot be done; the page lists these in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkProblem {
    NotPlayers(String),
    NotASeat {
        list: String,
        item: String,
    },
    NoSuchLanguage(String),
    NoSuchLevel(String),
    NotASeed(String),
    NoSuchGame(String),
    NoSuchOption {
        key: String,
        value: String,
    },
    /// A word of `lock=` that names nothing a pupil could change.
    NoSuchLock(String),
    PlayersOutOfRange {
        min: usize,
        max: usize,
        players: usize,
    },
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Embed {
    pub game: Option<String>,
    /// Other parameters: the game's options, checked against the game by the shell.
    pub options: Vec<(String, String)>,
    pub players: Option<usize>,
    /// 0-based seats the computer plays.
    pub computer: Vec<usize>,
    /// How well the computer plays each of `computer`'s seats, in the same order.
    pub levels: Vec<Level>,
    /// The deal every device opening the link gets, so that a class plays the same game.
    pub seed: Option<u64>,
    /// One game only: no other games, no setup screen.
    pub locked: bool,
    /// What a pupil may not change, as the link's `lock=` lists it; `None` where it says
    /// nothing (`locked=1` alone): see `locks`.
    pub lock: Option<Locks>,
    /// The language the link asks for, if any.
    pub lang: Option<Lang>,
    pub notices: Vec<LinkProblem>,
}

impl Embed {
    /// Reads a URL's query string (with or without its leading `?`).
    pub fn parse(query: &str) -> Embed {
        let mut embed = Embed::default();
        for pair in query.trim_start_matches('?').split('&').filter(|p| !p.is_empty()) {
            let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
            embed.set(&decode(key), decode(value));
        }
        // A page that locks anything is locked to its game.
        embed.locked |= embed.lock.is_some();
        embed
    }

    fn set(&mut self, key: &str, value: String) {
        match key {
            "game" if !value.is_empty() => self.game = Some(value),
            "players" => match value.parse() {
                Ok(n) if n > 0 => self.players = Some(n),
                _ => self.notices.push(LinkProblem::NotPlayers(value)),
            },
            "computer" => self.computer = self.seats(&value),
            "level" => self.levels = self.levels(&value),
            "seed" => match value.parse() {
                Ok(seed) => self.seed = Some(seed),
                Err(_) => self.notices.push(LinkProblem::NotASeed(value)),
            },
            "locked" => self.locked = !matches!(value.as_str(), "0" | "false" | "no"),
            "lock" => self.lock = Some(self.locks_named(&value)),
            "lang" => match Lang::from_code(&value) {
                Some(lang) => self.lang = Some(lang),
                None => self.notices.push(LinkProblem::NoSuchLanguage(value)),
            },
            _ if !key.is_empty() && !value.is_empty() => self.options.push((key.to_string(), value)),
            _ => {}
        }
    }

    fn seats(&mut self, list: &str) -> Vec<usize> {
        let mut seats = Vec::new();
        for item in list.split(',').map(str::trim).filter(|s| !s.is_empty()) {
            match item.parse::<usize>() {
                // In order and once each, each put in its place: a sort would bring its code
                // into the home screen's download, for a list as short as a game's seats.
                Ok(seat) if seat > 0 => {
                    if let Err(at) = seats.binary_search(&(seat - 1)) {
                        seats.insert(at, seat - 1);
                    }
                }
                _ => self.notices.push(LinkProblem::NotASeat { list: list.into(), item: item.into() }),
            }
        }
        seats
    }

    fn levels(&mut self, list: &str) -> Vec<Level> {
        let mut levels = Vec::new();
        for item in list.split(',').map(str::trim).filter(|s| !s.is_empty()) {
            match Level::ALL.into_iter().find(|&level| level_code(level) == item) {
                Some(level) => levels.push(level),
                None => self.notices.push(LinkProblem::NoSuchLevel(item.into())),
            }
        }
        levels
    }

    fn locks_named(&mut self, list: &str) -> Locks {
        let mut locks = Locks::NONE;
        for item in list.split(',').map(str::trim).filter(|s| !s.is_empty() && *s != NO_LOCK) {
            match Lock::ALL.into_iter().find(|lock| lock.code() == item) {
                Some(lock) => locks = locks.with(lock, true),
                None => self.notices.push(LinkProblem::NoSuchLock(item.into())),
            }
        }
        locks
    }

    /// What a pupil may not change on this page: what `lock=` lists; everything where the page
    /// is locked to a game and says no more (`locked=1` alone: a page that names no lock keeps
    /// the pupil to its game whole); nothing on a page not locked to a game.
    pub fn locks(&self) -> Locks {
        match (self.locked, &self.game) {
            (true, Some(_)) => self.lock.unwrap_or(Locks::ALL),
            _ => Locks::NONE,
        }
    }

    /// How well the computer plays `seat`: its own level in the link, else the last one given
    /// (`level=easy` makes every computer easy), else the standard level.
    pub fn level_of(&self, seat: usize) -> Level {
        let nth = self.computer.iter().position(|&s| s == seat).unwrap_or(usize::MAX);
        self.levels.get(nth).or(self.levels.last()).copied().unwrap_or_default()
    }

    /// The query string that `parse` reads back as these settings (notices aside).
    pub fn query(&self) -> String {
        let mut pairs: Vec<(&str, String)> = Vec::new();
        pairs.extend(self.game.clone().map(|game| ("game", game)));
        pairs.extend(self.players.map(|n| ("players", n.to_string())));
        let list = |items: Vec<String>| items.join(",");
        if !self.computer.is_empty() {
            pairs.push(("computer", list(self.computer.iter().map(|s| (s + 1).to_string()).collect())));
        }
        if !self.levels.is_empty() {
            pairs.push(("level", list(self.levels.iter().map(|&l| level_code(l).to_string()).collect())));
        }
        pairs.extend(self.lang.map(|lang| ("lang", lang.code().to_string())));
        if self.locked {
            pairs.push(("locked", "1".into()));
        }
        pairs.extend(self.lock.map(|locks| ("lock", locks.words())));
        pairs.extend(self.seed.map(|seed| ("seed", seed.to_string())));
        pairs.extend(self.options.iter().map(|(key, value)| (key.as_str(), value.clone())));
        let mut query = String::new();
        for (i, (key, value)) in pairs.iter().enumerate() {
            let _ = write!(query, "{}{}={}", if i == 0 { '?' } else { '&' }, encode(key), encode(value));
        }
        query
    }

    /// Whether a game may be shown: all of them, unless the page is locked to one.
    pub fn offers(&self, game: &str) -> bool {
        !self.locked || self.game.as_deref().is_none_or(|g| g == game)
    }

    /// The number of players for a game allowing `range`, as the URL asked when it can be.
    pub fn players_within(&self, range: (usize, usize)) -> usize {
        self.players.unwrap_or(range.0).clamp(range.0, range.1)
    }
}

/// Something a pupil could change that a classroom page may lock.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lock {
    /// The language switch.
    Lang,
    /// Every way to the home screen, its other games, its teacher's page.
    Home,
    /// The list of saved games, with its Delete, and making room by removing finished games.
    Saves,
    /// Share: the game's link and QR code, handing a seat over, Save as file.
    Share,
}

impl Lock {
    pub const ALL: [Lock; 4] = [Lock::Lang, Lock::Home, Lock::Saves, Lock::Share];

    /// The lock as `lock=` writes it.
    pub fn code(self) -> &'static str {
        match self {
            Lock::Lang => "lang",
            Lock::Home => "home",
            Lock::Saves => "saves",
            Lock::Share => "share",
        }
    }
}

/// `lock=none`: a page locked to its game where the pupil may change everything else.
const NO_LOCK: &str = "none";

/// The locks of a page, as a set.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Locks(u8);

impl Locks {
    pub const NONE: Locks = Locks(0);
    pub const ALL: Locks = Locks(0b1111);

    pub fn has(self, lock: Lock) -> bool {
        self.0 & (1 << lock as u8) != 0
    }

    /// These locks with `lock` on or off.
    pub fn with(self, lock: Lock, on: bool) -> Locks {
        let bit = 1 << lock as u8;
        Locks(if on { self.0 | bit } else { self.0 & !bit })
    }

    /// The value of `lock=` that reads back as these locks.
    fn words(self) -> String {
        let words: Vec<&str> = Lock::ALL.into_iter().filter(|&lock| self.has(lock)).map(Lock::code).collect();
        if words.is_empty() {
            NO_LOCK.into()
        } else {
            words.join(",")
        }
    }
}

/// What an iframe's sandbox allows the app: its scripts, its own storage (to save; without
/// `allow-same-origin` the page's origin is `null` and it plays in memory), and downloads
/// (Save as file).
pub const SANDBOX: &str = "allow-scripts allow-same-origin allow-downloads";

/// The iframe's size: the page's whole width, and 85% of the window's height, so that on a
/// 1024x768 tablet the whole frame is in view under the class page's heading (the play screen
/// fills its frame, Undo and Share at its foot). The width and height attributes stand for a
/// page whose editor drops the style: the frame is then 1000x760.
pub const FRAME_STYLE: &str = "border:0;display:block;width:100%;height:85vh;height:85dvh";

/// The code a classroom page embeds the app at `address` (with its query) with, titled for
/// screen readers.
pub fn iframe(title: &str, address: &str) -> String {
    let attribute = |text: &str| text.replace('&', "&amp;").replace('"', "&quot;");
    format!(
        r#"<iframe title="{}" src="{}" width="1000" height="760" style="{FRAME_STYLE}" sandbox="{SANDBOX}"></iframe>"#,
        attribute(title),
        attribute(address)
    )
}

/// A level as a link writes it.
fn level_code(level: Level) -> &'static str {
    match level {
        Level::Easy => "easy",
        Level::Normal => "normal",
        Level::Hard => "hard",
    }
}

/// Percent-encodes all but the characters a URL's query keeps as they are.
fn encode(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for byte in text.bytes() {
        match byte {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' | b',' => out.push(byte as char),
            _ => {
                let _ = write!(out, "%{byte:02X}");
            }
        }
    }
    out
}

/// Undoes the URL's percent-encoding (and `+` for a space); bad escapes are kept as written.
fn decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = bytes
            .get(i + 1..i + 3)
            .and_then(|h| std::str::from_utf8(h).ok())
            .and_then(|h| u8::from_str_radix(h, 16).ok());
        match (bytes[i], hex) {
            (b'%', Some(byte)) => {
                out.push(byte);
                i += 3;
                continue;
            }
            (b'+', _) => out.push(b' '),
            (byte, _) => out.push(byte),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

#[cfg(test)]
mod tests;
