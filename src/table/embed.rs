//! Settings a classroom page puts in the app's URL, read once at start:
//! `?game=vaccine-race&players=3&computer=2,3&lang=it&locked=1`, plus the game's own options
//! by their keys (`&mode=pandemic`, `&variant=extended`).
//! Seats are counted from 1 in the URL, as a teacher counts them; inside they are 0-based.
//! Only what the URL says is parsed here; whether the game and the variant exist is the
//! shell's to check.

use crate::text::Lang;

/// What a link asked for that cannot be done; the page lists these in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkProblem {
    NotPlayers(String),
    NotASeat { list: String, item: String },
    NoSuchLanguage(String),
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

    /// Whether a game may be shown: all of them, unless the page is locked to one.
    pub fn offers(&self, game: &str) -> bool {
        !self.locked || self.game.as_deref().is_none_or(|g| g == game)
    }

    /// The number of players for a game allowing `range`, as the URL asked when it can be.
    pub fn players_within(&self, range: (usize, usize)) -> usize {
        self.players.unwrap_or(range.0).clamp(range.0, range.1)
    }
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
}
