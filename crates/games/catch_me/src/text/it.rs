//! Catch Me If You Can in Italian ("Acchiappami se ci riesci"), for children of ten: eroe,
//! virus, dado, casella, passi, zona sicura.

use super::CatchMeText;
use crate::board::Kind;
use crate::state::{Mode, Side};
use text::count;
use text::RulesText;

pub struct It;

impl CatchMeText for It {
    fn blurb(&self) -> &'static str {
        "L'eroe corre verso la zona sicura; il virus lo insegue, in vista o di nascosto. In due."
    }
    fn mode_words(&self, mode: Option<Mode>) -> (&'static str, &'static str) {
        match mode {
            None => ("Modalità: tre livelli", "Quanto l'eroe vede del virus, dal facile al più difficile."),
            Some(Mode::Normal) => ("Livello 1, Normale", "Il virus si vede sempre."),
            Some(Mode::Quarantine) => {
                ("Livello 2, Quarantena", "Il virus si muove di nascosto; si mostra ogni due mosse.")
            }
            Some(Mode::Pandemic) => ("Livello 3, Pandemia", "Il virus non si vede mai fino alla fine."),
        }
    }
    fn role(&self, side: Side) -> &'static str {
        match side {
            Side::Hero => "Eroe",
            Side::Virus => "Virus",
        }
    }
    fn the(&self, side: Side) -> &'static str {
        match side {
            Side::Hero => "l'eroe",
            Side::Virus => "il virus",
        }
    }
    fn kind(&self, kind: Kind) -> &'static str {
        match kind {
            Kind::Plain => "casella semplice",
            Kind::Red => "casella rossa",
            Kind::Green => "casella verde",
            Kind::RollAgain => "casella viola, Tira di nuovo!",
            Kind::Portal { .. } => "portale",
            Kind::SafeZone => "zona sicura",
        }
    }
    fn portal_to(&self, number: usize, twin: &str) -> String {
        format!("portale {number} verso {twin}")
    }
    fn kind_effect(&self, kind: Kind) -> &'static str {
        match kind {
            Kind::Plain => "Nessun effetto.",
            Kind::Red => "Eroe: passarci sopra costa 1 passo. Virus: fermarsi qui dà 1 passo in più.",
            Kind::Green => "Eroe: fermarsi qui dà 1 passo in più. Virus: passarci sopra costa 1 passo.",
            Kind::RollAgain => "Se ti fermi qui con il tuo tiro: tira di nuovo.",
            Kind::Portal { .. } => "Andare al portale con lo stesso numero conta 1 passo.",
            Kind::SafeZone => "L'eroe vince appena ci entra. Il virus non può entrarci.",
        }
    }
    fn kind_picture(&self, kind: Kind) -> &'static str {
        match kind {
            Kind::Plain => "(un isolato con il suo tetto)",
            Kind::Red => "(una strada affollata: righe rosse, un cartello di pericolo)",
            Kind::Green => "(un parco all'aperto: puntini verdi, alberi)",
            Kind::RollAgain => "(una rotonda: una freccia in cerchio)",
            Kind::Portal { .. } => "(un ingresso della metro con il suo numero)",
            Kind::SafeZone => "(l'ospedale: una grande croce sul tetto)",
        }
    }
    fn board_name(&self, width: u8, height: u8) -> String {
        format!("Il tabellone, {width} caselle per {height}")
    }
    fn piece_here(&self, side: Side) -> String {
        format!("qui c'è {}", self.the(side))
    }
    fn seen_here(&self, moves_ago: usize) -> String {
        format!("virus visto qui {} fa", count(moves_ago, "mossa", "mosse"))
    }
    fn seen_ago(&self, moves_ago: usize) -> String {
        format!("{} fa", count(moves_ago, "mossa", "mosse"))
    }
    fn next_step(&self) -> &'static str {
        "puoi fare un passo qui"
    }
    fn can_end_here(&self, steps: usize) -> String {
        format!("la mossa può finire qui, a {}", count(steps, "passo", "passi"))
    }
    fn this_move(&self) -> &'static str {
        "già attraversata in questo turno"
    }
    fn virus_path_step(&self, step: usize) -> String {
        format!("percorso del virus, passo {step}")
    }
    fn dice_mixed(&self) -> &'static str {
        "Mescola i dadi dell'eroe con i valori dei due dispositivi"
    }
    fn roll(&self) -> &'static str {
        "Tira il dado"
    }
    fn step_to(&self, square: &str) -> String {
        format!("Vai su {square}")
    }
    fn prompt_roll(&self, side: Side) -> String {
        format!("tira il dado per {}", self.the(side))
    }
    fn prompt_move(&self, side: Side, left: u8) -> String {
        format!("muovi {}, {}", self.the(side), self.steps_left(left))
    }
    fn prompt_unseen(&self) -> &'static str {
        "il virus si muove di nascosto"
    }
    fn prompt_over(&self, winner: Side) -> String {
        format!("la partita è finita: vince {}", self.the(winner))
    }
    fn steps_left(&self, left: u8) -> String {
        match left {
            1 => "resta 1 passo".into(),
            n => format!("restano {n} passi"),
        }
    }
    fn moving(&self, side: Side) -> String {
        format!("Si muove {}", self.the(side))
    }
    fn die_face(&self, roller: Side, face: Option<u8>) -> String {
        match face {
            Some(face) => format!("{}: {face}", self.role(roller)),
            None => format!("{}: tiro nascosto", self.role(roller)),
        }
    }
    fn out_of_sight(&self) -> &'static str {
        "di nascosto"
    }
    fn legend(&self) -> &'static str {
        "Le caselle"
    }
    fn on(&self, square: &str) -> String {
        format!("su {square}")
    }
    fn last_seen(&self, square: &str, moves_ago: usize) -> String {
        format!("visto l'ultima volta su {square}, {} fa", count(moves_ago, "mossa", "mosse"))
    }
    fn rolled(&self, side: Side, face: Option<u8>) -> String {
        match (side, face) {
            (Side::Hero, Some(face)) => format!("L'eroe tira {face}"),
            (Side::Virus, Some(face)) => format!("Il virus tira {face}"),
            (_, None) => "Il virus tira il dado di nascosto".into(),
        }
    }
    fn moves(&self, mover: Side, steps: Option<u8>) -> String {
        match steps {
            Some(steps) => format!("si muove {} di {}", self.the(mover), count(steps.into(), "passo", "passi")),
            None => format!("si muove {} di nascosto", self.the(mover)),
        }
    }
    fn stepped(&self, mover: Side, from: &str, to: &str, portal: bool, left: u8) -> String {
        let how = if portal { "prende il portale" } else { "va" };
        match left {
            0 => format!("{} {how} {from} → {to}", self.role(mover)),
            _ => format!("{} {how} {from} → {to}, {}", self.role(mover), self.steps_left(left)),
        }
    }
    fn blocked(&self, mover: Side, at: &str, unused: u8) -> String {
        let unused = count(unused.into(), "passo", "passi");
        format!("{} non può andare oltre {at}: avanza {unused}", self.role(mover))
    }
    fn rolls_again(&self, side: Side) -> String {
        format!("Tira di nuovo! {} tira ancora", self.role(side))
    }
    fn rolled_again_unseen(&self, face: u8) -> String {
        match face {
            1..=3 => format!("Il virus ha tirato {face} di nascosto: va avanti"),
            _ => format!("Il virus ha tirato {face} di nascosto: nascosto vale solo 1, 2 o 3, quindi non si muove"),
        }
    }
    fn virus_shown(&self, at: &str) -> String {
        format!("Il virus si vede su {at}")
    }
    fn hero_safe(&self, at: &str) -> String {
        format!("L'eroe arriva nella zona sicura su {at}!")
    }
    fn hero_caught(&self, at: &str) -> String {
        format!("Il virus acchiappa l'eroe su {at}!")
    }
    fn virus_path(&self, path: &str) -> String {
        format!("Tutto il percorso del virus: {path}")
    }
    fn outcome(&self, winner: Side, name: &str) -> String {
        match winner {
            Side::Hero => format!("L'eroe ({name}) raggiunge la zona sicura e vince!"),
            Side::Virus => format!("Il virus ({name}) acchiappa l'eroe e vince!"),
        }
    }
    fn the_modes(&self) -> &'static str {
        "Tre livelli. Livello 1, Normale: si vede tutto. Livello 2, Quarantena (difficile): le mosse del virus sono nascoste, e così i suoi tiri di 1, 2 o 3 (un 4, 5 o 6 muove l'eroe, quindi si vede); il tabellone mostra il virus dov'è ogni due mosse del virus. Livello 3, Pandemia (pazzesca): il virus non si vede mai fino alla fine. Due persone con un solo tablet se lo passano dietro una schermata che copre tutto; alla fine si vede tutto il percorso del virus."
    }
    fn the_squares(&self) -> &'static str {
        "Le caselle"
    }
}

