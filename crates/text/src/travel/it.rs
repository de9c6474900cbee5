use super::TravelText;

pub struct It;

fn moves(n: usize) -> String {
    if n == 1 {
        "1 mossa".into()
    } else {
        format!("{n} mosse")
    }
}

impl TravelText for It {
    fn arrived_from(&self, game: &str, sender: &str) -> String {
        format!("{game}, inviato da {sender}")
    }
    fn another_device(&self) -> &'static str {
        "un altro dispositivo"
    }
    fn the_game(&self) -> &'static str {
        "il gioco"
    }
    fn link_for(&self, names: &str) -> String {
        format!("Questo link è per {names}, che non gioca ancora su nessun dispositivo.")
    }
    fn file_for(&self, names: &str) -> String {
        format!("Questo file è per {names}, che non gioca ancora su nessun dispositivo.")
    }
    fn which_here(&self) -> &'static str {
        "Spunta chi gioca su questo dispositivo:"
    }
    fn just_watch(&self) -> &'static str {
        "Guarda soltanto"
    }
    fn watching(&self) -> &'static str {
        "Stai guardando: su questo dispositivo non gioca nessuno di questa partita."
    }
    fn plays_there(&self, who: &str) -> String {
        format!("Tocca a {who} su un altro dispositivo")
    }
    fn older_link(&self, theirs: usize, ours: usize) -> String {
        format!(
            "Questo link è più vecchio della partita qui: {} contro {}. Non c'è niente da fare.",
            moves(theirs),
            moves(ours)
        )
    }
    fn open_the_game(&self) -> &'static str {
        "Apri la partita"
    }
    fn forked_title(&self) -> &'static str {
        "Questa partita ha preso due strade"
    }
    fn forked_after(&self, common: usize) -> String {
        format!("Dopo la mossa {common}, questo dispositivo e il link sono andati avanti, ognuno per la sua strada.")
    }
    fn way_here(&self, n: usize, who: &str) -> String {
        format!("Qui: {} ({who})", moves(n))
    }
    fn way_in_link(&self, n: usize, who: &str) -> String {
        format!("Nel link: {} ({who})", moves(n))
    }
    fn play_on_here(&self) -> &'static str {
        "Gioca sulla partita di qui"
    }
    fn play_on_link(&self) -> &'static str {
        "Gioca sulla partita del link"
    }
    fn other_way_kept(&self) -> &'static str {
        "L'altra strada resta nella tua lista come partita a parte."
    }
    fn set_aside(&self, common: usize) -> String {
        format!("l'altra strada dopo la mossa {common}")
    }
    fn send_to(&self, name: &str) -> String {
        format!("Invia a {name}")
    }
    fn secret_stays_on_one_device(&self) -> &'static str {
        "Quarantena e Pandemia nascondono il virus: su più dispositivi la partita si prepara sul dispositivo del virus, \
         che ne tiene il segreto, così quello dell'eroe non lo ha mai. Preparala lì, oppure giocate qui su un solo dispositivo."
    }
    fn give_seats(&self) -> &'static str {
        "Giocare un posto su un altro dispositivo"
    }
    fn give_seat(&self, name: &str) -> String {
        format!("Passa il posto di {name} a un altro dispositivo")
    }
    fn given_to_next(&self, name: &str) -> String {
        format!("Questo dispositivo non gioca più per {name}: lo farà il primo dispositivo che apre questo link.")
    }
    fn sealed_elsewhere(&self) -> &'static str {
        "Questa partita nasconde il virus: prima della fine la aprono solo i suoi due dispositivi, quello dell'eroe e quello del virus."
    }
    fn secret_of_another(&self) -> &'static str {
        "Questo link è stato fatto da una versione precedente dell'app e contiene ciò che il giocatore nascosto tiene segreto, quindi si apre solo sul dispositivo di quel giocatore. Su questo dispositivo non è stato salvato niente."
    }
    fn seat_taken(&self, who: &str) -> String {
        format!("Il posto di {who} è già preso")
    }
    fn taken_first(&self) -> &'static str {
        "Un altro dispositivo ha preso questo posto per primo: la partita va avanti con le mosse di quel dispositivo, e qui questo link non cambia nulla."
    }
    fn not_signed(&self, name: &str) -> String {
        format!(
            "Questo link contiene mosse per {name} che il dispositivo di {name} non ha fatto: non sono firmate con la sua chiave. \
             Non è stato applicato niente."
        )
    }
    fn seat_given_away(&self, name: &str) -> String {
        format!(
            "Questo link dà il posto di {name} a un dispositivo diverso da quello che lo gioca, senza il consenso di quel dispositivo. \
             Non è stato applicato niente."
        )
    }
    fn seat_unkept_full(&self) -> &'static str {
        "La memoria di questo dispositivo è piena: non può ricordare che questo posto si gioca qui. Chiusa questa \
         scheda, o in un'altra scheda, potrebbe solo guardare, e nulla ridarebbe il posto."
    }
    fn seat_unkept_blocked(&self) -> &'static str {
        "Questo browser non tiene nulla per questa pagina: non può ricordare che questo posto si gioca qui. \
         Chiusa questa scheda potrebbe solo guardare, e nulla ridarebbe il posto."
    }
    fn make_room_in_saves(&self) -> &'static str {
        "Fai spazio: nella schermata iniziale, elimina le partite finite che non ti servono più."
    }
    fn instead_one_device(&self) -> &'static str {
        "Oppure gioca su un solo dispositivo: scegli una persona qui \
         per ogni posto, e passatevi il dispositivo."
    }
    fn instead_watch(&self) -> &'static str {
        "Oppure guarda qui e apri il link su un dispositivo che può salvare."
    }
}
