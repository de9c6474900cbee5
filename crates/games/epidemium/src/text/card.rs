//! Epidemium on one printed page for teachers (`text::teachers::Card`), in each language:
//! written from the game's rules page, as the app plays it.

use text::teachers::{Card, QuickCard};

pub(super) static CARD: QuickCard = QuickCard {
    en: Card {
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
    },
    it: Card {
        goal: "Ogni dottore corre a trovare la cura: dallo stetoscopio attraverso il mondo del passato, il \
               teletrasporto, fino alla siringa nel mondo del futuro, e ritorno a casa. Da 2 a 6 giocatori.",
        turn: &[
            "Parte chi fa il numero più basso al primo tiro.",
            "Tira il dado: nel mondo del passato ti muovi con i numeri pari, nel mondo del futuro con i dispari.",
            "Gli altri numeri fanno stare fermi un turno, passare al D4 o muovere di un pallino solo alla prossima mossa.",
            "Sulla casella teletrasporto aspetti un turno, poi tiri due D6 fino a 7 volte: con due numeri uguali vai \
             nell'altro mondo.",
        ],
        rules: &[
            "Se fai più delle caselle che mancano, ti fermi sulla casella teletrasporto, sulla siringa o sullo \
             stetoscopio.",
            "Carte, ognuna si usa una volta: Bonus Life annulla un turno fermo, Penalty fa stare fermo un altro \
             giocatore, Magic Number cambia il tuo tiro.",
            "Modalità lenta (un'opzione): un tiro buono muove di un pallino solo.",
        ],
        end: "Vince il primo dottore che torna sul suo stetoscopio con la siringa.",
    },
};