impl RulesText for It {
    fn title(&self) -> &'static str {
        "Acchiappami se ci riesci"
    }
    fn rules_intro(&self) -> &'static str {
        "Un gioco per due di Arvindh Sundar (Put The Player First, CC BY-NC-SA 4.0): l'eroe deve arrivare nella zona sicura senza farsi acchiappare dal virus. Una partita dura da 2 a 5 minuti."
    }
    fn how_to_play(&self) -> &'static str {
        "Come si gioca"
    }
    fn how_to_play_steps(&self) -> &'static [&'static str] {
        &[
            "L'eroe parte dall'angolo A1, il virus vicino al centro. Tira per primo l'eroe, poi si fa a turno.",
            "Al tuo turno tira il dado. Con 1, 2 o 3 ti muovi di tante caselle. Con 4, 5 o 6 si muove il tuo avversario del tiro meno 3 (1, 2 o 3 caselle).",
            "Muoviti in su, in giù, a destra o a sinistra, mai in diagonale, e mai due volte sulla stessa casella nello stesso turno (un Tira di nuovo continua lo stesso turno). Tocca le caselle una alla volta, oppure la casella dove vuoi fermarti.",
            "Le caselle rosse e verdi cambiano quanto vai lontano (guarda le caselle qui sotto). Passare da un portale al suo gemello conta un passo. Se finisci la tua mossa su una casella viola: tira di nuovo.",
            "Finché tutti vedono il virus (sempre in Normale; all'inizio; in Quarantena da quando viene mostrato finché non si muove di nuovo) l'eroe non può entrare nella sua casella né passarci sopra. Dove è nascosto, l'eroe che entra sulla sua casella viene acchiappato. Il virus acchiappa l'eroe se arriva sulla sua casella, a qualsiasi passo.",
            "L'eroe vince se arriva nella zona sicura; il virus vince se acchiappa l'eroe.",
        ]
    }
    fn rulings(&self) -> &'static str {
        "Come questa app gioca i casi dubbi"
    }
    fn rulings_list(&self) -> &'static [&'static str] {
        &[
            "Il tabellone stampato non c'è nelle regole: questa app ne disegna uno suo, 10 per 10, con 6 caselle rosse, 6 verdi, 4 viola e 2 coppie di portali, fatto in modo che, se tutti e due giocano al meglio, l'eroe vinca circa metà delle partite e la partita duri: di solito l'eroe ha 8 turni o più, e nessun portale lo porta vicino alla zona sicura. Una partita cominciata sul primo tabellone dell'app continua su quello.",
            "Una mossa che non può usare tutti i passi va più lontano che può; una mossa che può usarli tutti deve farlo.",
            "\"Mai due volte sulla stessa casella nello stesso turno\" vale per tutto il turno: un Tira di nuovo continua lo stesso turno, quindi la nuova mossa non può ripassare sulle caselle già attraversate.",
            "Annulla non ti mostra mai ciò che in quel momento non potevi vedere, e non torna mai prima di un momento in cui ti è stato mostrato il virus nascosto (quando la Quarantena lo mostra, la fine della partita): finita una partita nascosta, l'eroe non può annullare.",
            "Una mossa nascosta del virus dura sullo schermo lo stesso tempo, e lascia gli stessi segni nel registro e nelle partite salvate, qualunque sia la sua lunghezza.",
            "Una casella rossa (verde per il virus) toglie il suo passo quando ci entri e hai ancora passi; se ti resta un passo solo, ti fermi lì. Una casella verde (rossa per il virus) dove finisce la mossa dà un passo in più, da fare se si può.",
            "Il virus non può entrare nella zona sicura. Arrivare nella zona sicura, o sulla casella dell'eroe, finisce subito la mossa.",
            "Dove il virus è nascosto le mosse dell'eroe non dipendono mai da lui, così non possono svelarlo: l'eroe che entra sulla casella del virus nascosto viene acchiappato. Dove la sua casella è nota a tutti, le mosse dell'eroe la evitano.",
            "In Quarantena conta ogni mossa del virus, anche quelle fatte con il tiro dell'eroe.",
            "L'eroe vede che il virus tira, ma non il numero quando muove il virus; un 4, 5 o 6 muove l'eroe e si vede, come si vedono i passi del virus mosso con il tiro dell'eroe.",
            "Il virus nascosto che finisce la sua mossa su una casella viola tira di nuovo di nascosto, così l'eroe vede lo stesso qualunque numero esca: con 1, 2 o 3 la stessa mossa continua (una mossa sola, per il conto della Quarantena); un 4, 5 o 6 muoverebbe l'eroe davanti a tutti, quindi di nascosto non vale. Le partite cominciate con una versione precedente tengono il vecchio Tira di nuovo, in vista.",
            "Toccare la casella dove la mossa deve finire fa la strada valida più corta (meno passi).",
            "In modalità Normale non c'è niente di nascosto, così due persone usano lo schermo senza coprirlo.",
            "Quarantena e Pandemia su due dispositivi si preparano sul dispositivo del virus. Questo tiene una chiave segreta e la promette (un hash) prima che l'eroe muova; i dadi del virus nascono dalla chiave e da un valore che il dispositivo dell'eroe aggiunge dopo la promessa, così nessuna delle due parti li sceglie. Le mosse nascoste del virus viaggiano chiuse con la chiave, e ciò che le regole mostrano viaggia in chiaro. Il dispositivo dell'eroe non sa mai dove si trova il virus nascosto. Alla fine arriva la chiave, e il dispositivo dell'eroe controlla ogni mossa e ogni tiro nascosti e dice se tutto era regolare.",
            "Su due dispositivi, il passo dell'eroe sulla casella del virus nascosto lo decide il dispositivo del virus: le mosse dell'eroe dopo quel passo non sono avvenute, e il dispositivo dell'eroe lo dice.",
            "Su due dispositivi, il dispositivo dell'eroe non indica nessun vincitore finché il dispositivo del virus non ha mandato la sua chiave e ogni mossa e tiro nascosti sono stati controllati; fino ad allora la partita resta in corso. Una fine che non supera il controllo, o che contraddice ciò che l'eroe ha visto (una cattura su un'altra casella, un percorso che non passa dove il virus è stato mostrato), è falsificata dal dispositivo del virus e non conta per nessuno.",
            "Su due dispositivi, i dadi dell'eroe si mescolano a ogni turno dell'eroe con un valore di ciascun dispositivo, ognuno promesso prima di conoscere l'altro: il dispositivo dell'eroe manda l'inizio di una catena di valori prima di vedere quelli del virus, e i valori del virus vengono dalla sua chiave promessa, un turno alla volta. Nessun dispositivo sceglie un tiro o lo conosce prima che arrivi il valore dell'altro, e anche i tiri del virus aspettano il valore dell'eroe del turno prima. Un Tira di nuovo! nello stesso turno usa i dadi di quel turno. Le partite iniziate da una versione precedente tengono i loro vecchi dadi, e lo dicono alla fine.",
        ]
    }
}
