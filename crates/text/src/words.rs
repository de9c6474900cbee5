//! A game's words beside its rules: its title, the labels of its legal actions, its
//! prompts, its log and its end, in plain Rust, so that they are tested natively and the soak
//! labels every action it plays. Each game implements `GameWords` in its `text/words.rs`; the
//! browser reaches it through `ui::GameUi`, of which it is a part.
//! Uses `shell`, `teachers`.

use super::shell;
use super::teachers::Card;
use engine::{Game, Outcome, Seat, Turn};
use lang::Lang;

/// Every word a game shows that depends on its state, its actions or its setup.
pub trait GameWords: Game {
    fn title(lang: Lang) -> &'static str;
    fn blurb(lang: Lang) -> &'static str;
    /// The game on one printed page for teachers (its `text/card.rs`), which the quick card's
    /// page shows.
    fn card(lang: Lang) -> &'static Card;
    /// The words of the key to the board's marks, a row per mark in the order the
    /// view draws them, the same rows in every language.
    fn board_key(lang: Lang) -> Vec<String>;
    /// The name and a one-line description of an option (`choice: None`) or of one choice.
    fn option_words(_key: &str, _choice: Option<&str>, _lang: Lang) -> (&'static str, &'static str) {
        ("", "")
    }
    /// The part a seat plays where each seat has its own (Catch Me's hero and virus), shown
    /// beside the seat at setup; empty where every seat plays alike.
    fn seat_role(_seat: Seat, _lang: Lang) -> &'static str {
        ""
    }
    /// The name of the game's own turns (Lab Race's virus), for the banner and the log.
    fn own_turn(_lang: Lang) -> &'static str {
        ""
    }
    /// The kind of a person's action ("Mask"), by which the shell groups many choices: kinds
    /// first, then the chosen kind's actions. `None`: never grouped.
    fn action_kind(_view: &Self::View, _action: &Self::Action, _lang: Lang) -> Option<&'static str> {
        None
    }
    /// The end's score table by kind of points, above the totals: a label and a number per seat.
    fn score_rows(_view: &Self::View, _lang: Lang) -> Vec<(String, Vec<i32>)> {
        vec![]
    }
    /// The words for a legal action (the words never decide what is legal), naming a seat by
    /// `name` as the table does (Epidemium's Penalty card names the person who skips a turn).
    fn action_label(view: &Self::View, action: &Self::Action, name: &dyn Fn(Seat) -> String, lang: Lang) -> String;
    /// Why an action the game says `loses` (`engine::Game::loses`) loses it, for the warning
    /// before it is taken ("a sick piece enters the lab"); `None`: the shell's warning alone.
    fn why_it_loses(_view: &Self::View, _action: &Self::Action, _lang: Lang) -> Option<String> {
        None
    }
    /// The coach's sentence asking for `action`, where "Now tap “label”, which glows" would
    /// not be true (Carcassonne's tile is placed by a spot, then its button).
    fn coach_ask(_view: &Self::View, _action: &Self::Action, _lang: Lang) -> Option<String> {
        None
    }
    /// What the person to act is asked to do, for the turn banner.
    fn prompt(view: &Self::View, lang: Lang) -> String;
    /// One line about a seat for the players panel ("on square 34", "12 points, 5 meeples"),
    /// from what the looking seat may see; empty when the game has nothing to add.
    fn seat_summary(_view: &Self::View, _seat: Seat, _lang: Lang) -> String {
        String::new()
    }
    /// The log lines for the events of one action, as the looking seat may know them.
    fn narrate(events: &[Self::Event], name: &dyn Fn(Seat) -> String, lang: Lang) -> Vec<String>;
    /// The end in the game's own words ("Humanity wins", and why, from the final `view`);
    /// `None` for the shell's "X wins!".
    fn outcome_words(
        _outcome: &Outcome,
        _view: &Self::View,
        _name: &dyn Fn(Seat) -> String,
        _lang: Lang,
    ) -> Option<String> {
        None
    }
}

/// What makes `words` unfit to show a player, if anything: nothing at all, or a
/// placeholder left in: an unfilled `{}`, a TODO, or a Rust debug form such as `Action::Roll`,
/// `Some(3)` or `TakeOut(2)` (a player's words put a space before a bracket).
pub fn unfit(words: &str) -> Option<&'static str> {
    const LEFT_IN: [(&str, &str); 4] = [("{", "a brace"), ("}", "a brace"), ("TODO", "a TODO"), ("::", "a Rust path")];
    if words.trim().is_empty() {
        return Some("no words");
    }
    if words.as_bytes().windows(2).any(|pair| pair[0].is_ascii_alphabetic() && pair[1] == b'(') {
        return Some("a Rust debug form");
    }
    LEFT_IN.iter().find(|(mark, _)| words.contains(mark)).map(|(_, what)| *what)
}

/// Checks, in both languages, the words of `state` as the person to act reads them: every legal
/// action's label, the prompt, and at the end the game's own words where it has them. Returns
/// how many labels were checked, or what was unfit and where.
pub fn check_words<G: GameWords>(state: &G) -> Result<usize, String> {
    let view = view_to_act(state);
    let legal = state.legal_actions();
    for lang in [Lang::En, Lang::It] {
        let name = |seat| shell(lang).player_n(seat);
        for action in &legal {
            let label = G::action_label(&view, action, &name, lang);
            fit(&label).map_err(|e| format!("{lang:?} label of {action:?}: {e}"))?;
        }
        fit(&G::prompt(&view, lang)).map_err(|e| format!("{lang:?} prompt: {e}"))?;
        let end = state.outcome().and_then(|outcome| G::outcome_words(&outcome, &view, &name, lang));
        end.map_or(Ok(()), |words| fit(&words)).map_err(|e| format!("{lang:?} outcome words: {e}"))?;
    }
    Ok(2 * legal.len())
}

/// What the person to act sees; on the game's own turn or at the end, the view that sees all.
pub fn view_to_act<G: Game>(state: &G) -> G::View {
    state.view(match state.turn() {
        Turn::Seat(seat) => Some(seat),
        Turn::Game | Turn::Over => G::SEES_ALL,
    })
}

fn fit(words: &str) -> Result<(), String> {
    unfit(words).map_or(Ok(()), |what| Err(format!("{what} in {words:?}")))
}
