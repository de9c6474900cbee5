//! What the coach of Vaccine Race's guided game says, in Italian: frasi brevi per un
//! bambino di dieci anni, ogni parola della corsa spiegata dove compare la prima volta.

use super::it::It;
use super::LessonText;
use crate::lesson::Rule;
use engine::Goal;

impl LessonText for It {
    fn lesson_rule(&self, rule: Rule) -> (&'static str, &'static str) {
        match rule {
            Rule::Pandemic => (
                "PANDEMIA",
                "Tutte le pedine partono da PANDEMIA (casella 0): con 5 o 6 su 1d6 vanno alla casella 1.",
            ),
            Rule::RedSquare => (
                "Caselle rosse",
                "Una casella rossa con \"al\" e un numero rimanda la pedina a quella casella. Se l'altra azienda \
                 arriva prima alla 98, perdi.",
            ),
            Rule::AnimalTrials => (
                "Casella 14: la sperimentazione animale",
                "Sulla 14, con 5 o 6 puoi saltare la sperimentazione animale: vai alla 28. Ma un 1 nella fase I (dalla \
                 29 alla 42) ti riporta alla 16.",
            ),
            Rule::BlueSquare => (
                "Caselle blu",
                "Le caselle blu aiutano: chi sta su una di queste la prossima volta tira due dadi, 2d4 (due dadi a \
                 quattro facce) o 2d6, invece di 1d6.",
            ),
            Rule::PhaseOne => (
                "Un 1 nella fase I",
                "Hai saltato la sperimentazione animale, e un 1 nella fase I ti ha riportato alla 16. Se l'altra \
                 azienda arriva prima alla 98, perdi.",
            ),
            Rule::SkipNextTurn => (
                "Salta il turno",
                "Questa casella rossa fa saltare alla pedina il prossimo turno (sul tabellone ha la scritta zz): \
                 gli altri intanto vanno avanti.",
            ),
            Rule::CompanyEvent => (
                "Sfide tra le aziende",
                "Le caselle gialle (66, 81, 88) sono una sfida tra le aziende: tutti tirano 1d6 e chi fa meno torna \
                 indietro di quel numero.",
            ),
            Rule::Gate => (
                "Caselle 15 e 83",
                "Sulla casella 15 vai avanti solo se fai 4, 5 o 6, sulla casella 83 solo se fai 5 o 6: con meno \
                 resti dove sei.",
            ),
            Rule::Won => (
                "ARRIVO",
                "La casella 98 è l'ARRIVO: il vaccino è pronto e vince la prima azienda che ci arriva. Non serve il \
                 numero esatto.",
            ),
        }
    }

    fn goal(&self) -> Goal {
        Goal {
            win: "Porta per primo la tua pedina alla casella 98, l'ARRIVO: la tua azienda produce il vaccino.",
            lose: "Se la pedina dell'altra azienda arriva alla 98 prima della tua, perdi la corsa.",
            turn: [
                "Tocca Tira per lanciare i dadi.",
                "La tua pedina avanza di tante caselle quante ne hai fatte.",
                "Una casella colorata fa succedere qualcosa: il blu aiuta, il rosso ti frena, il giallo coinvolge \
                 tutti.",
            ],
        }
    }

    fn glossary(&self) -> &'static [(&'static str, &'static str)] {
        &[
            ("PANDEMIA", "La casella 0, dove partono tutte le pedine."),
            ("ARRIVO", "La casella 98: vince chi ci arriva per primo."),
            ("1d6", "Un dado a sei facce."),
            ("2d4", "Due dadi a quattro facce, sommati."),
            ("sperimentazione animale", "Le prove del vaccino sugli animali, dalla casella 14 alla 28."),
            ("fase I", "Le caselle dalla 29 alla 42: le prime prove del vaccino sulle persone."),
            ("sfida tra le aziende", "Una casella gialla: tutti tirano e chi fa meno torna indietro."),
        ]
    }

    fn verdict(&self, choice: usize, good: bool) -> &'static str {
        match (choice, good) {
            (0, true) => {
                "Eri 13 caselle indietro: il salto alla 28 ti porta davanti. Il prezzo: un 1 nella fase I ti riporta \
                 alla 16."
            }
            (0, false) => {
                "Resti sulla 14 con il computer sulla 27: la sperimentazione animale è sicura, ma resti indietro."
            }
            (_, true) => {
                "Il computer è molto avanti, sulla 60: solo il salto alla 28 può farti recuperare. Vale la pena \
                 rischiare."
            }
            (_, false) => {
                "Resti sulla 14, 46 caselle dietro il computer: andando piano e sicuro, difficilmente lo raggiungerai."
            }
        }
    }
}
