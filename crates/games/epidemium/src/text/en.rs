//! Epidemium in English.

use super::{lesson_en, rules_en, EpidemiumText};
use crate::lesson::Rule;
use crate::{Continent, Die, World, TELEPORT_THROWS};
use engine::Goal;
use text::count;
use text::RulesText;

pub struct En;

impl EpidemiumText for En {
    fn blurb(&self) -> &'static str {
        "Doctors race from their continent through the past world, teleport to the future for the cure and bring it home."
    }
    fn continent(&self, continent: Continent) -> &'static str {
        match continent {
            Continent::Europe => "Europe",
            Continent::Asia => "Asia",
            Continent::Africa => "Africa",
            Continent::NorthAmerica => "North America",
            Continent::SouthAmerica => "South America",
            Continent::Oceania => "Oceania",
        }
    }
    fn character(&self, continent: Continent) -> &'static str {
        match continent {
            Continent::Europe => "Dr Lit",
            Continent::Asia => "Dr Mei",
            Continent::Africa => "Dr Obi",
            Continent::NorthAmerica => "Dr Ray",
            Continent::SouthAmerica => "Dr Sol",
            Continent::Oceania => "Dr Kai",
        }
    }
    fn world(&self, world: World) -> &'static str {
        match world {
            World::Past => "the past world",
            World::Future => "the future world",
        }
    }
    fn world_caption(&self, world: World) -> &'static str {
        match world {
            World::Past => "The past world: even numbers move",
            World::Future => "The future world: odd numbers move",
        }
    }
    fn end_of_path(&self, world: World) -> &'static str {
        match world {
            World::Past => "stethoscope",
            World::Future => "syringe",
        }
    }
    fn teleport_square(&self) -> &'static str {
        "teleport square"
    }
    fn dot(&self, dot: u8) -> String {
        format!("dot {dot}")
    }
    fn die(&self, die: Die) -> &'static str {
        match die {
            Die::D6 => "D6",
            Die::D4 => "D4",
        }
    }
    fn character_option(&self, seat: usize) -> &'static str {
        const NAMES: [&str; 6] = [
            "Player 1's character",
            "Player 2's character",
            "Player 3's character",
            "Player 4's character",
            "Player 5's character",
            "Player 6's character",
        ];
        NAMES.get(seat).copied().unwrap_or("Character")
    }
    fn character_option_help(&self) -> &'static str {
        "The continent and its doctor: the piece starts on that continent's stethoscope."
    }
    fn draw(&self) -> &'static str {
        "Draw"
    }
    fn draw_help(&self) -> &'static str {
        "a stethoscope from the bag, as in the box"
    }
    fn pace(&self) -> &'static str {
        "Pace"
    }
    fn pace_help(&self) -> &'static str {
        "How far a good roll moves."
    }
    fn pace_normal(&self) -> (&'static str, &'static str) {
        ("Normal", "a good roll moves as many dots as it shows")
    }
    fn pace_slow(&self) -> (&'static str, &'static str) {
        ("Slow mode", "a good roll moves one dot only; a 5 in the past or a 6 in the future moves one dot back")
    }
    fn bonus_life(&self) -> &'static str {
        "Bonus Life"
    }
    fn penalty(&self) -> &'static str {
        "Penalty"
    }
    fn magic_number(&self) -> &'static str {
        "Magic Number"
    }
    fn lesson_rule(&self, rule: Rule) -> (&'static str, &'static str) {
        lesson_en::rule(rule)
    }
    fn lesson_goal(&self) -> Goal {
        lesson_en::GOAL
    }
    fn lesson_glossary(&self) -> &'static [(&'static str, &'static str)] {
        lesson_en::GLOSSARY
    }
    fn lesson_verdict(&self, choice: usize, good: bool) -> &'static str {
        lesson_en::verdict(choice, good)
    }
    fn bonus_life_help(&self) -> &'static str {
        "Save yourself from a skipped turn: when a Penalty card or your own roll (1 in the past, 2 in the future) would make you skip a turn."
    }
    fn penalty_help(&self) -> &'static str {
        "Before your roll, make another player skip a turn, one not already stopped by the dice or by another Penalty card."
    }
    fn magic_number_help(&self) -> &'static str {
        "After your roll, add or take away any number: the die shows what you choose. On the teleport, after seven throws without a double, it makes one."
    }
    fn cards_left(&self, bonus_life: u8, penalty: u8, magic_number: u8) -> String {
        format!("Cards: Bonus Life {bonus_life}, Penalty {penalty}, Magic Number {magic_number}")
    }
    fn whose_cards(&self, who: &str) -> String {
        format!("{who}'s cards")
    }
    fn maps(&self) -> &'static str {
        "The two worlds"
    }
    fn piece_name(&self, who: &str, character: &str, world: World, spot: &str) -> String {
        format!("{who}, {character}: {}, {spot}", self.world(world))
    }
    fn has_syringe(&self) -> &'static str {
        "has the syringe"
    }
    fn d4_next(&self) -> &'static str {
        "D4 next"
    }
    fn slow_next(&self) -> &'static str {
        "one dot next"
    }
    fn skips_next(&self) -> &'static str {
        "skips the next turn"
    }
    fn landing(&self, spot: &str) -> String {
        format!("Magic Number: to {spot}")
    }
    fn no_roll_yet(&self) -> &'static str {
        "No roll yet"
    }
    fn dice_shown(&self, who: &str, throws: &[Vec<u8>]) -> String {
        let throws: Vec<String> =
            throws.iter().map(|faces| faces.iter().map(u8::to_string).collect::<Vec<_>>().join(" and ")).collect();
        format!("{who}: {}", throws.join(", "))
    }
    fn roll_for_order(&self) -> &'static str {
        "Roll the D6 for the order"
    }
    fn roll(&self, die: Die) -> String {
        format!("Roll the {}", self.die(die))
    }
    fn throw_to_teleport(&self) -> String {
        format!("Throw 2 D6 to teleport (up to {TELEPORT_THROWS} throws)")
    }
    fn play_penalty(&self, who: &str, character: &str) -> String {
        format!("Penalty card: {who} ({character}) skips a turn")
    }
    fn keep_roll(&self, face: u8, effect: &str) -> String {
        format!("Keep {face}: {effect}")
    }
    fn keep_throw(&self, faces: [u8; 2], effect: &str) -> String {
        format!("Keep {} and {}: {effect}", faces[0], faces[1])
    }
    fn play_magic_number(&self, value: u8, effect: &str) -> String {
        format!("{value}: {effect}")
    }
    fn play_magic_double(&self, value: u8) -> String {
        format!("Double {value}: teleport")
    }
    fn play_bonus_life(&self) -> &'static str {
        "Play Bonus Life: no turn lost"
    }
    fn accept_skip(&self) -> &'static str {
        "Keep the card and skip the turn"
    }
    fn effect_move(&self, spot: &str) -> String {
        format!("to {spot}")
    }
    fn effect_skip(&self) -> &'static str {
        "skip a turn"
    }
    fn effect_no_skip(&self) -> &'static str {
        "skip numbers one after the other: nobody skips"
    }
    fn effect_d4(&self) -> &'static str {
        "the D4 next turn"
    }
    fn effect_slow(&self) -> &'static str {
        "one dot only next time"
    }
    fn effect_back(&self) -> &'static str {
        "one dot back"
    }
    fn effect_stay(&self) -> &'static str {
        "no move"
    }
    fn effect_retry(&self) -> &'static str {
        "stay and try again next turn"
    }
    fn prompt_order(&self) -> &'static str {
        "roll the D6 for the playing order (the lowest starts)"
    }
    fn prompt_roll(&self, world: World, die: Die, penalty: bool) -> String {
        let numbers = if world == World::Past { "even" } else { "odd" };
        let first = if penalty { ", or first play a Penalty card" } else { "" };
        format!("roll the {} ({numbers} numbers move){first}", self.die(die))
    }
    fn prompt_teleport(&self) -> String {
        format!("throw 2 D6 for a double to teleport (up to {TELEPORT_THROWS} throws)")
    }
    fn prompt_magic_move(&self, face: u8) -> String {
        format!("you rolled {face}: keep it, or play Magic Number to make it another number")
    }
    fn prompt_magic_teleport(&self, faces: [u8; 2]) -> String {
        format!(
            "no double in {TELEPORT_THROWS} throws (the last {} and {}): keep it, or play Magic Number for a double",
            faces[0], faces[1]
        )
    }
    fn prompt_bonus_life(&self, penalty: bool) -> &'static str {
        if penalty {
            "a Penalty card stops you: play Bonus Life?"
        } else {
            "your roll makes you skip a turn: play Bonus Life?"
        }
    }
    fn prompt_won(&self) -> &'static str {
        "the cure is home"
    }
    fn order_rolled(&self, who: &str, face: u8) -> String {
        format!("{who} rolled {face} for the order")
    }
    fn order_tie(&self, who: &str) -> String {
        format!("{who} rolled the same: they roll again")
    }
    fn order_settled(&self, who: &str) -> String {
        format!("Playing order: {who}")
    }
    fn rolled(&self, who: &str, die: Die, face: u8) -> String {
        format!("{who} rolled {face} on the {}", self.die(die))
    }
    fn and_moved(&self, roll: &str, from: &str, to: &str) -> String {
        format!("{roll} and moved: {from} → {to}")
    }
    fn moved(&self, who: &str, from: &str, to: &str) -> String {
        format!("{who} moved: {from} → {to}")
    }
    fn teleport_throws(&self, who: &str, throws: &[[u8; 2]]) -> String {
        let faces: Vec<String> = throws.iter().map(|[a, b]| format!("{a} and {b}")).collect();
        let how_many = count(throws.len(), "throw", "throws");
        format!("{who} threw 2 D6 for the teleport ({how_many}): {}", faces.join(", "))
    }
    fn magic_number_played(&self, who: &str, from: u8, to: u8) -> String {
        format!("{who} played Magic Number: the {from} became {to}")
    }
    fn stepped_back(&self, who: &str, from: &str, to: &str) -> String {
        format!("{who} stepped back: {from} → {to}")
    }
    fn slow_step_next(&self, who: &str) -> String {
        format!("{who} will move one dot only on the next good roll")
    }
    fn d4_next_turn(&self, who: &str) -> String {
        format!("{who} rolls the D4 next turn")
    }
    fn back_to_d6(&self, who: &str) -> String {
        format!("{who} goes back to the D6")
    }
    fn must_skip(&self, who: &str, penalty: bool) -> String {
        let why = if penalty { " (Penalty card)" } else { "" };
        format!("{who} must skip the next turn{why}")
    }
    fn skips_cancelled(&self, who: &str) -> String {
        format!("{who} both rolled the skip number in a row: neither skips")
    }
    fn penalty_played(&self, who: &str, target: &str) -> String {
        format!("{who} played a Penalty card on {target}")
    }
    fn bonus_life_played(&self, who: &str) -> String {
        format!("{who} played Bonus Life: no turn lost")
    }
    fn turn_skipped(&self, who: &str) -> String {
        format!("{who} skips this turn")
    }
    fn reached_teleport(&self, who: &str) -> String {
        format!("{who} reached the teleport square: next turn, 2 D6 for a double")
    }
    fn teleported(&self, who: &str, to: World) -> String {
        format!("{who} teleported to {}!", self.world(to))
    }
    fn teleport_failed(&self, who: &str) -> String {
        format!("{who} threw no double in {TELEPORT_THROWS} throws: one dot back")
    }
    fn teleport_retry(&self, who: &str) -> String {
        format!(
            "{who} threw no double in {TELEPORT_THROWS} throws, but the other player sits out: {who} stays and tries again"
        )
    }
    fn syringe_taken(&self, who: &str) -> String {
        format!("{who} took the syringe: now the way home!")
    }
    fn won(&self, who: &str) -> String {
        format!("{who} brought the cure home and wins!")
    }
    fn cure_home(&self, who: &str, character: &str) -> String {
        format!("{who} wins: {character} brought the cure home!")
    }
    fn the_characters(&self) -> &'static str {
        "The characters"
    }
    fn the_cards(&self) -> &'static str {
        "The cards"
    }
    fn the_dice(&self) -> &'static str {
        "The dice"
    }
    fn dice_heads(&self) -> [&'static str; 3] {
        ["Face", "Past world", "Future world"]
    }
    fn dice_rows(&self) -> &'static [[&'static str; 3]] {
        rules_en::DICE
    }
    fn our_rulings(&self) -> &'static str {
        "How this app plays the unclear cases"
    }
    fn our_rulings_intro(&self) -> &'static str {
        "Where the printed rules leave a question open, this app plays it like this:"
    }
    fn our_rulings_list(&self) -> &'static [&'static str] {
        rules_en::OURS
    }
    fn board_key(&self) -> &'static [&'static str] {
        &[
            "The end of a player's path, in their colour with their number on a flag: the past world's is a stethoscope, the future's a syringe",
            "The teleport square, where every path meets",
            "A doctor: a pawn in the player's colour with their number on its head; doctors on one spot stand around it",
            "Has taken the syringe (the little white bar)",
            "zz: skips the next turn",
            "A place to tap: a doctor who may act, or a spot to land on",
        ]
    }
}

impl RulesText for En {
    fn title(&self) -> &'static str {
        "Epidemium"
    }
    fn rules_intro(&self) -> &'static str {
        rules_en::INTRO
    }
    fn how_to_play(&self) -> &'static str {
        "How to play"
    }
    fn how_to_play_steps(&self) -> &'static [&'static str] {
        rules_en::STEPS
    }
    fn rulings(&self) -> &'static str {
        "The rules in detail"
    }
    fn rulings_list(&self) -> &'static [&'static str] {
        rules_en::RULINGS
    }
}
