//! Every word Epidemium shows, once per language (en.rs, it.rs; the rules page in rules_en.rs,
//! rules_it.rs): the compiler refuses a language that misses a message. The engine holds none.

mod card;
mod en;
mod it;
mod lesson_en;
mod lesson_it;
mod rules_en;
mod rules_it;
mod words;

use super::lesson::Rule;
use super::{Continent, Die, Event, World, TELEPORT};
use engine::Goal;
use lang::Lang;
use text::RulesText;
pub use words::marks;

pub fn text(lang: Lang) -> &'static dyn EpidemiumText {
    match lang {
        Lang::En => &en::En,
        Lang::It => &it::It,
    }
}

/// A spot of a path for people: the stethoscope or the syringe at the continent's end, the
/// teleport square, or the dot counted the way the journey first crosses the world: in the
/// past from the stethoscope, in the future from the teleport square (dot 1 is the first dot
/// after the teleport), so that the way out counts up in both worlds and the way home down.
pub fn spot_name(text: &dyn EpidemiumText, world: World, spot: u8) -> String {
    match (world, spot) {
        (_, 0) => text.end_of_path(world).into(),
        (_, TELEPORT) => text.teleport_square().into(),
        (World::Past, dot) => text.dot(dot),
        (World::Future, spot) => text.dot(TELEPORT - spot),
    }
}

/// What a Magic Number value would do, in a few words, from the events of its preview; `asked`
/// when the game then asks about Bonus Life (a skip the card may still cancel, no event yet).
pub fn effect_words(text: &dyn EpidemiumText, events: &[Event], asked: bool) -> String {
    let said = events.iter().find_map(|e| match *e {
        Event::Moved { world, to, .. } => Some(text.effect_move(&spot_name(text, world, to))),
        Event::MustSkip { .. } => Some(text.effect_skip().into()),
        // The two-player exception: this skip number cancels, nobody skips.
        Event::SkipsCancelled { .. } => Some(text.effect_no_skip().into()),
        Event::D4Next { .. } => Some(text.effect_d4().into()),
        Event::SlowStepNext { .. } => Some(text.effect_slow().into()),
        Event::SteppedBack { .. } | Event::TeleportFailed { .. } => Some(text.effect_back().into()),
        Event::TeleportRetry { .. } => Some(text.effect_retry().into()),
        _ => None,
    });
    said.unwrap_or_else(|| if asked { text.effect_skip() } else { text.effect_stay() }.into())
}

/// "Dr Lit (Europe)".
pub fn character_name(text: &dyn EpidemiumText, continent: Continent) -> String {
    format!("{} ({})", text.character(continent), text.continent(continent))
}

