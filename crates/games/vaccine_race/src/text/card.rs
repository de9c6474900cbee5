//! Vaccine Race on one printed page for teachers (`text::teachers::Card`), in each language:
//! written from the game's rules page, as the app plays it.

use text::teachers::{Card, QuickCard};

pub(super) static CARD: QuickCard = QuickCard {
    en: Card {
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
    },
    it: Card {
        goal: "Ogni giocatore è un'azienda che prepara un vaccino. Vince chi arriva per primo all'ARRIVO, la casella \
               98. Da 2 a 6 giocatori.",
        turn: &[
            "Tira il dado e avanza esattamente del numero uscito.",
            "Da PANDEMIA (casella 0) ti muovi solo con 5 o 6, e vai alla casella 1.",
            "Su alcune caselle tiri altri dadi (2d4 o 2d6), o ti muovi solo con un tiro alto (15: 4-6; 83: 5-6).",
        ],
        rules: &[
            "Le caselle blu aiutano, quelle rosse fanno perdere tempo, quelle gialle coinvolgono tutti i giocatori.",
            "L'evento di una casella scatta quando un movimento in avanti finisce lì; se ci arrivi tornando indietro \
             non succede niente.",
            "Casella 14: tiri subito; con 5 o 6 puoi saltare la sperimentazione sugli animali e andare alla 28. Un 1 \
             più avanti sulle caselle 29-42 ti riporta alla 16.",
            "Sfide tra le aziende (66, 81, 88): tirano tutti; chi fa il numero più basso torna indietro di tante caselle.",
            "Salta il turno: la pedina mostra \"zz\". Più pedine possono stare sulla stessa casella.",
        ],
        end: "La prima pedina che arriva alla 98 vince subito: non serve il numero esatto.",
    },
};
