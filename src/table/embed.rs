//! Settings a classroom page puts in the app's URL, read once at start:
//! `?game=vaccine-race&players=3&computer=2,3&level=easy,hard&lang=it&locked=1&seed=42`, plus
//! the game's own options by their keys (`&mode=pandemic`, `&variant=extended`).
//! Seats are counted from 1 in the URL, as a teacher counts them; inside they are 0-based.
//! Only what the URL says is parsed here; whether the game and the variant exist is the
//! shell's to check. `Embed::query` writes such a URL back, for the teacher's embed maker.

use std::fmt::Write;

use crate::engine::Level;
use crate::lang::Lang;

/// What a link asked for that cannot be done; the page lists these in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkProblem {
    NotPlayers(String),
    NotASeat { list: String, item: String },
    NoSuchLanguage(String),
    NoSuchLevel(String),
    NotASeed(String),
    NoSuchGame(String),
    NoSuchOption { key: String, value: String },
    PlayersOutOfRange { min: usize, max: usize, players: usize },
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
                Ok(seat) if seat > 0 => seats.push(seat - 1),
                _ => self.notices.push(LinkProblem::NotASeat { list: list.into(), item: item.into() }),
            }
        }
        seats.sort_unstable();
        seats.dedup();
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

/// What an iframe's sandbox allows the app: its scripts, its own storage (to save; without
/// `allow-same-origin` the page's origin is `null` and it plays in memory), and downloads
/// (Save as file).
pub const SANDBOX: &str = "allow-scripts allow-same-origin allow-downloads";

/// The code a classroom page embeds the app at `address` (with its query) with, titled for
/// screen readers.
pub fn iframe(title: &str, address: &str) -> String {
    let attribute = |text: &str| text.replace('&', "&amp;").replace('"', "&quot;");
    format!(
        r#"<iframe title="{}" src="{}" width="1000" height="760" style="border:0" sandbox="{SANDBOX}"></iframe>"#,
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
mod tests {
    use super::*;

    #[test]
    fn a_teachers_link_presets_one_game() {
        let embed = Embed::parse("?game=vaccine-race&players=3&computer=2,3&locked=1&lang=it&variant=short");
        assert_eq!(embed.game.as_deref(), Some("vaccine-race"));
        assert_eq!(embed.players, Some(3));
        assert_eq!(embed.computer, vec![1, 2], "seats count from 1 in the URL");
        assert!(embed.locked);
        assert_eq!(embed.lang, Some(Lang::It));
        assert_eq!(embed.options, vec![("variant".to_string(), "short".to_string())]);
        assert!(embed.notices.is_empty());
        assert!(embed.offers("vaccine-race"));
        assert!(!embed.offers("carcassonne"), "a locked page hides the other games");
    }

    #[test]
    fn no_parameters_means_every_game_and_no_lock() {
        let embed = Embed::parse("");
        assert_eq!(embed, Embed::default());
        assert!(embed.offers("anything"));
        assert_eq!(embed.players_within((2, 4)), 2);
        assert!(Embed::parse("locked=1").offers("anything"), "a lock without a game locks nothing");
        assert!(!Embed::parse("game=x&locked=0").locked);
    }

    #[test]
    fn what_cannot_be_used_is_reported_not_guessed() {
        let embed = Embed::parse("lang=fr&players=many&computer=0,2,x,2");
        assert_eq!(embed.lang, None);
        assert_eq!(embed.players, None);
        assert_eq!(embed.computer, vec![1]);
        assert_eq!(embed.notices.len(), 4, "{:?}", embed.notices);
        assert_eq!(embed.notices[0], LinkProblem::NoSuchLanguage("fr".into()));
    }

    #[test]
    fn values_are_percent_decoded_and_players_clamped() {
        let embed = Embed::parse("game=vaccine%2Drace&mode=two+words&players=9");
        assert_eq!(embed.game.as_deref(), Some("vaccine-race"));
        assert_eq!(embed.options, vec![("mode".to_string(), "two words".to_string())]);
        assert_eq!(embed.players_within((2, 4)), 4);
        assert_eq!(decode("100%"), "100%");
    }

    #[test]
    fn a_seed_in_the_link_deals_every_device_the_same_game() {
        assert_eq!(Embed::parse("seed=4821").seed, Some(4821));
        let embed = Embed::parse("seed=lucky");
        assert_eq!(embed.seed, None, "a seed that is no number deals a new game");
        assert_eq!(embed.notices, vec![LinkProblem::NotASeed("lucky".into())]);
    }

    #[test]
    fn each_computer_seat_plays_at_its_own_level_or_the_last_one_given() {
        let embed = Embed::parse("computer=2,3&level=easy,hard");
        assert_eq!((embed.level_of(1), embed.level_of(2)), (Level::Easy, Level::Hard));
        let one = Embed::parse("computer=2,3&level=hard");
        assert_eq!((one.level_of(1), one.level_of(2)), (Level::Hard, Level::Hard), "one level for every computer");
        assert_eq!(Embed::parse("computer=2").level_of(1), Level::Normal);
        let wrong = Embed::parse("computer=2&level=genius");
        assert_eq!(wrong.notices, vec![LinkProblem::NoSuchLevel("genius".into())]);
        assert_eq!(wrong.level_of(1), Level::Normal);
    }

    #[test]
    fn the_embed_makers_link_reads_back_as_the_teachers_choices() {
        let chosen = Embed {
            game: Some("catch-me".into()),
            options: vec![("mode".into(), "two words & more".into())],
            players: Some(3),
            computer: vec![1, 2],
            levels: vec![Level::Easy, Level::Hard],
            locked: true,
            lang: Some(Lang::It),
            seed: Some(u64::MAX),
            notices: vec![],
        };
        let query = chosen.query();
        assert!(
            query.starts_with("?game=catch-me&players=3&computer=2,3&level=easy,hard&lang=it&locked=1&seed="),
            "{query}"
        );
        assert_eq!(Embed::parse(&query), chosen);
        assert_eq!(Embed::default().query(), "", "no choices, no query");
    }

    #[test]
    fn the_iframe_code_lets_the_game_save_and_names_the_frame() {
        let code = iframe("Lab Race", "https://school.example/q/?game=lab-race&locked=1");
        assert!(code.contains(r#"src="https://school.example/q/?game=lab-race&amp;locked=1""#), "{code}");
        assert!(code.contains(r#"title="Lab Race""#));
        assert!(code.contains("allow-scripts allow-same-origin"), "saving needs the page's own origin");
    }
}
