//! Le parole della partita guidata in italiano: frasi brevi per un bambino di dieci
//! anni, ogni parola del gioco spiegata nel glossario o nella frase stessa.

use super::LessonWords;
use crate::lesson::Rule;
use engine::Goal;

pub const WORDS: LessonWords = LessonWords {
    rule,
    goal: Goal {
        win: "Vincete tutti insieme quando ogni pedina ha fatto un giro ed è salita sul suo ponte fino al laboratorio.",
        lose: "Perdete tutti se i virus diventano 12, o se un virus o una pedina malata entra nel laboratorio.",
        turn: [
            "Il virus muove per primo, da solo; poi il giallo (tu), il blu e il verde.",
            "Tira il dado: solo un 6 fa uscire una pedina dalla quarantena di casa, e dopo un 6 tiri di nuovo.",
            "Tocca una pedina per muoverla del numero uscito, in senso orario lungo il giro, lontano dai virus.",
        ],
    },
    glossary: &[
        ("casella", "Un quadretto del tabellone. Ci sta una sola pedina o un solo virus."),
        ("giro", "Le 52 caselle intorno al tabellone, percorse da tutti in senso orario; fare un giro è percorrerle tutte."),
        ("focolaio", "L'angolo rosso dove aspettano i virus. Un virus esce quando il virus tira un 6."),
        ("quarantena di casa", "L'angolo del tuo colore, dove le tue 4 pedine aspettano un 6 per uscire."),
        ("mascherina", "Protegge la sua pedina dal contagio una volta, poi si consuma. Dura 2 giri."),
        ("malata", "Una pedina che ha incontrato un virus senza mascherina. Sparge il virus finché un 6 non la cura."),
        ("6 gratis", "Il tuo contatore nell'elenco dei giocatori: ogni turno senza pedine tue fuori e senza 6 lo abbassa; a 0 il tiro vale 6 e torna a 3."),
        ("ruolo", "L'abilità di un giocatore, scelta all'inizio: corriere in bici, sarta o assistente sociale (la pagina delle regole le spiega)."),
        ("sarta", "Un ruolo: le mascherine che cuce durano 3 giri invece di 2."),
        ("gel", "Il gel disinfettante su una casella: lì nessuno si ammala, e un virus che ci arriva è distrutto."),
        ("ponte", "Le 5 caselle del tuo colore che portano dal giro al laboratorio."),
        ("laboratorio", "Il centro del tabellone. Portateci tutte le pedine per vincere."),
    ],
    verdicts: [
        [
            "Solo un 6 fa uscire una pedina dalla quarantena di casa. Con due pedine fuori puoi scegliere quale muovere.",
            "Hai usato questo 6 per altro, e la tua seconda pedina è ancora nella quarantena di casa.",
        ],
        [
            "L'altra pedina sarebbe finita sul virus davanti a lei e avrebbe consumato la mascherina.",
            "Quella pedina è finita su un virus e ha consumato la mascherina. L'altra pedina poteva muoversi senza pericolo.",
        ],
    ],
};

fn rule(rule: Rule) -> (&'static str, &'static str) {
    match rule {
        Rule::VirusTurn => (
            "Il turno del virus",
            "Il virus muove per primo, da solo. I suoi virus aspettano nel focolaio, l'angolo rosso, e solo un 6 ne fa uscire uno sul giro.",
        ),
        Rule::VirusChase => (
            "Come si muove il virus",
            "Il virus ha mosso un virus, in senso orario. Se può, va su una pedina senza mascherina; se no, insegue le pedine da dietro.",
        ),
        Rule::LeaveQuarantine => (
            "Uscire dalla quarantena di casa",
            "Con un 6 una pedina è uscita dalla quarantena di casa sulla casella del suo colore, con la mascherina. Dopo un 6 si tira di nuovo.",
        ),
        Rule::Mask => (
            "Le mascherine",
            "La mascherina ha protetto la pedina. Ferma una volta un virus o una pedina malata, poi si consuma.",
        ),
        Rule::Seamstress => (
            "La sarta",
            "Un giocatore con il ruolo della sarta ha dato una mascherina: le mascherine che cuce durano 3 giri, non 2.",
        ),
        Rule::Sickness => (
            "Ammalarsi",
            "Senza mascherina, questa pedina si è ammalata. Perdete tutti a 12 virus, o se un virus o una pedina malata entra nel laboratorio.",
        ),
        Rule::VirusMultiplies => (
            "Il virus si moltiplica",
            "Una pedina malata senza mascherina si è mossa e ha lasciato un nuovo virus. Guarda il conto dei virus: a 12 perdete tutti.",
        ),
        Rule::Healing => (
            "Curare",
            "Con un 6 si può curare una pedina malata. Curatele in tempo: se una pedina malata entra nel laboratorio, perdete tutti.",
        ),
        Rule::Sanitizer => (
            "Mettere il gel disinfettante",
            "Con un 6 puoi mettere il gel sotto una tua pedina. Lì nessuno si ammala, e un virus che ci arriva è distrutto.",
        ),
        Rule::SocialDistancing => (
            "Distanziamento sociale",
            "Due pedine di colori diversi, senza mascherina, si sono incontrate su una casella. Tornano tutte e due nella quarantena di casa.",
        ),
        Rule::Won => ("Fine della partita", "L'ultima pedina è nel laboratorio: vincete tutti insieme!"),
        Rule::SixChoices => (
            "Il 6",
            "Con un 6 scegli: muovi di 6, fai uscire una pedina, cura una pedina malata, dai una mascherina o metti il gel. Poi tiri di nuovo.",
        ),
        Rule::SteppingOn => (
            "Una pedina per casella",
            "Una pedina per casella: chi arriva su una del suo colore, o su una con la mascherina, va avanti alla prima casella libera.",
        ),
        Rule::VirusPushedOn => (
            "Il virus va avanti",
            "Un virus che arriva su un altro virus, o su cui arriva una pedina malata senza mascherina, va avanti alla prima casella libera.",
        ),
        Rule::MaskLaps => (
            "La mascherina si consuma",
            "Una mascherina dura 2 giri (quella della sarta 3). Questa è finita: ora la pedina cammina senza mascherina.",
        ),
        Rule::EnterLab => (
            "Nel laboratorio",
            "Dopo un giro una pedina sale sul ponte del suo colore, e qualsiasi tiro che arriva al laboratorio la fa entrare: lì è al sicuro.",
        ),
        Rule::FreeSix => (
            "Il 6 gratis",
            "Senza pedine tue fuori, ogni turno senza 6 fa scendere il tuo 6 gratis (nell'elenco dei giocatori). A 0, come ora, il tiro vale 6.",
        ),
        Rule::BikeCourier => ("Il corriere in bici", "Il corriere in bici tira di nuovo anche dopo un 5, non solo dopo un 6."),
        Rule::Helping => (
            "Aiutare gli altri",
            "Con tutte le tue pedine nel laboratorio (assistente sociale: 3) aiuti: muovi una pedina di un altro colore di metà del tiro, o passa.",
        ),
    }
}
