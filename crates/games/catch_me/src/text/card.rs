//! Catch Me on one printed page for teachers (`text::teachers::Card`), in each language:
//! written from the game's rules page, as the app plays it.

use text::teachers::{Card, QuickCard};

pub(super) static CARD: QuickCard = QuickCard {
    en: Card {
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
    },
    it: Card {
        goal: "Un gioco per due: l'eroe deve arrivare nella zona sicura; il virus deve acchiappare l'eroe. Da 2 a 5 \
               minuti.",
        turn: &[
            "Tira per primo l'eroe, poi si fa a turno.",
            "Con 1, 2 o 3 ti muovi di tante caselle. Con 4, 5 o 6 si muove il tuo avversario del tiro meno 3.",
            "Muoviti in su, in giù, a destra o a sinistra, mai in diagonale, e mai due volte sulla stessa casella nello \
             stesso turno.",
        ],
        rules: &[
            "Le caselle rosse e verdi cambiano quanto vai lontano; un portale ti porta al suo gemello in un passo.",
            "Se finisci la tua mossa su una casella viola: tira di nuovo.",
            "Finché il virus si vede, l'eroe non può entrare nella sua casella né passarci sopra.",
            "Modalità: Normale (si vede tutto), Quarantena (le mosse del virus sono nascoste, si vede ogni due mosse), \
             Pandemia (non si vede fino alla fine).",
        ],
        end: "L'eroe vince se arriva nella zona sicura; il virus vince se arriva sulla casella dell'eroe.",
    },
};
