//! Every word Lab Race shows, once per language (en.rs, it.rs): the compiler refuses a language
//! that misses a message. The rules engine holds none of them.

mod card;
mod en;
mod it;
mod lesson_en;
mod lesson_it;
mod rules_en;
mod rules_it;
mod words;

use super::lesson::Rule;
use super::narrate::laps;
use super::{Colour, Ending, Field, FieldKind, LossReason, Mask, MaskWear, PieceId, Player, Role, SANITIZERS_EACH};
use engine::Goal;
use lang::Lang;
use text::RulesText;

pub fn text(lang: Lang) -> &'static dyn LabRaceText {
    match lang {
        Lang::En => &en::En,
        Lang::It => &it::It,
    }
}

/// The guided game's words: each rule's name and sentence, the goal card, the
/// glossary and the coach's verdicts on the learner's two choices (good, then any other).
pub struct LessonWords {
    pub rule: fn(Rule) -> (&'static str, &'static str),
    pub goal: Goal,
    pub glossary: &'static [(&'static str, &'static str)],
    pub verdicts: [[&'static str; 2]; 2],
}

pub fn lesson_words(lang: Lang) -> &'static LessonWords {
    match lang {
        Lang::En => &lesson_en::WORDS,
        Lang::It => &lesson_it::WORDS,
    }
}

/// A field for people: loop fields are numbered 1 to 52 from the virus's exit, bridge fields 1
/// to 5 from the loop towards the lab.
pub fn field_name(text: &dyn LabRaceText, field: Field) -> String {
    match field.kind() {
        FieldKind::Loop(n) => text.loop_field(n + 1),
        FieldKind::Bridge { arm, step } => text.bridge_field(arm, step + 1),
        FieldKind::Lab => text.lab().into(),
    }
}

/// Faces of the die as one choice among them: "4", "4 or 5", "2, 3 or 4" (`or` the language's).
fn faces_or(faces: &[u8], or: &str) -> String {
    let words: Vec<String> = faces.iter().map(u8::to_string).collect();
    match words.split_last() {
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} {or} {last}", rest.join(", ")),
        None => String::new(),
    }
}

/// "Yellow 2": a piece by its colour and its number 1 to 4.
pub fn piece_name(text: &dyn LabRaceText, id: PieceId) -> String {
    format!("{} {}", text.colour(id.colour), id.index + 1)
}

/// The choice of giving `id` a new mask of `fields`. To a piece that wears one it names both
/// masks' fields: in laps, a worn mask and the longer new one may both read "2 laps" (R20).
pub fn give_mask_words(text: &dyn LabRaceText, id: PieceId, worn: Option<Mask>, fields: u8) -> String {
    let piece = piece_name(text, id);
    match worn {
        None => text.give_mask(&piece, laps(fields)),
        Some(worn) => text.replace_mask(&piece, laps(fields), fields, worn.fields_left),
    }
}

/// A colour's role, pieces in the lab, free-6 counter and sanitizers in hand, for the players
/// panel. The counter is shown only where it applies: to a player waiting at home.
pub fn seat_words(text: &dyn LabRaceText, player: &Player) -> String {
    let mut words: Vec<String> = player.role.map(|r| text.role(r).to_string()).into_iter().collect();
    words.push(text.pieces_in_lab(player.in_lab()));
    if player.waits_at_home() {
        words.push(text.free_six(player.free_six));
    }
    words.push(text.sanitizers_left(SANITIZERS_EACH - player.sanitizers_placed));
    words.join(" · ")
}

