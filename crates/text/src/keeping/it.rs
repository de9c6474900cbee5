use super::KeepingText;
use crate::count;

pub struct It;

impl KeepingText for It {
    fn storage_full(&self) -> &'static str {
        "Qui non si può salvare: la memoria di questo dispositivo è piena. Solo questa scheda tiene la partita \
         (ricaricandola torna), finché la scheda resta aperta: salvala come file, oppure fai spazio."
    }
    fn storage_blocked(&self) -> &'static str {
        "Qui non si può salvare: questo browser non tiene nulla per questa pagina (navigazione privata, o una \
         pagina che lo vieta). Solo questa scheda tiene la partita, finché resta aperta: salvala come file per tenerla."
    }
    fn saved_again(&self) -> &'static str {
        "Di nuovo salvata su questo dispositivo."
    }
    fn make_room(&self, n: usize) -> String {
        format!("Fai spazio: elimina {}", count(n, "partita finita", "partite finite"))
    }
    fn confirm_make_room(&self, n: usize) -> String {
        let games = count(n, "partita finita", "partite finite");
        format!("Eliminare per sempre {games} da questo dispositivo? Non si potranno ripristinare.")
    }
    fn remove_them(&self) -> &'static str {
        "Eliminale"
    }
    fn keep_them(&self) -> &'static str {
        "Tienile"
    }
    fn your_turn(&self) -> &'static str {
        "Tocca a te"
    }
    fn your_turn_of(&self, who: &str) -> String {
        format!("Tocca a te ({who})")
    }
    fn waiting_elsewhere(&self, who: &str) -> String {
        format!("Si aspetta {who} su un altro dispositivo")
    }
    fn computer_to_play(&self, who: &str) -> String {
        format!("Tocca a {who} (computer)")
    }
    fn finished(&self) -> &'static str {
        "Finita"
    }
    fn only_in_memory(&self) -> &'static str {
        "Non salvata su questo dispositivo: solo la sua scheda la tiene, finché resta aperta."
    }
    fn reopened(&self) -> &'static str {
        "Riaperta da questa scheda: la partita non era salvata su questo dispositivo, e nessuna sua mossa è persa. \
         Per tenerla dopo la chiusura della scheda, salvala come file."
    }
    fn own_backup(&self) -> &'static str {
        "Questo file è la copia del virus di una partita che nasconde il virus: si apre solo sul dispositivo che \
         l'ha salvata, e solo finché quel dispositivo tiene le sue partite salvate. Qui non è cambiato nulla."
    }
    fn unreadable(&self, game: Option<&str>, date: Option<&str>) -> String {
        match (game, date) {
            (Some(game), Some(date)) => format!("Una partita a {game} salvata il {date} non si può aprire"),
            (Some(game), None) => format!("Una partita salvata a {game} non si può aprire"),
            (None, Some(date)) => format!("Una partita salvata il {date} non si può aprire"),
            (None, None) => "Una partita salvata non si può aprire".into(),
        }
    }
    fn not_a_game_file(&self) -> &'static str {
        "Non è un file di una partita di Quarantable. Scegli un file fatto con \"Salva come file\": il suo nome \
         comincia con quarantable-."
    }
}
