//! A sealed game's words in Italian.

use super::it::It;
use super::SealedText;

impl SealedText for It {
    fn key_not_committed(&self) -> &'static str {
        "La chiave del virus non è quella che aveva promesso all'inizio."
    }
    fn no_dice_value(&self) -> &'static str {
        "Manca la parte dell'eroe nei dadi del virus."
    }
    fn hidden_changed(&self, hidden: usize) -> String {
        format!("La mossa nascosta {hidden} del virus è stata cambiata dopo essere stata sigillata.")
    }
    fn hidden_illegal(&self, hidden: usize) -> String {
        format!("La mossa nascosta {hidden} del virus non è una mossa valida con i dadi che ha tirato.")
    }
    fn hidden_roll(&self, hidden: usize) -> String {
        format!("Il tiro del virus nella sua mossa nascosta {hidden} non è quello dei suoi dadi.")
    }
    fn hidden_shown(&self, hidden: usize) -> String {
        format!("Ciò che l'eroe ha visto della mossa nascosta {hidden} del virus non corrisponde alla mossa sigillata.")
    }
    fn hidden_after(&self, hidden: usize) -> String {
        format!("La mossa nascosta {hidden} del virus non corrisponde alla mossa sigillata: il tabellone dopo non è lo stesso.")
    }
    fn hero_move(&self, hero: usize) -> String {
        format!("La mossa {hero} dell'eroe non è possibile dove il virus era davvero.")
    }
    fn uncaught(&self, hero: usize) -> String {
        format!("Il virus ha preso l'eroe alla mossa {hero} dell'eroe, ma la partita è andata avanti.")
    }
    fn end_differs(&self) -> &'static str {
        "La partita non è finita dove le sue mosse la fanno finire."
    }
    fn caught_elsewhere(&self, hidden: usize) -> String {
        format!("La mossa nascosta {hidden} del virus dice di aver preso l'eroe su una casella dove l'eroe non era.")
    }
    fn path_unseen(&self, hidden: usize) -> String {
        format!(
            "Il percorso del virus rivelato nella sua mossa nascosta {hidden} non passa dove l'eroe ha visto il virus."
        )
    }
    fn dice_not_mixed(&self, run: usize) -> String {
        format!("Il valore del dispositivo del virus per i dadi dell'eroe nel turno {run} dell'eroe non è quello fissato dal suo segreto all'inizio.")
    }
    fn dice_of_old(&self) -> &'static str {
        "Questa partita è stata iniziata da una versione precedente dell'app, con le sue vecchie regole: i dadi dell'eroe vengono dal seme della partita, scelto dal dispositivo del virus, non da entrambi i dispositivi."
    }
    fn unfair(&self, name: &str) -> String {
        format!("Il dispositivo del virus ({name}) non ha giocato pulito")
    }
    fn all_checked(&self) -> &'static str {
        "Ogni mossa nascosta e ogni tiro del virus sono stati controllati: tutto regolare."
    }
    fn no_result_yet(&self) -> &'static str {
        "Nessun risultato per ora"
    }
    fn waits_for_the_key(&self) -> &'static str {
        "Il risultato aspetta che il dispositivo del virus riveli il suo segreto: nessuno ha ancora vinto."
    }
    fn forged_end(&self) -> &'static str {
        "Finale falsificato: nessun risultato"
    }
    fn moves_dropped(&self, moves: usize) -> String {
        match moves {
            1 => "Il virus nascosto ha preso l'eroe: l'ultima mossa dell'eroe non è avvenuta.".into(),
            _ => format!("Il virus nascosto ha preso l'eroe: le ultime {moves} mosse dell'eroe non sono avvenute."),
        }
    }
}
