//! The guided game in Italian, with the words of the Italian edition (tessera, seguace,
//! strada, città, monastero, prato) and of the expansion (zona infetta, test).

use super::LessonText;
use crate::lesson::{Asked, Rule};
use engine::Goal;

pub struct It;

impl LessonText for It {
    fn rule(&self, rule: Rule) -> (&'static str, &'static str) {
        match rule {
            Rule::InfectedArea => (
                "zona infetta",
                "La città e il prato rosa della tessera COVID sono una zona infetta. Una tessera che la allarga la diffonde; chi ci entra fa il test.",
            ),
            Rule::Matching => ("lati uguali", "La tessera è andata dove ogni lato combacia: strada con strada, città con città, prato con prato."),
            Rule::Rotation => ("girare la tessera", "La tessera è stata girata prima di metterla, perché tutti i lati combacino: tocca ancora un posto per girare la tua."),
            Rule::Road => (
                "strada",
                "Un seguace su una strada vale 1 punto per tessera quando i due capi sono chiusi; una strada con un seguace non ne prende altri.",
            ),
            Rule::City => (
                "città",
                "Un seguace in una città vale 2 punti per tessera e stemma quando le mura si chiudono; una città con un seguace non ne prende altri.",
            ),
            Rule::Cloister => ("monastero", "Un seguace su un monastero vale 9 punti quando 8 tessere lo circondano."),
            Rule::Field => (
                "prato",
                "Un seguace in un prato resta fino alla fine, poi vale 3 punti per città finita che tocca. Un prato con un seguace non ne prende altri.",
            ),
            Rule::Scoring => ("punti", "La tua strada, città o monastero è finito: ha dato subito i punti e il seguace è tornato."),
            Rule::TheyScore => (
                "i punti dell'altro",
                "Una strada, città o monastero dell'altro giocatore è finito e gli ha dato punti: con meno punti alla fine, perdi.",
            ),
            Rule::Shared => ("zona condivisa", "Chi ha più seguaci in una zona, anche a pari numero, prende tutti i punti."),
            Rule::Spread => (
                "diffusione",
                "Una tessera ha allargato una zona infetta, quindi c'è stata una diffusione: un gettone è andato su una zona sana che la tocca.",
            ),
            Rule::Negative => ("test", "Un seguace è in una zona infetta, quindi ha fatto il test: negativo, quindi resta."),
            Rule::Positive => ("positivo", "Un seguace in una zona infetta è risultato positivo: torna al suo giocatore."),
            Rule::Death => ("morte", "Un seguace ha girato la carta morte: esce dal gioco per sempre."),
            Rule::MoveToken => (
                "spostare un gettone",
                "I 20 gettoni infezione sono tutti sul tabellone, quindi uno si sposta; una zona senza gettoni torna sana.",
            ),
            Rule::CovidTile => ("la tessera COVID", "È stata messa la tessera COVID: la sua città e poi il suo prato sono una zona infetta."),
            Rule::SetAside => ("tessera scartata", "Una tessera non andava da nessuna parte: è messa da parte e se ne pesca un'altra."),
            Rule::FinalScoring => (
                "conteggio finale",
                "Tessere finite: strade, città e monasteri non finiti valgono 1 per tessera, ogni prato 3 per città finita, e vince chi ha più punti.",
            ),
        }
    }
    fn goal(&self) -> Goal {
        Goal {
            win: "Fai più punti di tutti quando è messa l'ultima tessera, dopo il conteggio finale.",
            lose: "Se al conteggio finale l'altro giocatore ha più punti, perdi.",
            turn: [
                "Metti la tua tessera in modo che ogni lato combaci con le tessere accanto; girala se serve.",
                "Metti un seguace su una strada, città, monastero o prato di quella tessera, o nessuno.",
                "Strade, città e monasteri finiti danno subito punti. Allargare una zona infetta porta una diffusione.",
            ],
        }
    }
    fn glossary(&self) -> &'static [(&'static str, &'static str)] {
        &[
            ("tessera", "Un quadrato di terra: ne peschi una e la metti a ogni turno."),
            ("seguace", "Uno dei tuoi 7 omini: fa punti con la strada, città, monastero o prato dove sta."),
            ("strada", "Un sentiero sulle tessere; chiusa ai due capi, è finita."),
            ("città", "Terra dentro le mura; con le mura tutte chiuse, è finita."),
            ("monastero", "Un edificio al centro di una tessera; con 8 tessere intorno, è finito."),
            ("prato", "La terra verde tra strade e città; non è mai finito."),
            ("zona infetta", "Una strada, città, prato o monastero con un gettone infezione: rosa sul tabellone."),
            ("test", "Un seguace che entra in una zona infetta gira una carta test: negativo, positivo o morte."),
            ("negativo", "Una carta test: il seguace resta dov'è."),
            ("positivo", "Una carta test: il seguace torna al suo giocatore."),
            ("diffusione", "Un gettone infezione messo su una zona sana che tocca una zona infetta cresciuta."),
            (
                "conteggio finale",
                "Quando le tessere finiscono: zone non finite e prati danno punti, e vince chi ne ha di più.",
            ),
        ]
    }
    fn verdict(&self, asked: Asked, good: bool) -> &'static str {
        match (asked, good) {
            (Asked::SpreadOntoTheirMeeple, true) => {
                "Sulla zona del suo seguace la diffusione gli fa fare il test: se è positivo, torna al giocatore."
            }
            (Asked::SpreadOntoTheirMeeple, false) => {
                "Lì non c'è un suo seguace, quindi nessuno fa il test. Sulla zona del suo seguace, l'avrebbe fatto."
            }
            (Asked::CloseTheCity, true) => "Lì la tua tessera chiude le mura della città, e un seguace dentro vale subito 4 punti.",
            (Asked::CloseTheCity, false) => {
                "Lì la tua tessera non dà punti ora. Un posto chiudeva le mura di una città: 4 punti subito con il tuo seguace."
            }
            (Asked::MeepleInTheClosedCity, true) => "La città chiusa ti dà subito 4 punti, e il tuo seguace torna da te.",
            (Asked::MeepleInTheClosedCity, false) => {
                "La città chiusa non aveva seguaci: nessuno ha avuto i 4 punti. Un seguace li avrebbe presi e sarebbe tornato."
            }
            (Asked::JoinTheirField, true) => "La tua tessera unisce il prato infetto al suo prato: il suo seguace lì fa il test.",
            (Asked::JoinTheirField, false) => {
                "Lì nessuno fa il test. Un posto univa il prato infetto al prato del suo seguace, per un test."
            }
        }
    }
}
