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
    fn lesson_done(&self, title: &str, options: bool) -> String {
        match options {
            true => format!("Hai giocato la lezione di {title}: questa partita parte con le sue opzioni, che puoi cambiare qui sotto."),
            false => format!("Hai giocato la lezione di {title}: ora la partita vera."),
        }
    }
    fn lesson_done_mark(&self) -> &'static str {
        "Lezione fatta"
    }
    fn play_lesson_again(&self) -> &'static str {
        "Rigioca la lezione"
    }
    fn lesson_save(&self) -> &'static str {
        "Lezione"
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
    fn goal(&self) -> &'static str {
        "Obiettivo"
    }
    fn how_you_win(&self) -> &'static str {
        "Come si vince"
    }
    fn how_you_lose(&self) -> &'static str {
        "Come si perde"
    }
    fn a_turn(&self) -> &'static str {
        "Un turno"
    }
    fn begin(&self) -> &'static str {
        "Comincia"
    }
    fn back_to_the_game(&self) -> &'static str {
        "Torna alla partita"
    }
    fn choose(&self) -> &'static str {
        "Scegli tu: tocca una mossa che si illumina."
    }
    fn good_choice(&self) -> &'static str {
        "Buona scelta:"
    }
    fn costly_choice(&self) -> &'static str {
        "Non la migliore:"
    }
    fn take_back(&self) -> &'static str {
        "Riprova"
    }
    fn keep_it(&self) -> &'static str {
        "Tienila e vai avanti"
    }
    fn kept(&self) -> &'static str {
        "Hai tenuto la tua mossa. Da qui il computer gioca tutti i posti fino alla fine, anche il tuo, così vedi quanto costa. Rigioca la lezione per la mossa migliore."
    }
    fn back_one_step(&self) -> &'static str {
        "Indietro di un passo"
    }
    fn ahead(&self) -> &'static str {
        "Hai visto tutte le regole di questa lezione. Ora la partita va avanti da sola fino alla fine: guarda come si vince."
    }
    fn won(&self) -> &'static str {
        "Hai vinto!"
    }
    fn nearly_lost(&self) -> &'static str {
        "Attenzione:"
    }
    fn you_saw(&self) -> &'static str {
        "Cosa hai visto"
    }
    fn still_to_discover(&self) -> &'static str {
        "Ancora da scoprire (sono tutte nella pagina delle regole)"
    }
    fn words_of_the_game(&self) -> &'static str {
        "Le parole del gioco"
    }
    fn rules_in_short(&self) -> &'static str {
        "Le regole in breve"
    }
}
