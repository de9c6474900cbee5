//! The guided game's words in Italian: short sentences for a ten-year-old.

use super::it::It;
use super::LessonText;
use crate::lesson::Rule;
use engine::Goal;

impl LessonText for It {
    fn rule(&self, rule: Rule) -> (&'static str, &'static str) {
        match rule {
            Rule::RollTheDie => ("tira il dado", "Con 4, 5 o 6 si muove l'altro, non chi ha tirato: di tanti passi quanto il tiro meno 3."),
            Rule::Quarantine => ("Quarantena", "Questa è la Quarantena: non vedi il virus quando tira 1, 2 o 3, né quando si muove. Ricompare ogni due sue mosse."),
            Rule::RedAndGreen => ("rosse e verdi", "Passare su una casella rossa costa un passo all'eroe; finire la mossa su una casella verde gli dà un passo in più."),
            Rule::Portal => ("portale", "Un portale ti porta al suo gemello, il portale con lo stesso numero, con un passo solo."),
            Rule::RollAgain => ("Tira di nuovo", "La tua mossa è finita su una casella viola Tira di nuovo: tiri ancora!"),
            Rule::Caught => ("Essere presi", "Ecco il virus! Se entra nella tua casella ti prende e perdi: stagli lontano."),
            Rule::SafeZone => ("zona sicura", "L'eroe è nella zona sicura: l'eroe vince!"),
            Rule::AsFarAsItCan => ("Fin dove si può", "Questa mossa non ha potuto usare tutti i passi: mai due volte la stessa casella in un turno, mai sul virus in vista."),
            Rule::NotOnTheirRoll => ("Tira di nuovo col tuo tiro", "Questa mossa è finita su una casella viola Tira di nuovo, ma col tiro dell'altro: non si tira di nuovo."),
            Rule::VirusColours => ("Rosse e verdi per il virus", "Per il virus è il contrario: una casella verde gli costa un passo, finire su una rossa gliene dà uno in più."),
        }
    }

    fn goal(&self) -> Goal {
        Goal {
            win: "Sei l'eroe: raggiungi la zona sicura, le quattro caselle in alto a destra.",
            lose: "Il virus ti insegue, spesso di nascosto: se entra nella tua casella ti prende e perdi.",
            turn: [
                "Tira il dado.",
                "1, 2 o 3: ti muovi di tanti passi. 4, 5 o 6: si muove l'altro, del tiro meno 3.",
                "Vai su, giù, a destra o a sinistra, mai due volte sulla stessa casella in un turno.",
            ],
        }
    }

    fn glossary(&self) -> &'static [(&'static str, &'static str)] {
        &[
            ("eroe", "La tua pedina: corre verso la zona sicura."),
            ("virus", "La pedina del computer: insegue l'eroe."),
            ("zona sicura", "Le quattro caselle in alto a destra: lì l'eroe vince."),
            ("Quarantena", "Il modo difficile: il virus si muove di nascosto e ricompare ogni due mosse."),
            ("casella rossa", "Costa un passo all'eroe che ci passa sopra."),
            ("casella verde", "Dà un passo in più all'eroe che ci finisce la mossa."),
            ("portale", "Una casella con un numero: un passo ti porta all'altra con lo stesso numero."),
            ("Tira di nuovo", "Una casella viola: se ci finisci con il tuo tiro, tiri ancora."),
        ]
    }

    fn verdict(&self, choice: usize, good: bool) -> &'static str {
        match (choice, good) {
            (0, true) => "Scendendo, lontano dal virus, le caselle verdi ti portano al portale in E1.",
            (0, false) => {
                "Con quel passo non arrivi al portale in E1 con questo tiro, e il virus è vicino: ci arrivi solo da B4."
            }
            (1, true) => "Il portale ti porta dall'altra parte, in J3, con un passo solo, lontano dal virus.",
            _ => "Quel passo ti lascia dalla parte del virus: il portale ti porterebbe in J3 con un passo solo.",
        }
    }
}