pub trait LabRaceText: RulesText + Sync {
    fn blurb(&self) -> &'static str;
    /// The virus, as the name of the game's own turn.
    fn the_virus(&self) -> &'static str;
    fn colour(&self, colour: Colour) -> &'static str;
    fn role(&self, role: Role) -> &'static str;
    /// What the role lets its colour do, in one line.
    fn role_power(&self, role: Role) -> &'static str;
    // Setup.
    fn role_option(&self, colour: Colour) -> &'static str;
    fn role_option_help(&self) -> &'static str;
    fn no_role(&self) -> &'static str;
    fn no_role_help(&self) -> &'static str;
    // The board.
    fn board(&self) -> &'static str;
    fn loop_field(&self, number: u8) -> String;
    fn bridge_field(&self, arm: Colour, number: u8) -> String;
    fn lab(&self) -> &'static str;
    fn home(&self, colour: Colour, role: Option<Role>) -> String;
    fn at_home(&self) -> &'static str;
    fn masked(&self, laps: u8) -> String;
    fn sick(&self) -> &'static str;
    fn virus(&self) -> &'static str;
    fn sanitizer(&self, uses: u8) -> String;
    fn in_lab(&self, pieces: usize) -> String;
    /// A player's pieces in the lab, for the players panel.
    fn pieces_in_lab(&self, pieces: usize) -> String;
    fn focus(&self, waiting: u8) -> String;
    fn virus_count(&self, count: u8, max: u8) -> String;
    fn free_six(&self, left: u8) -> String;
    fn sanitizers_left(&self, left: u8) -> String;
    fn empty(&self) -> &'static str;
    fn die(&self, face: Option<u8>) -> String;
    fn choose_for(&self, place: &str) -> String;
    fn nothing_here(&self) -> &'static str;
    // Actions and prompts.
    fn roll(&self) -> &'static str;
    fn virus_roll(&self) -> &'static str;
    fn move_piece(&self, piece: &str, from: &str, to: &str) -> String;
    fn take_out(&self, piece: &str) -> String;
    fn heal(&self, piece: &str) -> String;
    fn give_mask(&self, piece: &str, laps: u8) -> String;
    /// A new mask of `laps` (`fields`) for a piece whose own has `left` fields to go.
    fn replace_mask(&self, piece: &str, laps: u8, fields: u8, left: u8) -> String;
    fn place_sanitizer(&self, field: &str) -> String;
    fn pass(&self) -> &'static str;
    /// The kinds of a 6's choices, by which many choices are grouped: move, take out, heal,
    /// mask, sanitizer.
    fn choice_kinds(&self) -> [&'static str; 5];
    fn prompt_roll(&self, again: bool) -> &'static str;
    fn prompt_move(&self, face: u8) -> String;
    /// A helper's prompt: `may_pass` for one with four pieces in the lab, else the social worker
    /// helping from three, who also moves her own piece by the whole roll.
    fn prompt_help(&self, face: u8, may_pass: bool) -> String;
    fn prompt_six(&self) -> &'static str;
    fn prompt_virus(&self) -> &'static str;
    fn prompt_over(&self) -> &'static str;
    // The log.
    fn virus_rolled(&self, face: u8) -> String;
    fn virus_left_focus(&self) -> &'static str;
    fn virus_rolls_again(&self) -> &'static str;
    fn virus_moved(&self, roll: &str, why: &str, from: &str, to: &str) -> String;
    fn rule_infects(&self) -> &'static str;
    fn rule_behind(&self, person: &str) -> String;
    fn rule_first(&self) -> &'static str;
    fn virus_passed(&self) -> &'static str;
    fn rolled(&self, who: &str, face: u8) -> String;
    fn free_six_counter(&self, who: &str, left: u8) -> String;
    fn free_six_given(&self, who: &str) -> String;
    fn nothing_to_do(&self, who: &str) -> String;
    fn rolls_again(&self, who: &str) -> String;
    fn passed(&self, who: &str) -> String;
    fn moved(&self, piece: &str, from: &str, to: &str) -> String;
    fn took_out(&self, who: &str, piece: &str) -> String;
    fn healed(&self, who: &str, piece: &str) -> String;
    fn mask_given(&self, who: &str, piece: &str, laps: u8) -> String;
    fn sanitizer_placed(&self, who: &str, field: &str) -> String;
    fn stepped_on(&self, who: &str, to: &str) -> String;
    fn went_home(&self, piece: &str) -> String;
    fn fell_sick(&self, piece: &str) -> String;
    fn mask_worn_out(&self, piece: &str, why: MaskWear) -> String;
    fn virus_back_to_focus(&self, field: &str) -> String;
    fn virus_left_behind(&self, piece: &str, field: &str) -> String;
    fn sanitizer_used(&self, field: &str, left: u8) -> String;
    fn virus_destroyed(&self, field: &str) -> String;
    fn entered_lab(&self, who: &str) -> String;
    /// The end, and why: the log's last line and the outcome's headline.
    fn ending(&self, ending: Ending) -> &'static str;
    /// Why a choice loses, for the warning before it is taken: how humanity loses ("a sick
    /// piece enters the lab"), at once or after the virus's roll of `faces`.
    fn loses_how(&self, why: LossReason) -> &'static str;
    fn after_virus_roll(&self, faces: &[u8], how: &str) -> String;
    fn humanity_wins(&self) -> &'static str;
    fn virus_wins(&self) -> &'static str;
    // The rules page.
    fn the_roles(&self) -> &'static str;
    fn our_rulings(&self) -> &'static str;
    fn our_rulings_intro(&self) -> &'static str;
    fn our_rulings_list(&self) -> &'static [&'static str];
    /// The board key's words, in the order of the view's pictures.
    fn board_key(&self) -> &'static [&'static str];
}

#[cfg(test)]
mod tests;
