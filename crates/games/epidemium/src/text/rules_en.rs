//! The rules in English: the game in short, the shared rulings (docs/games/epidemium.md R1-R13),
//! the dice and the engine's own decisions, in the same order as rules_it.rs.

pub const INTRO: &str = "A scientific board game for 2 to 6 players. Each doctor must find the cure as fast as \
possible: from the stethoscope on its continent across the past world to the teleport, through to the future \
world, on to its own syringe, and all the way back home. The first doctor home with the syringe wins.";

pub const STEPS: &[&str] = &[
    "Each player is a doctor of one continent: chosen at setup or drawn from the bag.",
    "Everyone rolls the D6 once: the lowest starts, then the next lowest; players who tie roll again.",
    "On your turn press the die (or Roll). In the past world even numbers move you, in the future world odd numbers; the other numbers skip a turn, switch you to the D4 or slow your next move (see the dice below).",
    "You move along the dots of your continent's path. A roll longer than the way left stops on the teleport square, the syringe or the stethoscope.",
    "On the teleport square you wait for your next turn; then one press throws 2 D6 up to 7 times: a double takes you to the other world's teleport square.",
    "Your cards appear as buttons when you may play them: Penalty before your roll, Magic Number after it, Bonus Life when a skipped turn falls on you.",
];

pub const RULINGS: &[&str] = &[
    "2 to 6 players. Each player has a continent and its character, chosen at setup or drawn from the bag: Europe is Dr Lit; Asia, Africa, North America, South America and Oceania have their own doctors. The piece, the stethoscope and the syringe are in the player's colour.",
    "The printed maps are not in the rules: this app draws its own. In the past world, each continent's stethoscope is joined by a path of 12 dots to the one past teleport square; in the future world, the future teleport square is joined by a path of 12 dots to each continent's syringe. Pieces may share dots.",
    "The journey: stethoscope, past teleport, teleport, future teleport, your own syringe (take it), future teleport, teleport, past teleport, your own stethoscope. The first home with the syringe wins.",
    "A roll that would go past a teleport square, a syringe or the stethoscope stops on it.",
    "Order: each player rolls the D6; the lowest starts, then the next lowest; ties roll again.",
    "Dice: the past world moves on even numbers, the future world on odd numbers. 1 (past) or 2 (future) skips a turn; 3 or 4 switches to the D4 for the next turn; 5 or 6 makes the next moving roll move one dot only (once: it does not add up).",
    "On the D4 in the past: 2 or 4 move, 1 skips a turn and then back to the D6, 3 the D4 again next turn. On the D4 in the future: 1 or 3 move, 2 skips a turn and then back to the D6, 4 the D4 again.",
    "Two players: if both players are in the same world (both in the past or both in the future) and roll the skip number one after the other, neither skips. A skip saved by Bonus Life still counts as rolled.",
    "Teleport: a player who arrives on a teleport square waits for its next turn; then it throws 2 D6 up to 7 times. A double takes it to the other world's teleport square and ends the turn; seven throws without a double move it back one dot.",
    "One against one: when the other player is stopped, so that you have two turns in a row on the teleport square, seven throws without a double in the first turn do not move you back: you stay and throw again (up to 7 times) in the second turn. Seven misses in that second turn move you back one dot as usual.",
    "Cards: 1 of each kind per player with 2 to 4 players, 2 of each with 5 or 6; each card is used once.",
    "Bonus Life cancels one skipped turn (from a roll or from a Penalty card), played when the skip falls. Penalty: before your own roll, make another player skip its next turn (not one already stopped). Magic Number: after your own roll, add or take away any number, the result between 1 and 6 (1 and 4 on the D4); also on a teleport throw, to make a double.",
    "Slow mode (an option at setup): a good roll moves one dot only; a 5 in the past or a 6 in the future moves one dot back.",
];

pub const DICE: &[[&str; 3]] = &[
    ["1", "skip a turn", "move 1"],
    ["2", "move 2", "skip a turn"],
    ["3", "the D4 next turn (2 or 4 to move)", "move 3"],
    ["4", "move 4", "the D4 next turn (1 or 3 to move)"],
    ["5", "next move: one dot only", "move 5"],
    ["6", "move 6", "next move: one dot only"],
];

pub const OURS: &[&str] = &[
    "A player who chose no character at setup draws one from the bag among those the others left.",
    "The rolls for the order are not moves: no card may be played on them. Players who tie roll again in seat order and keep their place between the lower and the higher rolls.",
    "Slow mode changes only the moves and the 5 (past) or 6 (future); the numbers that skip a turn or switch to the D4 keep their meaning.",
    "A skipped turn rolls nothing, so a D4 or a one-dot move still to come waits for the next turn that rolls.",
    "In a two-player game a Penalty card is not a roll and never cancels a skip; a skip from the D4 counts like one from the D6; a skip cancelled by the two-player rule still counts as rolled, so a third skip number right after it is cancelled too.",
    "The syringe is taken on arriving and ends the turn; there is no turn to wait there: the next roll already heads back.",
    "In slow mode a step back never leaves the stretch the piece is on: on the stethoscope, the syringe or the teleport square it arrived by, it stays.",
    "One against one, the second teleport try is given once: a Penalty card played in the second turn stops the other player again but gives no third try.",
    "Penalty cards are not limited to one a turn: a player holding two may stop two different players before its roll.",
    "Magic Number is offered after every moving roll, and on the teleport after the seventh throw without a double; the changed number then counts in full, as if it had been rolled.",
    "A player hit by a Penalty card decides about Bonus Life at once, out of turn; then the player who played the Penalty goes on with its turn. A player without a Bonus Life card is not asked.",
    "The teleport's throws take one press: the 2 D6 are thrown until a double, up to 7 times, and the log and the dice show every throw. Magic Number is offered only after the seventh miss: it makes a double there as well as on any throw before, and a double that falls in between saves the card.",
    "Magic Number offers only the numbers that change what the roll does, one for each outcome: in slow mode every good number moves one dot alike, and a roll past the teleport square stops on it alike.",
    "A roll that moves the piece is kept for a player holding Magic Number after a short beat, as most players keep it, unless Magic Number would win the game at once: tap a number during the beat, or \"Wait, I'll choose\", to decide yourself. A game opened again, or a roll gone back to by Undo, waits for the player.",
];
