//! Lab Race in Italian, as a primary-school teacher would write it for 10-year-olds. The log
//! speaks in the present ("Ada tira 4"), like Vaccine Race's.

use super::LabRaceText;
use crate::{Colour, Ending, LossReason, MaskWear, Role, WinReason};
use text::count;
use text::RulesText;

pub struct It;

impl LabRaceText for It {
    fn blurb(&self) -> &'static str {
        "Tutti insieme contro il virus: portate ogni pedina in giro per la città e dentro il laboratorio prima che ci arrivi il virus."
    }
    fn the_virus(&self) -> &'static str {
        "Il virus"
    }
    fn colour(&self, colour: Colour) -> &'static str {
        match colour {
            Colour::Red => "Rosso",
            Colour::Yellow => "Giallo",
            Colour::Blue => "Blu",
            Colour::Green => "Verde",
        }
    }
    fn role(&self, role: Role) -> &'static str {
        match role {
            Role::BikeCourier => "Corriere in bici",
            Role::Seamstress => "Sarta",
            Role::SocialWorker => "Assistente sociale",
        }
    }
    fn role_power(&self, role: Role) -> &'static str {
        match role {
            Role::BikeCourier => "Tira di nuovo anche dopo un 5.",
            Role::Seamstress => "Le sue mascherine FFP3 durano tre giri invece di due.",
            Role::SocialWorker => "Aiuta gli altri già con tre pedine nel laboratorio (ma non può ancora passare).",
        }
    }
    fn role_option(&self, colour: Colour) -> &'static str {
        match colour {
            Colour::Yellow => "Ruolo del giallo",
            Colour::Blue => "Ruolo del blu",
            _ => "Ruolo del verde",
        }
    }
    fn role_option_help(&self) -> &'static str {
        "Ogni colore può avere qualsiasi ruolo; ogni ruolo va al massimo a un colore."
    }
    fn no_role(&self) -> &'static str {
        "Nessun ruolo"
    }
    fn no_role_help(&self) -> &'static str {
        "Gioca con le regole normali."
    }
    fn board(&self) -> &'static str {
        "Il tabellone: usa le frecce per passare da un posto all'altro"
    }
    fn loop_field(&self, number: u8) -> String {
        format!("casella {number}")
    }
    fn bridge_field(&self, arm: Colour, number: u8) -> String {
        let arm = ["rosso", "giallo", "blu", "verde"][arm as usize];
        format!("ponte {arm} {number}")
    }
    fn lab(&self) -> &'static str {
        "il laboratorio"
    }
    fn home(&self, colour: Colour, role: Option<Role>) -> String {
        match role {
            Some(role) => format!("Quarantena di casa: {} ({})", self.colour(colour), self.role(role)),
            None => format!("Quarantena di casa: {}", self.colour(colour)),
        }
    }
    fn at_home(&self) -> &'static str {
        "a casa"
    }
    fn masked(&self, laps: u8) -> String {
        format!("mascherina, ancora {}", count(laps.into(), "giro", "giri"))
    }
    fn sick(&self) -> &'static str {
        "malata"
    }
    fn virus(&self) -> &'static str {
        "virus"
    }
    fn sanitizer(&self, uses: u8) -> String {
        format!("gel disinfettante, ancora {}", count(uses.into(), "uso", "usi"))
    }
    fn in_lab(&self, pieces: usize) -> String {
        format!("Il laboratorio: dentro {}", count(pieces, "pedina", "pedine"))
    }
    fn pieces_in_lab(&self, pieces: usize) -> String {
        format!("{pieces} su 4 nel laboratorio")
    }
    fn focus(&self, waiting: u8) -> String {
        format!("Il focolaio del virus: {} in attesa", count(waiting.into(), "virus", "virus"))
    }
    fn virus_count(&self, count: u8, max: u8) -> String {
        format!("Virus: {count} su {max}")
    }
    fn free_six(&self, left: u8) -> String {
        format!("6 gratis tra {}", count(left.into(), "turno", "turni"))
    }
    fn sanitizers_left(&self, left: u8) -> String {
        format!("{} in mano", count(left.into(), "flacone di gel", "flaconi di gel"))
    }
    fn empty(&self) -> &'static str {
        "vuota"
    }
    fn die(&self, face: Option<u8>) -> String {
        match face {
            Some(face) => format!("Il dado mostra {face}"),
            None => "Il dado".into(),
        }
    }
    fn choose_for(&self, place: &str) -> String {
        format!("Che cosa fai qui ({place})?")
    }
    fn nothing_here(&self) -> &'static str {
        "Qui ora non c'è niente da fare."
    }
    fn roll(&self) -> &'static str {
        "Tira il dado"
    }
    fn virus_roll(&self) -> &'static str {
        "Il virus tira"
    }
    fn move_piece(&self, piece: &str, from: &str, to: &str) -> String {
        format!("Muovi {piece} ({from} → {to})")
    }
    fn take_out(&self, piece: &str) -> String {
        format!("Fai uscire {piece} di casa")
    }
    fn heal(&self, piece: &str) -> String {
        format!("Cura {piece}")
    }
    fn give_mask(&self, piece: &str, laps: u8) -> String {
        format!("Dai una mascherina a {piece} ({})", count(laps.into(), "giro", "giri"))
    }
    fn replace_mask(&self, piece: &str, laps: u8, fields: u8, left: u8) -> String {
        let laps = count(laps.into(), "giro", "giri");
        format!("Dai a {piece} una mascherina nuova ({laps}, {fields} caselle; la sua ne ha ancora {left})")
    }
    fn place_sanitizer(&self, field: &str) -> String {
        format!("Metti il gel sulla {field}")
    }
    fn choice_kinds(&self) -> [&'static str; 5] {
        ["Muovi", "Fai uscire", "Cura", "Mascherina", "Gel"]
    }
    fn pass(&self) -> &'static str {
        "Passa"
    }
    fn prompt_roll(&self, again: bool) -> &'static str {
        if again {
            "tira di nuovo"
        } else {
            "tira il dado"
        }
    }
    fn prompt_move(&self, face: u8) -> String {
        format!("hai fatto {face}: muovi una pedina")
    }
    fn prompt_help(&self, face: u8, may_pass: bool) -> String {
        let half = face.div_ceil(2);
        match (face, may_pass) {
            (6, true) => "hai fatto 6: aiuta (muovi di 3 una pedina di un altro, fanne uscire una, cura o dai una mascherina) e tira di nuovo, oppure passa".into(),
            (_, true) => format!("hai fatto {face}: muovi di {half} (metà del tiro) una pedina di un altro, oppure passa"),
            (6, false) => "hai fatto 6: muovi di 6 la tua pedina o di 3 quella di un altro, fai uscire una pedina, cura, dai una mascherina o metti il gel, poi tira di nuovo".into(),
            (_, false) => format!("hai fatto {face}: muovi di {face} la tua pedina sul tabellone, o di {half} quella di un altro"),
        }
    }
    fn prompt_six(&self) -> &'static str {
        "hai fatto 6: muovi, fai uscire una pedina, cura, dai una mascherina o metti il gel, poi tira di nuovo"
    }
    fn prompt_virus(&self) -> &'static str {
        "tira e si muove con le sue regole"
    }
    fn prompt_over(&self) -> &'static str {
        "la partita è finita"
    }
    fn virus_rolled(&self, face: u8) -> String {
        format!("Il virus tira {face}")
    }
    fn virus_left_focus(&self) -> &'static str {
        "un virus esce dal focolaio sulla casella 1"
    }
    fn virus_rolls_again(&self) -> &'static str {
        "Il virus tira di nuovo"
    }
    fn virus_moved(&self, roll: &str, why: &str, from: &str, to: &str) -> String {
        format!("{roll}: {why} avanza, {from} → {to}")
    }
    fn rule_infects(&self) -> &'static str {
        "può contagiare, quindi il virus più indietro che può"
    }
    fn rule_behind(&self, person: &str) -> String {
        format!("il virus dietro {person} (la persona più indietro tra i virus)")
    }
    fn rule_first(&self) -> &'static str {
        "nessuno tra i virus, quindi il virus più avanti"
    }
    fn virus_passed(&self) -> &'static str {
        "nessun virus da muovere e niente 6: il virus passa"
    }
    fn rolled(&self, who: &str, face: u8) -> String {
        format!("{who} tira {face}")
    }
    fn free_six_counter(&self, who: &str, left: u8) -> String {
        format!("Contatore del 6 gratis di {who}: {left}")
    }
    fn free_six_given(&self, who: &str) -> String {
        format!("Il contatore di {who} arriva a 0: il tiro vale 6")
    }
    fn nothing_to_do(&self, who: &str) -> String {
        format!("{who} non ha niente da muovere")
    }
    fn rolls_again(&self, who: &str) -> String {
        format!("{who} tira di nuovo")
    }
    fn passed(&self, who: &str) -> String {
        format!("{who} passa")
    }
    fn moved(&self, piece: &str, from: &str, to: &str) -> String {
        format!("{piece} avanza: {from} → {to}")
    }
    fn took_out(&self, who: &str, piece: &str) -> String {
        format!("{who} fa uscire {piece} di casa, con la mascherina")
    }
    fn healed(&self, who: &str, piece: &str) -> String {
        format!("{who} cura {piece}")
    }
    fn mask_given(&self, who: &str, piece: &str, laps: u8) -> String {
        format!("{who} dà a {piece} una mascherina per {}", count(laps.into(), "giro", "giri"))
    }
    fn sanitizer_placed(&self, who: &str, field: &str) -> String {
        format!("{who} mette il gel sulla {field}")
    }
    fn stepped_on(&self, who: &str, to: &str) -> String {
        format!("{who} va avanti alla prima casella libera: {to}")
    }
    fn went_home(&self, piece: &str) -> String {
        format!("{piece} torna a casa (troppo vicini!)")
    }
    fn fell_sick(&self, piece: &str) -> String {
        format!("{piece} si ammala")
    }
    fn mask_worn_out(&self, piece: &str, why: MaskWear) -> String {
        match why {
            MaskWear::Laps => format!("La mascherina di {piece} è consumata dopo i suoi giri"),
            MaskWear::MetVirus => format!("La mascherina di {piece} ferma il virus e si consuma"),
            MaskWear::MetSick => format!("La mascherina di {piece} incontra una pedina malata e si consuma"),
        }
    }
    fn virus_back_to_focus(&self, field: &str) -> String {
        format!("Il virus ({field}) torna nel focolaio")
    }
    fn virus_left_behind(&self, piece: &str, field: &str) -> String {
        format!("{piece} si muove malata e senza mascherina: lascia un nuovo virus ({field})")
    }
    fn sanitizer_used(&self, field: &str, left: u8) -> String {
        match left {
            0 => format!("Il gel ({field}) è finito"),
            _ => format!("Il gel ({field}) viene usato: ne resta ancora {}", count(left.into(), "uso", "usi")),
        }
    }
    fn virus_destroyed(&self, field: &str) -> String {
        format!("Un virus è distrutto per sempre ({field})")
    }
    fn entered_lab(&self, who: &str) -> String {
        format!("{who} entra nel laboratorio")
    }
    fn ending(&self, ending: Ending) -> &'static str {
        match ending {
            Ending::Won(WinReason::AllInLab) => "Tutti sono arrivati al laboratorio: vince l'umanità!",
            Ending::Won(WinReason::VirusGone) => "Tutti i virus sono distrutti e nessuno è malato: vince l'umanità!",
            Ending::Lost(LossReason::VirusInLab) => "Un virus è entrato nel laboratorio: vince il virus",
            Ending::Lost(LossReason::SickInLab) => "Una pedina malata è entrata nel laboratorio: vince il virus",
            Ending::Lost(LossReason::TwelveViruses) => "Il virus si è moltiplicato fino a 12: vince il virus",
        }
    }
    fn loses_how(&self, why: LossReason) -> &'static str {
        match why {
            LossReason::VirusInLab => "un virus raggiunge il laboratorio",
            LossReason::SickInLab => "una pedina malata entra nel laboratorio",
            LossReason::TwelveViruses => "il virus si moltiplica fino a 12",
        }
    }
    fn after_virus_roll(&self, faces: &[u8], how: &str) -> String {
        format!("se poi il virus tira {}, {how}", super::faces_or(faces, "o"))
    }
    fn humanity_wins(&self) -> &'static str {
        "Vince l'umanità!"
    }
    fn virus_wins(&self) -> &'static str {
        "Vince il virus"
    }
    fn the_roles(&self) -> &'static str {
        "I ruoli"
    }
    fn our_rulings(&self) -> &'static str {
        "Come questa app gioca i casi dubbi"
    }
    fn our_rulings_intro(&self) -> &'static str {
        "Le regole stampate non dicono queste cose; questa app le gioca così:"
    }
    fn our_rulings_list(&self) -> &'static [&'static str] {
        super::rules_it::OURS
    }
    fn board_key(&self) -> &'static [&'static str] {
        &[
            "Le pedine: gialle con la faccia rotonda, blu quadrata, verdi a rombo, ognuna col suo numero",
            "Una pedina che può muoversi (cornice nera): toccala",
            "Una pedina che può essere curata, ricevere una mascherina o il gel sotto di sé (angoli neri): toccala",
            "Malata (faccia e contorno viola, numero bianco): resta malata finché non è curata con un 6; senza mascherina, quando si muove lascia un virus dietro di sé",
            "Mascherina (riquadro bianco accanto alla testa): il numero dice per quanti giri protegge ancora",
            "Un virus (un germe rosso con le punte); i virus che aspettano di uscire sono nel focolaio, la zona rosso scuro col simbolo del rischio biologico",
            "Gel igienizzante (una goccia accanto alla sua casella con gli usi rimasti, o su un ponte una goccia per uso negli angoli della casella): qui non passa il contagio e un virus che entra è distrutto",
            "Il laboratorio, l'edificio al centro: le pedine di ogni colore aspettano nella loro casa, fanno il giro delle caselle, poi attraversano il proprio ponte di assi fino a lì",
            "Una mossa che fa perdere la partita, o che fa vincere il virus al suo prossimo tiro (cornice rossa, segnale di pericolo): prima di giocarla si chiede conferma",
        ]
    }
}

impl RulesText for It {
    fn title(&self) -> &'static str {
        "Corsa al laboratorio"
    }
    fn rules_intro(&self) -> &'static str {
        super::rules_it::INTRO
    }
    fn how_to_play(&self) -> &'static str {
        "Come si gioca"
    }
    fn how_to_play_steps(&self) -> &'static [&'static str] {
        super::rules_it::STEPS
    }
    fn rulings(&self) -> &'static str {
        "Le regole nei dettagli"
    }
    fn rulings_list(&self) -> &'static [&'static str] {
        super::rules_it::RULINGS
    }
}
