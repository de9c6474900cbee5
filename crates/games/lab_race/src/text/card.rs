//! Lab Race on one printed page for teachers (`text::teachers::Card`), in each language:
//! written from the game's rules page, as the app plays it.

use text::teachers::{Card, QuickCard};

pub(super) static CARD: QuickCard = QuickCard {
    en: Card {
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
    },
    it: Card {
        goal: "Tutti insieme contro il virus: portate tutte le vostre pedine in giro per la città e dentro il \
               laboratorio. Da 1 a 3 colori.",
        turn: &[
            "Il virus gioca per primo, con le sue regole; poi tirano giallo, blu e verde.",
            "Muovi una tua pedina del numero uscito. Una pedina esce di casa solo con un 6, con una mascherina nuova.",
            "Con un 6 puoi invece far uscire una pedina, curare una pedina malata, dare una mascherina o mettere il gel \
             disinfettante; poi tiri di nuovo.",
        ],
        rules: &[
            "Le mascherine proteggono dal virus e dalle pedine malate, per due giri.",
            "Due pedine di colori diversi senza mascherina sulla stessa casella tornano tutte e due a casa.",
            "Il virus fa ammalare una pedina sana senza mascherina; una pedina malata senza mascherina lascia un nuovo \
             virus dove era.",
            "Con tutte e quattro le pedine nel laboratorio aiuti: muovi una pedina di un altro giocatore di metà del tiro.",
            "Ruoli (un'opzione): il corriere in bici, la sarta e l'assistente sociale hanno ognuno un potere.",
        ],
        end: "Vincete tutti quando ogni pedina è nel laboratorio, o quando non resta nessun virus e nessuno è malato. \
              Vince il virus quando un virus o una pedina malata entra nel laboratorio, o quando ci sono 12 virus.",
    },
};
