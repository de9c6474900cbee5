//! Le parole della partita guidata in italiano: ogni regola come la dice il coach,
//! la carta dell'obiettivo, il glossario e i giudizi sulle due scelte.

use crate::lesson::Rule;
use engine::Goal;

pub fn rule(rule: Rule) -> (&'static str, &'static str) {
    match rule {
        Rule::Order => ("chi comincia", "Ogni dottore ha tirato il dado: comincia chi fa il numero più basso (chi pareggia ritira)."),
        Rule::MagicNumber => ("Magic Number", "Dopo il tiro, Magic Number cambia il numero in un altro (sulla casella teletrasporto, in un doppio). Ogni carta si gioca una volta."),
        Rule::EvenNumbers => ("numeri pari", "Nel mondo del passato ti spostano solo i numeri pari: 2, 4 o 6 pallini lungo il tuo percorso."),
        Rule::OddNumbers => ("numeri dispari", "Nel mondo del futuro ti spostano solo i numeri dispari: 1, 3 o 5 pallini lungo il tuo percorso."),
        Rule::D4 => ("il D4", "Un 3 nel mondo del passato (un 4 nel mondo del futuro): al prossimo turno tiri il D4, un dado piccolo da 1 a 4."),
        Rule::Skip => ("stai fermo un turno", "Un 1 nel mondo del passato (un 2 nel mondo del futuro): stai fermo un turno, salti il prossimo."),
        Rule::SlowStep => ("un pallino solo", "Un 5 nel mondo del passato (un 6 nel mondo del futuro): la prossima volta che ti sposti, avanzi di un pallino solo."),
        Rule::BonusLife => ("Bonus Life", "Bonus Life annulla un turno fermo quando ti tocca, per il tuo dado o per una carta Penalty. Ogni carta si gioca una volta."),
        Rule::Penalty => ("Penalty", "Prima del suo tiro, un dottore può giocare la carta Penalty: un altro dottore sta fermo un turno. Ogni carta si gioca una volta."),
        Rule::TeleportSquare => ("la casella teletrasporto", "Ti fermi sulla casella teletrasporto, anche con un tiro più lungo. Al turno dopo tiri due dadi fino a 7 volte: con un doppio passi."),
        Rule::Teleport => ("Teletrasporto", "Un doppio, due dadi uguali: il teletrasporto ti ha portato sulla casella teletrasporto dell'altro mondo."),
        Rule::TeleportMiss => ("sette tiri a vuoto", "Sette tiri senza un doppio: torni indietro di un pallino e devi arrivare di nuovo sulla casella teletrasporto."),
        Rule::TeleportRetry => ("un secondo tentativo", "L'altro dottore è fermo, quindi hai due turni di fila: sette tiri a vuoto nel primo non ti fanno tornare indietro, ritenti."),
        Rule::SkipsCancelled => ("due fermi di fila", "In due giocatori, se entrambi fate uno dopo l'altro il numero che fa stare fermo un turno, nessuno sta fermo."),
        Rule::SlowMode => ("Modalità rallentata", "Modalità rallentata: un numero buono ti sposta di un pallino solo. Il 5 nel passato (il 6 nel futuro) ti fa tornare indietro di uno."),
        Rule::Syringe => ("la siringa", "Hai preso la tua siringa, la cura! Ora torna indietro: alla casella teletrasporto, nel mondo del passato, fino al tuo stetoscopio."),
        Rule::RivalSyringe => ("come si perde", "L'altro dottore ha preso la sua siringa per primo e torna a casa: se ci arriva prima di te, perdi."),
        Rule::Won => ("come si vince", "Sei a casa sul tuo stetoscopio con la siringa, per primo: hai vinto!"),
    }
}

pub const GOAL: Goal = Goal {
    win: "Sii il primo dottore a prendere la tua siringa nel mondo del futuro e a riportarla al tuo stetoscopio.",
    lose: "Perdi se un altro dottore torna a casa con la sua siringa prima di te.",
    turn: [
        "Prima del tiro puoi giocare una carta Penalty: un altro dottore sta fermo un turno.",
        "Tira il dado: nel mondo del passato ti spostano i numeri pari, nel mondo del futuro i dispari.",
        "Dopo il tiro puoi giocare Magic Number per cambiarlo; poi ti sposti lungo i pallini.",
    ],
};

pub const GLOSSARY: &[(&str, &str)] = &[
    ("stetoscopio", "La tua partenza, sul tuo continente nel mondo del passato; alla fine è anche casa."),
    ("mondo del passato", "La prima mappa: lì ti spostano i numeri pari."),
    ("casella teletrasporto", "Dove si incontrano i percorsi di un mondo: da lì, un doppio ti porta nell'altro mondo."),
    ("doppio", "Due dadi con lo stesso numero."),
    ("mondo del futuro", "La seconda mappa: lì ti spostano i numeri dispari, fino alla tua siringa."),
    ("siringa", "La cura, in fondo al tuo percorso nel mondo del futuro: prendila e portala a casa."),
    ("pallini", "I passi del tuo percorso: ogni percorso ha 12 pallini, e un numero ti sposta di tanti pallini."),
    ("D4", "Un dado piccolo da 1 a 4, tirato al posto del solito dopo un 3 (passato) o un 4 (futuro)."),
    ("fermo un turno", "Salti il tuo prossimo turno: gli altri giocano e tu aspetti."),
    ("Magic Number", "Una carta: dopo il tiro, cambia il numero in un altro qualsiasi."),
    ("Penalty", "Una carta: prima del tiro, fai stare fermo un turno un altro dottore."),
    ("Bonus Life", "Una carta: annulla un turno fermo."),
];

pub fn verdict(choice: usize, good: bool) -> &'static str {
    match (choice, good) {
        (0, true) => "È il passo più lungo possibile. Tenuto com'era, il tuo numero non ti avrebbe fatto muovere.",
        (0, false) => {
            "Così vai meno lontano, o non ti muovi: Magic Number si gioca una volta, usala per il passo più lungo."
        }
        (_, true) => "L'altro dottore sta fermo il prossimo turno sulla strada di casa, e tu recuperi un turno.",
        (_, false) => {
            "Hai tenuto la carta Penalty, ma l'altro dottore gioca tutti i suoi turni e corre a casa con la siringa."
        }
    }
}
