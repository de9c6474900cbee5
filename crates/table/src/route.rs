//! The screens, as the URL's hash names them, so a classroom page can link one game
//! (e.g. `#/vaccine-race/new`).
//!
//! Uses nothing else of the crate.

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Route {
    Home,
    Setup {
        game: String,
    },
    Play {
        game: String,
        save: String,
    },
    Rules {
        game: String,
    },
    /// A game's guided first game.
    Learn {
        game: String,
    },
    /// A game's rules on one printed page.
    Card {
        game: String,
    },
    /// The teacher's kit: the embed maker, the rules to print, what the app needs.
    Teachers,
    /// A game carried whole by its link's text, to be opened here.
    Open {
        link: String,
    },
    /// A hash that names no screen: the page says so instead of silently showing Home.
    Unknown,
}

impl Route {
    pub fn parse(hash: &str) -> Route {
        let path = hash.trim_start_matches('#').trim_start_matches('/');
        let path = path.split('?').next().unwrap_or("");
        let parts: Vec<&str> = path.split('/').filter(|p| !p.is_empty()).collect();
        match parts.as_slice() {
            [game, "new"] => Route::Setup { game: game.to_string() },
            [game, "rules"] => Route::Rules { game: game.to_string() },
            [game, "learn"] => Route::Learn { game: game.to_string() },
            [game, "card"] => Route::Card { game: game.to_string() },
            ["teachers"] => Route::Teachers,
            [game, "play", save] => Route::Play { game: game.to_string(), save: save.to_string() },
            ["open", link] => Route::Open { link: link.to_string() },
            [] => Route::Home,
            _ => Route::Unknown,
        }
    }

    pub fn hash(&self) -> String {
        match self {
            Route::Home | Route::Unknown => "#/".into(),
            Route::Setup { game } => format!("#/{game}/new"),
            Route::Rules { game } => format!("#/{game}/rules"),
            Route::Learn { game } => format!("#/{game}/learn"),
            Route::Card { game } => format!("#/{game}/card"),
            Route::Teachers => "#/teachers".into(),
            Route::Play { game, save } => format!("#/{game}/play/{save}"),
            Route::Open { link } => format!("#/open/{link}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Route;

    #[test]
    fn a_link_names_its_screen_and_round_trips() {
        for route in [
            Route::Home,
            Route::Setup { game: "vaccine-race".into() },
            Route::Rules { game: "vaccine-race".into() },
            Route::Learn { game: "vaccine-race".into() },
            Route::Card { game: "vaccine-race".into() },
            Route::Teachers,
            Route::Play { game: "vaccine-race".into(), save: "a1b2".into() },
            Route::Open { link: "AQxjYXJjYXNzb25uZQ-_x".into() },
        ] {
            assert_eq!(Route::parse(&route.hash()), route);
        }
        assert_eq!(Route::parse(""), Route::Home);
        assert_eq!(Route::parse("#/"), Route::Home);
        // A hash that names no screen is told as such, never shown as Home in silence.
        assert_eq!(Route::parse("#/nonsense/x/y/z"), Route::Unknown);
        // A link's text is base64url: nothing in it is a '/' or a '?'.
        assert_eq!(Route::parse("#/open/"), Route::Unknown);
    }
}
