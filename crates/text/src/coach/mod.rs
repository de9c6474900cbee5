//! The words of the coach of a guided first game and of the first-time hints,
//! once per language (en.rs, it.rs).
//! Uses nothing of `text`.

mod en;
mod it;

use lang::Lang;

pub fn coach(lang: Lang) -> &'static dyn CoachText {
    match lang {
        Lang::En => &en::En,
        Lang::It => &it::It,
    }
}

pub trait CoachText: Sync {
    fn learn_to_play(&self) -> &'static str;
    /// The offer on a first visit to a game's setup.
    fn learn_offer(&self, title: &str) -> String;
    /// The setup of a game whose lesson was played to its end: where the game has options, it
    /// starts with the lesson's.
    fn lesson_done(&self, title: &str, options: bool) -> String;
    /// The home card's mark of a game whose lesson was played to its end.
    fn lesson_done_mark(&self) -> &'static str;
    /// The goal card's offer, in a lesson under way or over, to play it again from the start.
    fn play_lesson_again(&self) -> &'static str;
    /// A lesson in the list of saved games, before the game's name.
    fn lesson_save(&self) -> &'static str;
    /// The coach box's name for screen readers.
    fn coach(&self) -> &'static str;
    /// The learner's turn: one sentence asking for the glowing action.
    fn ask(&self, label: &str) -> String;
    fn watch(&self, who: &str) -> String;
    fn next(&self) -> &'static str;
    /// A tap on something the coach did not point at.
    fn oops(&self) -> &'static str;
    fn done(&self, title: &str) -> String;
    fn play_real_game(&self) -> &'static str;
    fn skip(&self) -> &'static str;
    /// A first-time hint: the tag before it, its "got it", and the switch for every hint.
    fn hint(&self) -> &'static str;
    fn got_it(&self) -> &'static str;
    fn no_more_hints(&self) -> &'static str;
    fn hints_on(&self) -> &'static str;
    /// The goal card: its title, its three headings, and its buttons.
    fn goal(&self) -> &'static str;
    fn how_you_win(&self) -> &'static str;
    fn how_you_lose(&self) -> &'static str;
    fn a_turn(&self) -> &'static str;
    fn begin(&self) -> &'static str;
    fn back_to_the_game(&self) -> &'static str;
    /// A choice of the learner's: every glowing move may be tapped.
    fn choose(&self) -> &'static str;
    fn good_choice(&self) -> &'static str;
    fn costly_choice(&self) -> &'static str;
    fn take_back(&self) -> &'static str;
    /// The other answer to a costly choice: it stays, and the game plays on from it.
    fn keep_it(&self) -> &'static str;
    /// The game playing itself on from a kept costly choice, to show what it costs.
    fn kept(&self) -> &'static str;
    fn back_one_step(&self) -> &'static str;
    /// The jump ahead to the end, once every rule is told.
    fn ahead(&self) -> &'static str;
    fn won(&self) -> &'static str;
    fn nearly_lost(&self) -> &'static str;
    /// The recap's two lists: what the lesson showed, what the real game still has.
    fn you_saw(&self) -> &'static str;
    fn still_to_discover(&self) -> &'static str;
    /// The glossary's heading on the rules page, and a word's meaning's label in the coach.
    fn words_of_the_game(&self) -> &'static str;
    /// The rules page's list of every rule the lesson and the tips name.
    fn rules_in_short(&self) -> &'static str;
}

/// Where the glossary's words are in a coach's sentence: (the byte range, the word's index in
/// the glossary), in order, the longest word first where two start together; matched whole
/// and whatever their capitals, so that a game's word is tappable wherever the coach says it.
pub fn terms_in(text: &str, glossary: &[(&str, &str)]) -> Vec<(std::ops::Range<usize>, usize)> {
    // Lower case keeps the byte offsets, so a range found in it is the same range of `text`.
    let lower = latin_lowercase(text);
    let boundary = |at: usize| lower[..at].chars().next_back().is_none_or(|c| !c.is_alphanumeric());
    let ends_word = |at: usize| lower[at..].chars().next().is_none_or(|c| !c.is_alphanumeric());
    let mut found = vec![];
    let mut at = 0;
    while at < lower.len() {
        let here = glossary
            .iter()
            .enumerate()
            .filter(|(_, (term, _))| !term.is_empty())
            .map(|(i, (term, _))| (i, latin_lowercase(term)))
            .filter(|(_, term)| lower[at..].starts_with(term.as_str()) && boundary(at) && ends_word(at + term.len()))
            .max_by_key(|(_, term)| term.len());
        match here {
            Some((i, term)) => {
                found.push((at..at + term.len(), i));
                at += term.len();
            }
            None => at += lower[at..].chars().next().map_or(1, char::len_utf8),
        }
    }
    found
}

/// `text` in lower case, for the letters of English and Italian (ASCII and Latin-1's accented
/// capitals, `À` to `Þ`); any other letter is left as it is. Not `str::to_lowercase`, whose
/// tables for every script would weigh on every game's first visit. Each letter keeps its
/// length in bytes.
pub fn latin_lowercase(text: &str) -> String {
    let lower = |c: char| match c {
        'À'..='Þ' if c != '×' => char::from_u32(c as u32 + 32).unwrap_or(c),
        _ => c.to_ascii_lowercase(),
    };
    text.chars().map(lower).collect()
}

#[cfg(test)]
mod tests {
    use super::terms_in;

    /// Every game word is explained at its first use (tap it for a one-line meaning):
    /// the coach finds a glossary word wherever it says it, whole, whatever its capitals.
    #[test]
    fn a_glossary_word_is_found_whole_wherever_the_coach_says_it() {
        let glossary = [("Phase I", "the first trials"), ("virus", "the enemy"), ("virus's focus", "where it waits")];
        let text = "Phase I is next. The Virus's focus moves; viruses do not match, nor does phase II.";
        let found: Vec<(&str, usize)> = terms_in(text, &glossary).into_iter().map(|(r, i)| (&text[r], i)).collect();
        assert_eq!(found, vec![("Phase I", 0), ("Virus's focus", 2)]);
        assert_eq!(terms_in("L'untore è qui: untore!", &[("untore", "")]).len(), 2);
        assert!(terms_in("à virus", &[("virus", "x")]).len() == 1);
        assert_eq!(terms_in("È UNTORE", &[("è untore", "")]), vec![(0..9, 0)], "Italian's accented capitals");
    }
}
