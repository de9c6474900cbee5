//! The app's two languages, the one type every layer passes around: it lies below all of them
//! (the engine's lessons and the text layer's words both take it), so no layer reaches up for it.

use serde::{Deserialize, Serialize};

/// English or Italian: every word a player reads exists in both.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Lang {
    #[default]
    En,
    It,
}

impl Lang {
    pub const ALL: [Lang; 2] = [Lang::En, Lang::It];

    /// The code for `<html lang>`, links and storage.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::It => "it",
        }
    }

    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| l.code() == code)
    }

    /// The language a browser asks for ("it-IT", "en-GB"): Italian if it is Italian, else English.
    pub fn from_browser(tag: &str) -> Lang {
        let primary = tag.split(['-', '_']).next().unwrap_or("").to_ascii_lowercase();
        Lang::from_code(&primary).unwrap_or_default()
    }

    /// The language's own name, as the switch shows it.
    pub fn name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::It => "Italiano",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Lang;

    // The default language is the browser's if it is Italian, else English.
    #[test]
    fn the_browser_language_picks_italian_only_when_italian() {
        assert_eq!(Lang::from_browser("it-IT"), Lang::It);
        assert_eq!(Lang::from_browser("it"), Lang::It);
        assert_eq!(Lang::from_browser("en-GB"), Lang::En);
        assert_eq!(Lang::from_browser("fr"), Lang::En);
        assert_eq!(Lang::from_browser(""), Lang::En);
    }
}
