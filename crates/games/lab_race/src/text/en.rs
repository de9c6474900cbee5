//! Lab Race in English: the seed's own words where it has them.

use super::LabRaceText;
use crate::{Colour, Ending, LossReason, MaskWear, Role, WinReason};
use text::count;
use text::RulesText;

pub struct En;

impl LabRaceText for En {
    fn blurb(&self) -> &'static str {
        "Together against the virus: bring every piece round the town and into the lab before the virus gets there."
    }
    fn the_virus(&self) -> &'static str {
        "The virus"
    }
    fn colour(&self, colour: Colour) -> &'static str {
        match colour {
            Colour::Red => "Red",
            Colour::Yellow => "Yellow",
            Colour::Blue => "Blue",
            Colour::Green => "Green",
        }
    }
    fn role(&self, role: Role) -> &'static str {
        match role {
            Role::BikeCourier => "Bike courier",
            Role::Seamstress => "Seamstress",
            Role::SocialWorker => "Social worker",
        }
    }
    fn role_power(&self, role: Role) -> &'static str {
        match role {
            Role::BikeCourier => "Rolls again after a 5, too.",
            Role::Seamstress => "Her FFP3 masks last three laps instead of two.",
            Role::SocialWorker => "Helps the others from three pieces in the lab (but may not pass yet).",
        }
    }
    fn role_option(&self, colour: Colour) -> &'static str {
        match colour {
            Colour::Yellow => "Yellow's role",
            Colour::Blue => "Blue's role",
            _ => "Green's role",
        }
    }
    fn role_option_help(&self) -> &'static str {
        "Any colour may take any role; each role goes to one colour at most."
    }
    fn no_role(&self) -> &'static str {
        "No role"
    }
    fn no_role_help(&self) -> &'static str {
        "Plays by the ordinary rules."
    }
    fn board(&self) -> &'static str {
        "The Lab Race board: use the arrow keys to go from place to place"
    }
    fn loop_field(&self, number: u8) -> String {
        format!("field {number}")
    }
    fn bridge_field(&self, arm: Colour, number: u8) -> String {
        let arm = ["red", "yellow", "blue", "green"][arm as usize];
        format!("{arm} bridge {number}")
    }
    fn lab(&self) -> &'static str {
        "the lab"
    }
    fn home(&self, colour: Colour, role: Option<Role>) -> String {
        match role {
            Some(role) => format!("{}'s home quarantine ({})", self.colour(colour), self.role(role)),
            None => format!("{}'s home quarantine", self.colour(colour)),
        }
    }
    fn at_home(&self) -> &'static str {
        "at home"
    }
    fn masked(&self, laps: u8) -> String {
        format!("mask, {} left", count(laps.into(), "lap", "laps"))
    }
    fn sick(&self) -> &'static str {
        "sick"
    }
    fn virus(&self) -> &'static str {
        "virus"
    }
    fn sanitizer(&self, uses: u8) -> String {
        format!("hand sanitizer, {} left", count(uses.into(), "use", "uses"))
    }
    fn in_lab(&self, pieces: usize) -> String {
        format!("The lab: {} in", count(pieces, "piece", "pieces"))
    }
    fn pieces_in_lab(&self, pieces: usize) -> String {
        format!("{pieces} of 4 in the lab")
    }
    fn focus(&self, waiting: u8) -> String {
        format!("The virus's focus: {} waiting", count(waiting.into(), "virus", "viruses"))
    }
    fn virus_count(&self, count: u8, max: u8) -> String {
        format!("Viruses: {count} of {max}")
    }
    fn free_six(&self, left: u8) -> String {
        format!("free 6 in {}", count(left.into(), "turn", "turns"))
    }
    fn sanitizers_left(&self, left: u8) -> String {
        format!("{} in hand", count(left.into(), "sanitizer", "sanitizers"))
    }
    fn empty(&self) -> &'static str {
        "empty"
    }
    fn die(&self, face: Option<u8>) -> String {
        match face {
            Some(face) => format!("The die shows {face}"),
            None => "The die".into(),
        }
    }
    fn choose_for(&self, place: &str) -> String {
        format!("What to do with {place}?")
    }
    fn nothing_here(&self) -> &'static str {
        "Nothing to do here now."
    }
    fn roll(&self) -> &'static str {
        "Roll the die"
    }
    fn virus_roll(&self) -> &'static str {
        "The virus rolls"
    }
    fn move_piece(&self, piece: &str, from: &str, to: &str) -> String {
        format!("Move {piece} ({from} → {to})")
    }
    fn take_out(&self, piece: &str) -> String {
        format!("Take {piece} out of home")
    }
    fn heal(&self, piece: &str) -> String {
        format!("Heal {piece}")
    }
    fn give_mask(&self, piece: &str, laps: u8) -> String {
        format!("Give {piece} a mask ({})", count(laps.into(), "lap", "laps"))
    }
    fn replace_mask(&self, piece: &str, laps: u8, fields: u8, left: u8) -> String {
        let laps = count(laps.into(), "lap", "laps");
        format!("Give {piece} a new mask ({laps}, {fields} fields; its own has {left} left)")
    }
    fn place_sanitizer(&self, field: &str) -> String {
        format!("Place a hand sanitizer on {field}")
    }
    fn choice_kinds(&self) -> [&'static str; 5] {
        ["Move", "Take out", "Heal", "Mask", "Sanitizer"]
    }
    fn pass(&self) -> &'static str {
        "Pass"
    }
    fn prompt_roll(&self, again: bool) -> &'static str {
        if again {
            "roll again"
        } else {
            "roll the die"
        }
    }
    fn prompt_move(&self, face: u8) -> String {
        format!("you rolled {face}: move a piece")
    }
    fn prompt_help(&self, face: u8, may_pass: bool) -> String {
        let half = face.div_ceil(2);
        match (face, may_pass) {
            (6, true) => "you rolled 6: help (move another player's piece 3, take one out, heal or give a mask) and roll again, or pass".into(),
            (_, true) => format!("you rolled {face}: move another player's piece {half} (half the roll), or pass"),
            (6, false) => "you rolled 6: move your piece 6 or another player's 3, take a piece out, heal, give a mask or place a sanitizer, then roll again".into(),
            (_, false) => format!("you rolled {face}: move your own piece on the board {face}, or another player's {half}"),
        }
    }
    fn prompt_six(&self) -> &'static str {
        "you rolled 6: move, take a piece out, heal, give a mask or place a sanitizer, then roll again"
    }
    fn prompt_virus(&self) -> &'static str {
        "rolls and moves by its rules"
    }
    fn prompt_over(&self) -> &'static str {
        "the game is over"
    }
    fn virus_rolled(&self, face: u8) -> String {
        format!("The virus rolled {face}")
    }
    fn virus_left_focus(&self) -> &'static str {
        "a virus leaves the focus onto field 1"
    }
    fn virus_rolls_again(&self) -> &'static str {
        "The virus rolls again"
    }
    fn virus_moved(&self, roll: &str, why: &str, from: &str, to: &str) -> String {
        format!("{roll}: {why} moves {from} → {to}")
    }
    fn rule_infects(&self) -> &'static str {
        "it can infect, so the backmost virus that can"
    }
    fn rule_behind(&self, person: &str) -> String {
        format!("the virus behind {person} (the backmost person between the viruses)")
    }
    fn rule_first(&self) -> &'static str {
        "nobody between the viruses, so the first virus"
    }
    fn virus_passed(&self) -> &'static str {
        "no virus to move and no 6: the virus passes"
    }
    fn rolled(&self, who: &str, face: u8) -> String {
        format!("{who} rolled {face}")
    }
    fn free_six_counter(&self, who: &str, left: u8) -> String {
        format!("{who}'s free-6 counter: {left}")
    }
    fn free_six_given(&self, who: &str) -> String {
        format!("{who}'s counter reached 0: the roll counts as a 6")
    }
    fn nothing_to_do(&self, who: &str) -> String {
        format!("{who} has nothing to move")
    }
    fn rolls_again(&self, who: &str) -> String {
        format!("{who} rolls again")
    }
    fn passed(&self, who: &str) -> String {
        format!("{who} passes")
    }
    fn moved(&self, piece: &str, from: &str, to: &str) -> String {
        format!("{piece} moves {from} → {to}")
    }
    fn took_out(&self, who: &str, piece: &str) -> String {
        format!("{who} takes {piece} out of home, masked")
    }
    fn healed(&self, who: &str, piece: &str) -> String {
        format!("{who} heals {piece}")
    }
    fn mask_given(&self, who: &str, piece: &str, laps: u8) -> String {
        format!("{who} gives {piece} a mask for {}", count(laps.into(), "lap", "laps"))
    }
    fn sanitizer_placed(&self, who: &str, field: &str) -> String {
        format!("{who} places a hand sanitizer on {field}")
    }
    fn stepped_on(&self, who: &str, to: &str) -> String {
        format!("{who} steps on to {to}")
    }
    fn went_home(&self, piece: &str) -> String {
        format!("{piece} goes home (too close!)")
    }
    fn fell_sick(&self, piece: &str) -> String {
        format!("{piece} falls sick")
    }
    fn mask_worn_out(&self, piece: &str, why: MaskWear) -> String {
        match why {
            MaskWear::Laps => format!("{piece}'s mask is worn out after its laps"),
            MaskWear::MetVirus => format!("{piece}'s mask stops the virus and is used up"),
            MaskWear::MetSick => format!("{piece}'s mask met a sick piece and is used up"),
        }
    }
    fn virus_back_to_focus(&self, field: &str) -> String {
        format!("The virus on {field} goes back to the focus")
    }
    fn virus_left_behind(&self, piece: &str, field: &str) -> String {
        format!("{piece} is sick without a mask: a new virus on {field}")
    }
    fn sanitizer_used(&self, field: &str, left: u8) -> String {
        match left {
            0 => format!("The hand sanitizer on {field} is used up"),
            _ => format!("The hand sanitizer on {field} is used: {} left", count(left.into(), "use", "uses")),
        }
    }
    fn virus_destroyed(&self, field: &str) -> String {
        format!("A virus is destroyed for good on {field}")
    }
    fn entered_lab(&self, who: &str) -> String {
        format!("{who} enters the lab")
    }
    fn ending(&self, ending: Ending) -> &'static str {
        match ending {
            Ending::Won(WinReason::AllInLab) => "Everyone reached the lab: humanity wins!",
            Ending::Won(WinReason::VirusGone) => "Every virus is destroyed and nobody is sick: humanity wins!",
            Ending::Lost(LossReason::VirusInLab) => "A virus got into the lab: the virus wins",
            Ending::Lost(LossReason::SickInLab) => "A sick piece entered the lab: the virus wins",
            Ending::Lost(LossReason::TwelveViruses) => "The virus multiplied to 12: the virus wins",
        }
    }
    fn loses_how(&self, why: LossReason) -> &'static str {
        match why {
            LossReason::VirusInLab => "a virus reaches the lab",
            LossReason::SickInLab => "a sick piece enters the lab",
            LossReason::TwelveViruses => "the virus multiplies to 12",
        }
    }
    fn after_virus_roll(&self, faces: &[u8], how: &str) -> String {
        format!("if the virus then rolls {}, {how}", super::faces_or(faces, "or"))
    }
    fn humanity_wins(&self) -> &'static str {
        "Humanity wins!"
    }
    fn virus_wins(&self) -> &'static str {
        "The virus wins"
    }
    fn the_roles(&self) -> &'static str {
        "The roles"
    }
    fn our_rulings(&self) -> &'static str {
        "How this app plays the unclear cases"
    }
    fn our_rulings_intro(&self) -> &'static str {
        "The printed rules do not say these; this app plays them so:"
    }
    fn our_rulings_list(&self) -> &'static [&'static str] {
        super::rules_en::OURS
    }
    fn board_key(&self) -> &'static [&'static str] {
        &[
            "The pawns: yellow with a round face, blue a square face, green a diamond, each with its number",
            "A pawn that can move (black frame): tap it",
            "A pawn that can be cured, get a mask or a hand sanitizer under it (black corners): tap it",
            "Sick (purple face and outline, white number): it stays sick until healed on a 6; unmasked, it leaves a virus behind when it moves",
            "Mask (white badge beside the head): the number is how many laps it still protects",
            "A virus (a red germ with spikes); the viruses waiting to come out are in the virus's focus, the dark red biohazard zone",
            "Hand sanitizer (a drop beside its field with the uses left, or on a bridge a drop per use in the field's corners): no infection passes here and a virus that enters is destroyed",
            "The lab, the building in the middle: each colour's pawns wait in their house, go round the tiles, then cross their own bridge of planks to it",
            "A move that loses the game, or lets the virus's next roll win (red frame, warning sign): the table asks once more before playing it",
        ]
    }
}

impl RulesText for En {
    fn title(&self) -> &'static str {
        "Lab Race"
    }
    fn rules_intro(&self) -> &'static str {
        super::rules_en::INTRO
    }
    fn how_to_play(&self) -> &'static str {
        "How to play"
    }
    fn how_to_play_steps(&self) -> &'static [&'static str] {
        super::rules_en::STEPS
    }
    fn rulings(&self) -> &'static str {
        "The rules in detail"
    }
    fn rulings_list(&self) -> &'static [&'static str] {
        super::rules_en::RULINGS
    }
}
