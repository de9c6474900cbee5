//! Carcassonne on one printed page for teachers (`text::teachers::Card`), in each language:
//! written from the game's rules page, as the app plays it.

use text::teachers::{Card, QuickCard};

pub(super) static CARD: QuickCard = QuickCard {
    en: Card {
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
    },
    it: Card {
        goal: "Fai più punti con le strade, le città, i monasteri e i prati che costruisci. Da 2 a 5 giocatori, 7 \
               seguaci a testa.",
        turn: &[
            "Pesca una tessera e mettila accanto a quelle sul tavolo in modo che ogni lato combaci (i posti dove va \
             bene sono evidenziati).",
            "Puoi mettere un seguace sulla nuova tessera: su una strada, una città, un monastero o un prato dove non ci \
             sono seguaci.",
        ],
        rules: &[
            "Una strada completata vale 1 punto per tessera, una città completata 2 per tessera e 2 per stemma, un \
             monastero completato 9. I suoi seguaci tornano ai giocatori.",
            "Chi ha più seguaci in una costruzione la conta; chi è pari con il massimo la conta per intero.",
            "Una tessera che non va bene da nessuna parte si mette da parte e se ne pesca un'altra.",
            "L'espansione COVID-19 (un'opzione prima di iniziare) aggiunge una tessera del virus e i contagi: vedi la \
             pagina delle regole.",
        ],
        end: "Quando le tessere finiscono, strade e città non finite valgono 1 per tessera (e per stemma), i monasteri \
              1 più 1 per ogni tessera intorno; ogni prato vale 3 per ogni città completata che tocca. Vince chi ha \
              più punti.",
    },
};
