//! The shell in Italian.

use super::ShellText;
use crate::count;
use engine::{Level, Loss};

pub struct It;

const COLOURS: [&str; 7] = ["Blu", "Arancione", "Azzurro", "Giallo", "Rosa", "Nero", "Verde"];

impl ShellText for It {
    fn tagline(&self) -> &'static str {
        "Giochi da tavolo sulla pandemia, per il tavolo di casa, il tablet e la classe."
    }
    fn players_range(&self, min: usize, max: usize) -> String {
        match (min, max) {
            (1, 1) => "1 giocatore".into(),
            _ if min == max => format!("{min} giocatori"),
            _ => format!("Da {min} a {max} giocatori"),
        }
    }
    fn new_game(&self) -> &'static str {
        "Nuova partita"
    }
    fn rules(&self) -> &'static str {
        "Regole"
    }
    fn home(&self) -> &'static str {
        "Inizio"
    }
    fn back(&self) -> &'static str {
        "Indietro"
    }
    fn language(&self) -> &'static str {
        "Lingua"
    }
    fn sound(&self) -> &'static str {
        "Suono"
    }
    fn games_in_progress(&self) -> &'static str {
        "Partite in corso"
    }
    fn finished_games(&self) -> &'static str {
        "Partite finite"
    }
    fn resume(&self) -> &'static str {
        "Continua"
    }
    fn look_again(&self) -> &'static str {
        "Rivedi"
    }
    fn delete(&self) -> &'static str {
        "Elimina"
    }
    fn delete_named(&self, what: &str) -> String {
        format!("Elimina {what}")
    }
    fn deleted(&self, what: &str) -> String {
        format!("Eliminata: {what}.")
    }
    fn undo_delete(&self) -> &'static str {
        "Ripristina"
    }
    fn moves(&self, n: usize) -> String {
        count(n, "mossa", "mosse")
    }
    fn saved_on(&self, date: &str) -> String {
        format!("salvata il {date}")
    }
    fn unknown_game(&self) -> &'static str {
        "Un gioco che questa versione non ha"
    }
    fn save_damaged(&self) -> &'static str {
        "È rovinata: ne manca un pezzo oppure è stata modificata a mano."
    }
    fn save_newer(&self) -> &'static str {
        "È stata fatta con una versione più nuova di Quarantable."
    }
    fn save_inconsistent(&self) -> &'static str {
        "Si legge, ma le sue parti non vanno d'accordo (è stata modificata, o fatta male), quindi non si può continuare."
    }
    fn details(&self) -> &'static str {
        "Dettagli"
    }
    fn cannot_open(&self) -> &'static str {
        "Questa partita salvata non si può aprire"
    }
    fn left_alone(&self) -> &'static str {
        "È rimasta com'era: puoi eliminarla dalla pagina iniziale."
    }
    fn older_rules(&self) -> &'static str {
        "Questa partita è stata salvata con regole più vecchie. Continua da dove era rimasta; le mosse fatte prima non si possono annullare."
    }
    fn no_such_page(&self) -> &'static str {
        "Questa pagina non esiste"
    }
    fn back_to_games(&self) -> &'static str {
        "Torna ai giochi"
    }
    fn new_game_of(&self, title: &str) -> String {
        format!("Nuova partita a {title}")
    }
    fn players(&self) -> &'static str {
        "Giocatori"
    }
    fn standard(&self) -> &'static str {
        "standard"
    }
    fn seat_name(&self, seat: usize) -> String {
        format!("Nome del giocatore {}", seat + 1)
    }
    fn seat_colour(&self, seat: usize) -> String {
        format!("Colore del giocatore {}", seat + 1)
    }
    fn seat_controller(&self, seat: usize) -> String {
        format!("Chi gioca al posto {}", seat + 1)
    }
    fn seat_level(&self, seat: usize) -> String {
        format!("Quanto è bravo il computer al posto {}", seat + 1)
    }
    fn person(&self) -> &'static str {
        "Persona"
    }
    fn computer(&self) -> &'static str {
        "Computer"
    }
    fn same_colour(&self) -> &'static str {
        "Due giocatori hanno lo stesso colore: scegline un altro."
    }
    fn start(&self) -> &'static str {
        "Comincia la partita"
    }
    fn starting(&self) -> &'static str {
        "Sta cominciando una nuova partita…"
    }
    fn opening(&self) -> &'static str {
        "Apertura del gioco…"
    }
    fn colour(&self, index: usize) -> &'static str {
        COLOURS[index % COLOURS.len()]
    }
    fn player_n(&self, seat: usize) -> String {
        format!("Giocatore {}", seat + 1)
    }
    fn no_such_game(&self, game: &str) -> String {
        format!("Qui non c'è il gioco \"{game}\": ecco tutti i giochi.")
    }
    fn no_such_option(&self, title: &str, key: &str, value: &str) -> String {
        format!("{title} non ha {key} \"{value}\": si gioca la partita normale.")
    }
    fn players_out_of_range(&self, title: &str, min: usize, max: usize, players: usize) -> String {
        format!("{title} si gioca da {min} a {max}: giocano in {players}.")
    }
    fn not_players(&self, value: &str) -> String {
        format!("players={value} non è un numero di giocatori.")
    }
    fn not_a_seat(&self, list: &str, item: &str) -> String {
        format!("computer={list}: \"{item}\" non è un posto (i posti si contano da 1).")
    }
    fn no_such_language(&self, value: &str) -> String {
        format!("Qui non c'è la lingua \"{value}\": inglese o italiano (lang=en, lang=it).")
    }
    fn saving_impossible(&self) -> &'static str {
        "Qui non si può salvare: le partite durano finché la pagina resta aperta."
    }
    fn computer_tag(&self) -> &'static str {
        "computer"
    }
    fn is_playing(&self, who: &str) -> String {
        format!("Sta giocando {who}…")
    }
    fn skip_ahead(&self) -> &'static str {
        "Vai avanti"
    }
    fn played_for_you(&self, action: &str, seconds: u64) -> String {
        format!("Tra {seconds} s: «{action}», come di solito.")
    }
    fn let_me_choose(&self) -> &'static str {
        "Aspetta, scelgo io"
    }
    fn loses_mark(&self, loss: Loss) -> &'static str {
        match loss {
            Loss::AtOnce => "⚠ fa perdere la partita",
            Loss::Next => "⚠ può far perdere la partita",
        }
    }
    fn loses_warning(&self, loss: Loss, why: Option<&str>) -> String {
        let loses = match loss {
            Loss::AtOnce => "Questa mossa fa perdere la partita",
            Loss::Next => "Questa mossa può far perdere la partita",
        };
        why.map_or_else(|| format!("{loses}."), |why| format!("{loses}: {why}."))
    }
    fn play_it_anyway(&self) -> &'static str {
        "Gioca comunque"
    }
    fn choose_again(&self) -> &'static str {
        "Scegli di nuovo"
    }
    fn undo(&self) -> &'static str {
        "Annulla"
    }
    fn redo(&self) -> &'static str {
        "Rifai"
    }
    fn keys_help(&self) -> &'static str {
        "Tasti: il numero di una mossa (1 e poi 0 per la decima) o Spazio la scelgono, U annulla, Y rifà, W aspetta per scegliere; le frecce passano da un posto all'altro del tabellone."
    }
    fn last_move(&self) -> &'static str {
        "Ultima mossa:"
    }
    fn moves_earlier(&self, n: usize) -> String {
        format!("{n} precedenti")
    }
    fn while_you_waited(&self) -> &'static str {
        "Mentre aspettavi:"
    }
    fn rematch(&self) -> &'static str {
        "Rivincita"
    }
    fn easy_first(&self) -> &'static str {
        "per la prima partita"
    }
    fn all_choices(&self) -> &'static str {
        "Tutte le scelte"
    }
    fn log(&self) -> &'static str {
        "Diario della partita"
    }
    fn to_act(&self) -> &'static str {
        "di turno"
    }
    fn wins(&self, who: &str) -> String {
        format!("Vince {who}!")
    }
    fn share_the_win(&self, who: &str) -> String {
        format!("Vincono insieme {who}!")
    }
    fn nobody_wins(&self) -> &'static str {
        "Non vince nessuno."
    }
    fn total(&self) -> &'static str {
        "Totale"
    }
    fn results(&self) -> &'static str {
        "Classifica"
    }
    fn place(&self) -> &'static str {
        "Posto"
    }
    fn player(&self) -> &'static str {
        "Giocatore"
    }
    fn points(&self) -> &'static str {
        "Punti"
    }
    fn standing(&self) -> &'static str {
        "A che punto"
    }
    fn board_key(&self) -> &'static str {
        "Legenda del tabellone"
    }
    fn scores(&self) -> &'static str {
        "Punteggi"
    }
    fn replay_step_by_step(&self) -> &'static str {
        "Rivedi passo per passo"
    }
    fn replay(&self) -> &'static str {
        "Rivedi la partita"
    }
    fn replay_start(&self) -> &'static str {
        "All'inizio"
    }
    fn replay_back(&self) -> &'static str {
        "Un passo indietro"
    }
    fn replay_step(&self) -> &'static str {
        "Un passo avanti"
    }
    fn replay_end(&self) -> &'static str {
        "Alla fine"
    }
    fn replay_position(&self) -> &'static str {
        "Punto della partita"
    }
    fn replay_leave(&self) -> &'static str {
        "Torna alla partita"
    }
    fn close(&self) -> &'static str {
        "Chiudi"
    }
    fn hand_over(&self, who: &str) -> String {
        format!("Passa il tablet a {who}")
    }
    fn ready(&self, who: &str) -> String {
        format!("Sono {who}: fammi vedere")
    }
    fn stale_action(&self) -> &'static str {
        "Quel tocco era per una mossa già passata: non è successo niente."
    }
    fn not_your_turn(&self) -> &'static str {
        "Qui non è il tuo turno."
    }
    fn not_allowed(&self) -> &'static str {
        "Questa mossa qui non è permessa."
    }
    fn level(&self, level: Level) -> &'static str {
        match level {
            Level::Easy => "Facile",
            Level::Normal => "Normale",
            Level::Hard => "Difficile",
        }
    }
    fn moved_on_elsewhere(&self) -> &'static str {
        "Questa partita è andata avanti in un'altra scheda o finestra. Questa scheda ne ha una copia più vecchia: non gioca, non salva e non invia."
    }
    fn show_newer(&self) -> &'static str {
        "Mostra la partita più recente"
    }
    fn actions(&self) -> &'static str {
        "Le tue mosse"
    }
    // Travel.
    fn share(&self) -> &'static str {
        "Condividi"
    }
    fn share_title(&self) -> &'static str {
        "Condividi questa partita"
    }
    fn share_secret(&self) -> &'static str {
        "Questa partita tiene un segreto finché non finisce: un link o un file lo svelerebbero a chi li riceve. Si potrà condividere a partita finita."
    }
    fn share_link(&self) -> &'static str {
        "Link a questa partita, con tutte le mosse fatte finora"
    }
    fn copy(&self) -> &'static str {
        "Copia"
    }
    fn copied(&self) -> &'static str {
        "Copiato."
    }
    fn copy_by_hand(&self) -> &'static str {
        "Il link è selezionato: copialo con il comando Copia del dispositivo."
    }
    fn share_elsewhere(&self) -> &'static str {
        "Invia…"
    }
    fn qr_code(&self) -> &'static str {
        "Codice QR del link: inquadralo con la fotocamera di un altro dispositivo"
    }
    fn too_long_for_qr(&self) -> &'static str {
        "Questa partita è troppo lunga per un codice QR: invia il link oppure salvala come file."
    }
    fn no_link(&self) -> &'static str {
        "Questa partita è continuata da un salvataggio con regole più vecchie, quindi nessun link può contenerla: salvala come file."
    }
    fn save_file(&self) -> &'static str {
        "Salva come file"
    }
    fn open_file(&self) -> &'static str {
        "Apri il file di una partita"
    }
    fn drop_file(&self) -> &'static str {
        "oppure trascinalo in un punto qualsiasi di questa pagina."
    }
    fn reading_file(&self) -> &'static str {
        "Apertura della partita…"
    }
    fn cannot_open_link(&self) -> &'static str {
        "Il link di questa partita non si può aprire"
    }
    fn cannot_open_file(&self) -> &'static str {
        "Il file di questa partita non si può aprire"
    }
    fn nothing_changed(&self) -> &'static str {
        "Nulla di quanto salvato su questo dispositivo è stato cambiato."
    }
    fn already_here(&self) -> &'static str {
        "Questo dispositivo ha già questa partita, con altre mosse"
    }
    fn which_to_keep(&self) -> &'static str {
        "Quale vuoi tenere?"
    }
    fn keep_mine(&self) -> &'static str {
        "Tieni quella di questo dispositivo"
    }
    fn take_new(&self) -> &'static str {
        "Prendi quella nuova al suo posto"
    }
    fn keep_both(&self) -> &'static str {
        "Tienile entrambe"
    }
    fn elsewhere(&self) -> &'static str {
        "Una persona su un altro dispositivo"
    }
    fn send_move(&self) -> &'static str {
        "Invia la tua mossa"
    }
    fn since_your_move(&self) -> &'static str {
        "Dalla tua ultima mossa:"
    }
    fn which_seats_here(&self) -> &'static str {
        "Quali giocatori giocano su questo dispositivo?"
    }
    fn play_here(&self) -> &'static str {
        "Giocali qui"
    }
    fn show_on_board(&self) -> &'static str {
        "Mostrale sul tabellone"
    }
    fn plays_elsewhere(&self, who: &str) -> String {
        format!("Tocca a {who} su un altro dispositivo: inviagli la tua mossa (il link o il codice QR)")
    }
    fn link_length(&self, n: usize) -> String {
        format!("{n} caratteri")
    }
}
