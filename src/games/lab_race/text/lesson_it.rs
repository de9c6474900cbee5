//! Le parole della partita guidata in italiano (issue 42): frasi brevi per un bambino di dieci
//! anni, ogni parola del gioco spiegata nel glossario o nella frase stessa.

use super::LessonWords;
use crate::engine::Goal;
use crate::games::lab_race::lesson::Rule;

pub const WORDS: LessonWords = LessonWords {
    rule,
    goal: Goal {
        win: "Vincete tutti insieme quando ogni pedina ha fatto un giro completo ed è salita sul suo ponte fino al laboratorio.",
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
        ("sarta", "Un ruolo: le mascherine che cuce durano 3 giri invece di 2."),
        ("gel", "Il gel disinfettante su una casella: lì nessuno si ammala, e un virus che ci arriva è distrutto."),
        ("ponte", "Le 5 caselle del tuo colore che portano dal giro al laboratorio."),
        ("laboratorio", "Il centro del tabellone. Portateci tutte le pedine per vincere."),
    ],
    verdicts: [
        [
            "Bene: solo un 6 fa uscire una pedina dalla quarantena di casa, e con due pedine fuori puoi scegliere quale muovere.",
            "Solo un 6 fa uscire una pedina dalla quarantena di casa: hai usato questo 6 per altro, e la tua seconda pedina è ancora a casa.",
        ],
        [
            "Bene: l'altra pedina sarebbe finita sul virus davanti a lei e avrebbe consumato la mascherina.",
            "Quella pedina è finita su un virus: la mascherina l'ha protetta, ma ora è consumata. L'altra pedina poteva muoversi senza pericolo.",
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
            "Il virus ha tirato e ha mosso un virus, in senso orario come tutti. Un virus che può arrivare su una pedina senza mascherina lo fa sempre; altrimenti i virus inseguono le pedine da dietro.",
        ),
        Rule::LeaveQuarantine => (
            "Uscire dalla quarantena di casa",
            "Con un 6 una pedina è uscita dalla quarantena di casa sulla casella del suo colore, con la mascherina. Dopo un 6 si tira di nuovo.",
        ),
        Rule::Mask => (
            "Le mascherine",
            "La mascherina ha protetto la pedina: con la mascherina, chi incontra un virus o una pedina malata non si ammala, ma la mascherina si consuma.",
        ),
        Rule::Seamstress => (
            "La sarta",
            "Un giocatore con il ruolo della sarta ha dato una mascherina: le mascherine che cuce durano 3 giri, non 2.",
        ),
        Rule::Sickness => (
            "Ammalarsi",
            "Una pedina senza mascherina ha incontrato un virus o una pedina malata e si è ammalata. Ecco come si perde: se i virus diventano 12, o se un virus o una pedina malata entra nel laboratorio, perdete tutti.",
        ),
        Rule::VirusMultiplies => (
            "Il virus si moltiplica",
            "Una pedina malata senza mascherina si è mossa e ha lasciato dietro di sé un nuovo virus. Guarda il conto dei virus accanto al tabellone: a 12 perdete tutti.",
        ),
        Rule::Healing => (
            "Curare",
            "Con un 6 si può curare una pedina malata. Curatele in tempo: se una pedina malata entra nel laboratorio, perdete tutti.",
        ),
        Rule::Sanitizer => (
            "Mettere il gel disinfettante",
            "Con un 6 puoi mettere il gel su una casella dove sta una tua pedina: lì nessuno si ammala, e un virus che ci arriva è distrutto per sempre.",
        ),
        Rule::SocialDistancing => (
            "Distanziamento sociale",
            "Due pedine di colori diversi, tutte e due senza mascherina, si sono incontrate sulla stessa casella: tornano tutte e due nella quarantena di casa, per mantenere le distanze.",
        ),
        Rule::Won => ("Fine della partita", "L'ultima pedina è nel laboratorio: vincete tutti insieme!"),
        Rule::SixChoices => (
            "Il 6",
            "Con un 6 scegli una cosa: muovi una pedina di 6, fai uscire una pedina, cura una pedina malata, dai una mascherina o metti il gel sotto una tua pedina. Poi tiri di nuovo.",
        ),
        Rule::SteppingOn => (
            "Una pedina per casella",
            "In una casella ci sta una sola pedina: chi arriva su una pedina del suo colore, o su qualcuno con la mascherina, va avanti alla prima casella libera.",
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
            "Se non hai pedine tue fuori, ogni turno senza 6 fa scendere il conto del tuo 6 gratis (nell'elenco dei giocatori); a 0, come ora, il tiro vale 6.",
        ),
        Rule::BikeCourier => ("Il corriere in bici", "Il corriere in bici tira di nuovo anche dopo un 5, non solo dopo un 6."),
        Rule::Helping => (
            "Aiutare gli altri",
            "Con tutte le tue pedine nel laboratorio (l'assistente sociale: tre) aiuti: muovi una pedina di un altro colore di metà del tiro, o con un 6 fanne uscire una, curala o dalle una mascherina. Oppure passa.",
        ),
    }
}