pub trait EpidemiumText: RulesText + Sync {
    fn blurb(&self) -> &'static str;
    fn continent(&self, continent: Continent) -> &'static str;
    /// The doctor of a continent: "Dr Lit", "Dott. Lit".
    fn character(&self, continent: Continent) -> &'static str;
    /// "the past world".
    fn world(&self, world: World) -> &'static str;
    /// The map's caption: "The past world: even numbers move".
    fn world_caption(&self, world: World) -> &'static str;
    /// The stethoscope (past) or the syringe (future).
    fn end_of_path(&self, world: World) -> &'static str;
    fn teleport_square(&self) -> &'static str;
    fn dot(&self, dot: u8) -> String;
    fn die(&self, die: Die) -> &'static str;
    // Setup.
    /// The setup's option for a seat's character: "Player 1's character" (seats 0 to 5).
    fn character_option(&self, seat: usize) -> &'static str;
    fn character_option_help(&self) -> &'static str;
    fn draw(&self) -> &'static str;
    fn draw_help(&self) -> &'static str;
    fn pace(&self) -> &'static str;
    fn pace_help(&self) -> &'static str;
    fn pace_normal(&self) -> (&'static str, &'static str);
    fn pace_slow(&self) -> (&'static str, &'static str);
    // The cards.
    fn bonus_life(&self) -> &'static str;
    fn penalty(&self) -> &'static str;
    fn magic_number(&self) -> &'static str;
    /// What a card does, from the seed's card.
    fn bonus_life_help(&self) -> &'static str;
    /// A rule of the guided game: its name on the rules page, and one sentence (lesson_en.rs).
    fn lesson_rule(&self, rule: Rule) -> (&'static str, &'static str);
    /// The goal card: how you win, how you lose, a turn in three steps.
    fn lesson_goal(&self) -> Goal;
    /// The game's own words, each with a one-line meaning.
    fn lesson_glossary(&self) -> &'static [(&'static str, &'static str)];
    /// The coach's word on the learner's answer to the guided game's choice number `choice`.
    fn lesson_verdict(&self, choice: usize, good: bool) -> &'static str;
    fn penalty_help(&self) -> &'static str;
    fn magic_number_help(&self) -> &'static str;
    /// A player's cards left: "Cards: Bonus Life 1, Penalty 0, Magic Number 1".
    fn cards_left(&self, bonus_life: u8, penalty: u8, magic_number: u8) -> String;
    /// Whose cards the panel shows: those of the player to act, named, so that no one takes
    /// another's hand for their own.
    fn whose_cards(&self, who: &str) -> String;
    // The board.
    fn maps(&self) -> &'static str;
    /// A piece's accessible name: who, where, and what waits for it.
    fn piece_name(&self, who: &str, character: &str, world: World, spot: &str) -> String;
    fn has_syringe(&self) -> &'static str;
    fn d4_next(&self) -> &'static str;
    fn slow_next(&self) -> &'static str;
    fn skips_next(&self) -> &'static str;
    /// "Magic Number: dot 7".
    fn landing(&self, spot: &str) -> String;
    fn no_roll_yet(&self) -> &'static str;
    /// The dice of the latest action, each throw's faces: "Blue: 1 and 2, 4 and 4".
    fn dice_shown(&self, who: &str, throws: &[Vec<u8>]) -> String;
    // Actions. The card decisions are short, a row of buttons under the prompt that explains
    // them: the number and what it does.
    fn roll_for_order(&self) -> &'static str;
    fn roll(&self, die: Die) -> String;
    /// The teleport's throws, all in one press: "Throw 2 D6 to teleport (up to 7 throws)".
    fn throw_to_teleport(&self) -> String;
    /// A Penalty card against the person `who`, whose piece is `character`.
    fn play_penalty(&self, who: &str, character: &str) -> String;
    /// "Keep 3: the D4 next turn".
    fn keep_roll(&self, face: u8, effect: &str) -> String;
    /// "Keep 2 and 5: one dot back".
    fn keep_throw(&self, faces: [u8; 2], effect: &str) -> String;
    /// Magic Number's value and what it does: "4: to dot 6".
    fn play_magic_number(&self, value: u8, effect: &str) -> String;
    /// "Double 5: teleport".
    fn play_magic_double(&self, value: u8) -> String;
    fn play_bonus_life(&self) -> &'static str;
    fn accept_skip(&self) -> &'static str;
    // What a changed face would do, for the Magic Number buttons.
    fn effect_move(&self, spot: &str) -> String;
    fn effect_skip(&self) -> &'static str;
    /// The skip number right after the other player's: the two-player exception, nobody skips.
    fn effect_no_skip(&self) -> &'static str;
    fn effect_d4(&self) -> &'static str;
    fn effect_slow(&self) -> &'static str;
    fn effect_back(&self) -> &'static str;
    fn effect_stay(&self) -> &'static str;
    /// Seven teleport misses spared, one against one.
    fn effect_retry(&self) -> &'static str;
    // Prompts, after "Name: ".
    fn prompt_order(&self) -> &'static str;
    fn prompt_roll(&self, world: World, die: Die, penalty: bool) -> String;
    fn prompt_teleport(&self) -> String;
    fn prompt_magic_move(&self, face: u8) -> String;
    fn prompt_magic_teleport(&self, faces: [u8; 2]) -> String;
    fn prompt_bonus_life(&self, penalty: bool) -> &'static str;
    fn prompt_won(&self) -> &'static str;
    // The log.
    fn order_rolled(&self, who: &str, face: u8) -> String;
    fn order_tie(&self, who: &str) -> String;
    fn order_settled(&self, who: &str) -> String;
    fn rolled(&self, who: &str, die: Die, face: u8) -> String;
    fn and_moved(&self, roll: &str, from: &str, to: &str) -> String;
    fn moved(&self, who: &str, from: &str, to: &str) -> String;
    /// One teleport attempt's throws, in order: "Blue threw 2 D6 for the teleport (2 throws):
    /// 1 and 2, 4 and 4".
    fn teleport_throws(&self, who: &str, throws: &[[u8; 2]]) -> String;
    fn magic_number_played(&self, who: &str, from: u8, to: u8) -> String;
    fn stepped_back(&self, who: &str, from: &str, to: &str) -> String;
    fn slow_step_next(&self, who: &str) -> String;
    fn d4_next_turn(&self, who: &str) -> String;
    fn back_to_d6(&self, who: &str) -> String;
    fn must_skip(&self, who: &str, penalty: bool) -> String;
    fn skips_cancelled(&self, who: &str) -> String;
    fn penalty_played(&self, who: &str, target: &str) -> String;
    fn bonus_life_played(&self, who: &str) -> String;
    fn turn_skipped(&self, who: &str) -> String;
    fn reached_teleport(&self, who: &str) -> String;
    fn teleported(&self, who: &str, to: World) -> String;
    fn teleport_failed(&self, who: &str) -> String;
    fn teleport_retry(&self, who: &str) -> String;
    fn syringe_taken(&self, who: &str) -> String;
    fn won(&self, who: &str) -> String;
    /// The end's headline.
    fn cure_home(&self, who: &str, character: &str) -> String;
    // The rules page.
    fn the_characters(&self) -> &'static str;
    fn the_cards(&self) -> &'static str;
    fn the_dice(&self) -> &'static str;
    /// The dice table's heads: the face, the past world, the future world.
    fn dice_heads(&self) -> [&'static str; 3];
    /// What each face of the D6 does in the past and in the future.
    fn dice_rows(&self) -> &'static [[&'static str; 3]];
    fn our_rulings(&self) -> &'static str;
    fn our_rulings_intro(&self) -> &'static str;
    fn our_rulings_list(&self) -> &'static [&'static str];
    /// The board key's words, in the order of the view's pictures.
    fn board_key(&self) -> &'static [&'static str];
}

#[cfg(test)]
mod tests;
