//! The rules page in English: the seed in short, the shared ruling (docs/games/lab-race.md R1-R13)
//! and the engine's own decisions ("Ruling (ours)" in the engine's comments), in the order of the
//! code.

pub const INTRO: &str = "It's 2020 and everyone is at home while the virus circulates in the streets. \
Together, the players bring all their pieces round the town and into the lab to develop the vaccine, \
ahead of the virus. Everyone wins together, or the virus wins.";

pub const STEPS: &[&str] = &[
    "The virus plays first, by its own rules, then yellow, blue and green. Press the die (or Roll) to roll.",
    "A piece leaves home quarantine only on a 6, onto its exit field, wearing a fresh mask.",
    "Move one of your pieces by the roll: tap it. After going once round the loop it goes up its own bridge into the lab.",
    "On a 6 you may instead take a piece out, heal a sick piece, give a mask or place a hand sanitizer under one of your pieces: tap the piece or field, or use the buttons. Then you roll again.",
    "Masks protect from the virus and from sick pieces; two pieces of different colours without masks on one field break social distancing and both go home.",
    "When all four of your pieces are in the lab, you help: move another player's piece by half your roll (on a 6 you may instead take one out, heal or give a mask, then roll again), or pass. The social worker helps from three pieces in the lab and may not pass yet.",
];

pub const RULINGS: &[&str] = &[
    "Board: a Ludo cross with a loop of 52 fields; red (the virus's focus), yellow, blue and green in clockwise order. Each colour has a home quarantine with 4 pieces, an exit field and a bridge of 5 fields to the lab, starting at the field before its exit; the focus holds 4 viruses at the start. A roll that reaches or passes the lab enters it. Viruses go round once and then up the red bridge: a virus that enters the lab ends the game.",
    "1 to 3 colours play (one person may hold several, any may be the computer). Order: virus, yellow, blue, green.",
    "A piece leaves home only on a 6, onto its exit field, wearing a fresh mask.",
    "On a 6: move a piece 6, take a piece out, heal any sick piece on the board, give a mask to any piece on the board, or place a hand sanitizer where one of your pieces stands, on the loop or on your own bridge; then roll again. The bike courier also rolls again after a 5.",
    "Free 6: each building counter starts at 3. A turn in which you have no piece of your own out to move and roll no 6 lowers it by 1; other players' pieces that you may move as a helper (the social worker too) do not count. It is lowered on the turn's last roll; at 0 the roll counts as a 6 and the counter goes back to 3. The players panel shows it only while it applies.",
    "Masks last two laps (104 fields moved by the wearer), the seamstress's three. A mask that meets a virus or a sick piece wears out at once, with no infection.",
    "Hand sanitizer: 2 per player for the game, 2 uses per field; every piece or virus that enters uses one, also one that then steps on to the next field. No infection passes there; a virus that enters is destroyed for good.",
    "One piece per field. Same colour: the mover steps on to the next free field; a sick piece still makes the other sick unless one of them is masked, and a mask that meets a sick piece of its own colour is used up. Different colours without masks: both go home, and if one was sick both are sick. One masked: nobody goes home or falls sick, a mask that met a sick piece is used up, the mover steps on.",
    "A virus meets a person: a healthy unmasked person falls sick and the virus goes back to the focus; a masked one loses the mask and the virus goes back; a sick unmasked one pushes the virus on to the next free field.",
    "A sick unmasked piece that moves leaves a new virus on the field it left, on its own bridge too. A virus on a player's bridge never moves on the virus's turn (it cannot go round), but it counts toward the 12 and meets pieces as anywhere: a healthy or masked piece sends it back to the focus, a sanitizer destroys it, and a sick unmasked piece landing on it pushes it to the next free field of that bridge, into the lab if none is left (humanity loses). Sick pieces stay sick, at home too, until healed.",
    "With four pieces in the lab a player helps: it moves another player's piece by half the roll, rounded up; on a 6 it may heal, give a mask or take another player's piece out. It may pass. The social worker helps from 3 pieces in the lab, but may not pass while a piece is outside.",
    "The virus rolls and one virus moves (\"backmost\" and \"first\" count the fields travelled from the red exit): 1) if a virus can land on a healthy unmasked person, the backmost such virus does; 2) on a 6 with a virus in the focus, one comes out and the virus rolls again; 3) if a person stands between the backmost and the first virus, the virus nearest behind the backmost such person moves; 4) else the first virus moves. No virus out and no 6: the virus passes.",
    "Humanity loses when a virus or a sick piece enters the lab, or when there are 12 viruses (board and focus together). Humanity wins when every piece is in the lab, or when no virus is left and nobody is sick.",
];

pub const OURS: &[&str] = &[
    "Each role goes to one colour at most, and a colour may play without a role. At setup a role another colour holds is greyed out; a link that gives one role to two colours gives it to the first.",
    "When one move both wins and loses (the last piece enters the lab sick), humanity loses.",
    "A helper's 6 rolls again too, as every 6 does; the bike courier rolls again after a 5 even when it gave her nothing to move.",
    "Passing ends the turn, even after a 6.",
    "The social worker helping from three pieces in the lab moves her own last piece by the whole roll, the others' by half.",
    "Only a player with four pieces in the lab may pass; a player still racing must move when it can, even into trouble.",
    "A new mask replaces the one a piece wears, and is offered only where it lasts longer than what the worn one has left; the choice then names both in fields (a new mask of 104 fields for one with 100 left).",
    "A virus that a sick piece leaves on a sanitizer field enters it: it is destroyed at once and uses one use.",
    "Passing over a sanitizer field uses none: only the field where a move ends counts. Stepping on after a meeting is moving: it wears the mask.",
    "On a sanitizer field nobody falls sick and no mask wears out, but two unmasked pieces of different colours still both go home.",
    "A virus that lands on another virus steps on to the next free field.",
    "A mask used up by a move is gone where that move ends: it does not protect there.",
    "A piece leaves home with a mask sewn by its owner (the seamstress's pieces get three-lap masks, whoever takes them out). A piece leaving onto a taken exit field meets whoever is there, masked.",
    "One hand sanitizer per field.",
    "The free-6 counter counts only for a player with a piece at home: one whose pieces are all in the lab has nothing to wait for.",
    "The virus comes out of the focus onto field 1 and meets whoever stands there; step 1 looks only at the viruses already out.",
    "Only people on the loop stand \"between\" the viruses; the players' bridges are off the viruses' way.",
    "A virus on a player's bridge is never the \"backmost\" or the \"first\" virus: the virus's turn looks only at the viruses on the loop and the red bridge, and passes when none of those can move and it rolls no 6.",
    "Masks show the laps left, a lap begun counting as one. Fields are numbered 1 to 52 from the virus's exit.",
];
