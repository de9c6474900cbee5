//! Each game on one page, in English: written from the game's rules page, as the app plays it.

use super::{Card, Cards};

pub static CARDS: Cards = Cards {
    vaccine_race: VACCINE_RACE,
    carcassonne: CARCASSONNE,
    lab_race: LAB_RACE,
    catch_me: CATCH_ME,
    epidemium: EPIDEMIUM,
};

const VACCINE_RACE: Card = Card {
    goal: "Each player is a vaccine company. Be the first to reach the GOAL, square 98. 2 to 6 players.",
    turn: &[
        "Roll the die and move forward exactly the number rolled.",
        "On PANDEMIC (square 0) only a 5 or 6 moves you, to square 1.",
        "On some squares you roll other dice (2d4 or 2d6), or move only on a high roll (15: 4-6; 83: 5-6).",
    ],
    rules: &[
        "Blue squares help, red squares hinder, yellow squares involve every player.",
        "A square's event fires when a forward move ends on it; a square reached by going back fires nothing.",
        "Square 14: roll at once; on 5 or 6 you may skip the animal trials and go to 28. A 1 later on squares 29-42 \
         sends you back to 16.",
        "Company events (66, 81, 88): everyone rolls; whoever rolls the lowest number goes back that many squares.",
        "Skip next turn: the piece shows \"zz\". Pieces may share a square.",
    ],
    end: "The first piece to reach 98 wins at once: no exact roll is needed.",
};

const CARCASSONNE: Card = Card {
    goal: "Score the most points with the roads, cities, cloisters and fields you build. 2 to 5 players, 7 meeples \
           each.",
    turn: &[
        "Draw a tile and lay it next to the tiles on the table so that every side matches (the spots that fit are \
         shown).",
        "You may put one meeple on the new tile: on a road, city, cloister or field that holds no meeple yet.",
    ],
    rules: &[
        "A completed road scores 1 point per tile, a completed city 2 per tile and 2 per pennant, a completed \
         cloister 9. Its meeples come back.",
        "The player with the most meeples in a feature scores it; players tied for the most all score it in full.",
        "A tile that fits nowhere is set aside and another is drawn.",
        "The COVID-19 expansion (an option at setup) adds a virus tile and infections: see the rules page.",
    ],
    end: "When the stack is empty, unfinished roads and cities score 1 per tile (and pennant), cloisters 1 plus 1 \
          per tile around; each field scores 3 per completed city it touches. The most points wins.",
};

const LAB_RACE: Card = Card {
    goal: "Together against the virus: bring all your pieces round the town and into the lab. 1 to 3 colours.",
    turn: &[
        "The virus plays first, by its own rules; then yellow, blue and green roll.",
        "Move one of your pieces by the roll. A piece leaves home only on a 6, wearing a fresh mask.",
        "On a 6 you may instead take a piece out, heal a sick piece, give a mask or place a hand sanitizer; then \
         roll again.",
    ],
    rules: &[
        "Masks protect from the virus and from sick pieces, for two laps.",
        "Two unmasked pieces of different colours on one field both go home.",
        "A virus makes an unmasked healthy piece sick; a sick unmasked piece leaves a new virus where it was.",
        "With all four pieces in the lab you help: move another player's piece by half your roll.",
        "Roles (an option): the bike courier, the seamstress and the social worker each have a power.",
    ],
    end: "Everyone wins when every piece is in the lab, or when no virus is left and nobody is sick. The virus wins \
          when a virus or a sick piece enters the lab, or when there are 12 viruses.",
};

const CATCH_ME: Card = Card {
    goal: "A game for two: the hero must reach the safe zone; the virus must catch the hero. 2 to 5 minutes.",
    turn: &[
        "The hero rolls first, then turns alternate.",
        "1, 2 or 3: you move that many squares. 4, 5 or 6: your opponent moves the roll minus 3.",
        "Move up, down, left or right, never diagonally, and never onto a square twice in one turn.",
    ],
    rules: &[
        "Red and green squares change how far you go; a portal takes you to its twin in one step.",
        "Ending your own move on a purple square: roll again.",
        "While the virus can be seen, the hero may not enter or pass its square.",
        "Modes: Normal (all in sight), Quarantine (the virus's moves are hidden, shown every second move), \
         Pandemic (never shown until the end).",
    ],
    end: "The hero wins on reaching the safe zone; the virus wins by reaching the hero's square.",
};

const EPIDEMIUM: Card = Card {
    goal: "Each doctor races for the cure: from the stethoscope across the past world, through the teleport, to \
           the syringe in the future world, and back home. 2 to 6 players.",
    turn: &[
        "The lowest opening roll starts.",
        "Roll the die: in the past world even numbers move you, in the future world odd numbers.",
        "The other numbers skip a turn, switch you to the D4, or make your next move one dot only.",
        "On the teleport square wait a turn, then throw 2 D6 up to 7 times: a double takes you to the other world.",
    ],
    rules: &[
        "A roll longer than the way left stops on the teleport square, the syringe or the stethoscope.",
        "Cards, each used once: Bonus Life cancels a skipped turn, Penalty makes another player skip, Magic Number \
         changes your roll.",
        "Slow mode (an option): a good roll moves one dot only.",
    ],
    end: "The first doctor back on the stethoscope with the syringe wins.",
};
