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
    fn unfair(&self) -> &'static str {
        "Il dispositivo del virus non ha giocato pulito"
    }
    fn all_checked(&self) -> &'static str {
        "Ogni mossa nascosta e ogni tiro del virus sono stati controllati: tutto regolare."
    }
    fn moves_dropped(&self, moves: usize) -> String {
        match moves {
            1 => "Il virus nascosto ha preso l'eroe: l'ultima mossa dell'eroe non è avvenuta.".into(),
            _ => format!("Il virus nascosto ha preso l'eroe: le ultime {moves} mosse dell'eroe non sono avvenute."),
        }
    }
}
