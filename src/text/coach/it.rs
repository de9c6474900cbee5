//! La guida in italiano: frasi brevi per chi ha dieci anni.

use super::CoachText;

pub struct It;

impl CoachText for It {
    fn learn_to_play(&self) -> &'static str {
        "Impara a giocare"
    }
    fn learn_offer(&self, title: &str) -> String {
        format!("Non conosci {title}? Imparalo in cinque minuti con una partita guidata.")
    }
    fn coach(&self) -> &'static str {
        "Guida"
    }
    fn ask(&self, label: &str) -> String {
        format!("Ora tocca «{label}», che si illumina.")
    }
    fn watch(&self, who: &str) -> String {
        format!("Guarda come gioca {who}.")
    }
    fn next(&self) -> &'static str {
        "Avanti"
    }
    fn oops(&self) -> &'static str {
        "Non quello: tocca ciò che si illumina."
    }
    fn done(&self, title: &str) -> String {
        format!("Bravo: ora conosci le regole principali di {title}.")
    }
    fn play_real_game(&self) -> &'static str {
        "Ora gioca una partita vera"
    }
    fn skip(&self) -> &'static str {
        "Salta la lezione"
    }
    fn hint(&self) -> &'static str {
        "Consiglio"
    }
    fn got_it(&self) -> &'static str {
        "Capito"
    }
    fn no_more_hints(&self) -> &'static str {
        "Basta consigli"
    }
    fn hints_on(&self) -> &'static str {
        "Mostra un consiglio la prima volta che capita una regola"
    }
}
