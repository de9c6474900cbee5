use super::TeachersText;

pub struct It;

impl TeachersText for It {
    fn for_teachers(&self) -> &'static str {
        "Per gli insegnanti"
    }
    fn intro(&self) -> &'static str {
        "Metti un gioco nella pagina della tua classe, dai alla classe un link o un codice QR per aprire la stessa \
         partita sui propri dispositivi, e stampa le regole."
    }
    fn maker(&self) -> &'static str {
        "Un gioco per la pagina della classe"
    }
    fn maker_help(&self) -> &'static str {
        "Scegli il gioco e chi gioca; il codice e il link qui sotto seguono le tue scelte."
    }
    fn game(&self) -> &'static str {
        "Gioco"
    }
    fn language(&self) -> &'static str {
        "Lingua"
    }
    fn players(&self) -> &'static str {
        "Giocatori"
    }
    fn who_plays(&self) -> &'static str {
        "Chi gioca a ogni posto"
    }
    fn computer_at(&self, level: &str) -> String {
        format!("Computer, {}", crate::coach::latin_lowercase(level))
    }
    fn locked(&self) -> &'static str {
        "Solo questo gioco"
    }
    fn locked_help(&self) -> &'static str {
        "Niente altri giochi e niente preparazione: Nuova partita comincia subito con questi giocatori."
    }
    fn locks(&self) -> &'static str {
        "Cosa gli alunni non possono cambiare"
    }
    fn lock_names(&self) -> &'static [&'static str; 4] {
        &[
            "La lingua",
            "La schermata iniziale: la pagina apre la partita in corso, se no una nuova",
            "Le partite salvate: il loro elenco, cancellarle",
            "La condivisione: il link e il codice QR della partita, salvarla come file",
        ]
    }
    fn same_deal(&self) -> &'static str {
        "La stessa partita su ogni dispositivo"
    }
    fn deal_number(&self) -> &'static str {
        "Numero della partita"
    }
    fn another_deal(&self) -> &'static str {
        "Un altro numero"
    }
    fn deal_in_words(&self, seed: u64) -> String {
        format!(
            "Ogni dispositivo che comincia questo gioco ha la partita numero {seed}: lo stesso inizio, e gli stessi \
             dadi per le stesse mosse."
        )
    }
    fn new_deal_each_time(&self) -> &'static str {
        "Ogni nuova partita è diversa."
    }
    fn iframe_code(&self) -> &'static str {
        "Il codice per la tua pagina"
    }
    fn iframe_help(&self) -> &'static str {
        "Incollalo nell'HTML della tua pagina. Il riquadro prende la larghezza della pagina e quasi tutta \
         l'altezza dello schermo, così il gioco si vede intero, anche su un tablet. Il suo sandbox lascia salvare \
         le partite su ogni dispositivo e salvarle come file."
    }
    fn class_link(&self) -> &'static str {
        "Il link per la classe"
    }
    fn class_link_help(&self) -> &'static str {
        "Gli alunni lo aprono, o inquadrano il codice, sui propri dispositivi: lo stesso gioco, gli stessi giocatori."
    }
    fn to_print(&self) -> &'static str {
        "Regole da stampare"
    }
    fn to_print_help(&self) -> &'static str {
        "Ogni pagina delle regole si stampa su A4 senza menu né pulsanti; la scheda rapida sta in una pagina."
    }
    fn quick_card(&self) -> &'static str {
        "Scheda rapida"
    }
    fn print(&self) -> &'static str {
        "Stampa"
    }
    fn needs(&self) -> &'static str {
        "Che cosa serve all'app dalla pagina della scuola"
    }
    fn needs_list(&self) -> &'static [&'static str] {
        &[
            "Niente account e niente accesso. Niente di quello che fanno gli alunni viene mandato altrove: dopo il \
             caricamento l'app non chiede niente alla rete.",
            "Le partite restano nel browser di ogni dispositivo (la sua memoria locale). Il browser deve lasciare \
             che i siti conservino dati; una finestra anonima dimentica le partite quando si chiude.",
            "In un iframe, il sandbox deve avere allow-scripts e allow-same-origin per salvare (il codice qui sopra \
             li ha). Senza allow-same-origin si gioca lo stesso, ma non si salva, e l'app lo dice.",
            "Senza internet: una volta aperta da un indirizzo web (http o https), l'app tiene i suoi file e \
             funziona anche offline.",
            "Un solo file: l'app esiste anche come un unico file HTML, per una chiavetta USB o una e-mail. Aperto \
             dal file (file://) in Chrome o Chromium si gioca e si salva su quel dispositivo, senza internet.",
            "Qualsiasi cartella di qualsiasi server web: copia la cartella dell'app così com'è; non c'è niente da \
             installare o da configurare.",
        ]
    }
    fn no_such_level(&self, value: &str) -> String {
        format!("Il link chiede un livello del computer \"{value}\": ci sono easy, normal e hard. Si gioca a normal.")
    }
    fn not_a_seed(&self, value: &str) -> String {
        format!("Il numero della partita del link, \"{value}\", non è un numero: ogni partita sarà diversa.")
    }
    fn no_such_lock(&self, value: &str) -> String {
        format!("Il link chiede di bloccare \"{value}\": ci sono lang, home, saves e share. Gli altri sono bloccati.")
    }
    fn file_for_other_game(&self, game: &str, here: &str) -> String {
        format!("Questo file è una partita di {game}; in questa pagina si gioca solo a {here}.")
    }
    fn link_for_other_game(&self, game: &str, here: &str) -> String {
        format!("Questo link è una partita di {game}; in questa pagina si gioca solo a {here}.")
    }
    fn back_to(&self, game: &str) -> String {
        format!("Torna a {game}")
    }
    fn card_title(&self, game: &str) -> String {
        format!("{game}: scheda rapida")
    }
    fn goal(&self) -> &'static str {
        "Lo scopo"
    }
    fn a_turn(&self) -> &'static str {
        "Un turno"
    }
    fn key_rules(&self) -> &'static str {
        "Le regole principali"
    }
    fn the_end(&self) -> &'static str {
        "La fine"
    }
    fn more_on_rules_page(&self) -> &'static str {
        "Tutte le regole nei dettagli sono nella pagina delle regole del gioco."
    }
}
