//! Carcassonne in Italian, with the words of the Italian edition (tessera, seguace, strada,
//! città, monastero, prato, stemma), as a teacher would say them to 10-year-olds. The log
//! speaks in the present and never needs a masculine or feminine ending for a player's name.

use super::{CarcassonneText, Towards};
use crate::Feature;
use lang::Lang;
use text::RulesText;
use text::{count, list};

pub struct It;

/// The feature with its article: "una strada", "un monastero".
fn a(feature: Feature) -> &'static str {
    match feature {
        Feature::Road => "una strada",
        Feature::City => "una città",
        Feature::Cloister => "un monastero",
        Feature::Field => "un prato",
    }
}

impl CarcassonneText for It {
    fn lang(&self) -> Lang {
        Lang::It
    }
    fn blurb(&self) -> &'static str {
        "Metti le tessere per costruire strade, città e monasteri, e piazza i tuoi seguaci per fare punti."
    }
    fn feature(&self, feature: Feature) -> &'static str {
        match feature {
            Feature::Road => "strada",
            Feature::City => "città",
            Feature::Cloister => "monastero",
            Feature::Field => "prato",
        }
    }
    fn features(&self, feature: Feature) -> &'static str {
        match feature {
            Feature::Road => "Strade",
            Feature::City => "Città",
            Feature::Cloister => "Monasteri",
            Feature::Field => "Prati",
        }
    }
    fn towards(&self, towards: Towards) -> &'static str {
        match towards {
            Towards::Centre => "centro",
            Towards::North => "nord",
            Towards::NorthEast => "nord-est",
            Towards::East => "est",
            Towards::SouthEast => "sud-est",
            Towards::South => "sud",
            Towards::SouthWest => "sud-ovest",
            Towards::West => "ovest",
            Towards::NorthWest => "nord-ovest",
        }
    }
    fn off_last(&self, way: &[(u8, Towards)], start: bool) -> String {
        let steps: Vec<String> = way
            .iter()
            .map(|&(n, towards)| match (way.len(), n) {
                (1, 1) => format!("a {}", self.towards(towards)),
                _ => format!("{n} a {}", self.towards(towards)),
            })
            .collect();
        match (steps.is_empty(), start) {
            (true, true) => "la tessera di partenza".into(),
            (true, false) => "l'ultima tessera".into(),
            (false, true) => format!("{} della tessera di partenza", steps.join(" e ")),
            (false, false) => format!("{} dell'ultima tessera", steps.join(" e ")),
        }
    }
    fn on_tile(&self, way: &[(u8, Towards)], start: bool) -> String {
        match (way.is_empty(), start) {
            (true, true) => "sulla tessera di partenza".into(),
            (true, false) => "sull'ultima tessera".into(),
            (false, _) => format!("sulla tessera {}", self.off_last(way, start)),
        }
    }
    fn no_meeple(&self) -> &'static str {
        "Nessun seguace"
    }
    fn meeple_on(&self, feature: Feature, towards: Towards) -> String {
        format!("{}, {}", self.feature(feature), self.towards(towards))
    }
    fn prompt_place(&self) -> &'static str {
        "metti la tessera su un posto evidenziato"
    }
    fn prompt_meeple(&self) -> &'static str {
        "metti un seguace sulla nuova tessera, oppure nessuno"
    }
    fn prompt_over(&self) -> &'static str {
        "la partita è finita"
    }
    fn board(&self) -> &'static str {
        "Il tavolo: le frecce spostano la vista, + e − fanno lo zoom, C centra sull'ultima tessera"
    }
    fn free_spot(&self, place: &str) -> String {
        format!("Posto libero {place}")
    }
    fn preview(&self, place: &str, quarter_turns: u8) -> String {
        format!("La tua tessera {place}, girata di {}°: premi ancora per girarla", 90 * u16::from(quarter_turns))
    }
    fn tile_to_place(&self) -> &'static str {
        "Tessera da mettere"
    }
    fn rotate(&self) -> &'static str {
        "Gira"
    }
    fn coach_place(&self, spot: &str) -> String {
        format!("Ora tocca «{spot}», che si illumina, poi «Metti la tessera».")
    }
    fn confirm(&self) -> &'static str {
        "Metti la tessera"
    }
    fn zoom_in(&self) -> &'static str {
        "Ingrandisci"
    }
    fn zoom_out(&self) -> &'static str {
        "Rimpicciolisci"
    }
    fn centre_last(&self) -> &'static str {
        "Centra sull'ultima tessera"
    }
    fn fit_all(&self) -> &'static str {
        "Mostra tutte le tessere"
    }
    fn tiles_left(&self, n: usize) -> String {
        let tiles = count(n, "tessera", "tessere");
        if n == 1 {
            format!("Resta {tiles}")
        } else {
            format!("Restano {tiles}")
        }
    }
    fn set_aside(&self, n: usize) -> String {
        if n == 1 {
            "1 tessera messa da parte: non andava bene da nessuna parte".into()
        } else {
            format!("{n} tessere messe da parte: non andavano bene da nessuna parte")
        }
    }
    fn seat_summary(&self, score: u32, meeples: u8) -> String {
        let left = if meeples == 1 { "1 seguace rimasto".to_string() } else { format!("{meeples} seguaci rimasti") };
        format!("{}, {left}", count(score as usize, "punto", "punti"))
    }
    fn if_it_ended_now(&self) -> &'static str {
        "Punti se la partita finisse ora"
    }
    fn stack_by_kind(&self) -> &'static str {
        "Tessere ancora nel mucchio"
    }
    fn board_help(&self) -> &'static str {
        "Tocca un posto evidenziato, tocca ancora (o R) per girare la tessera, poi Metti la tessera (o Invio)."
    }
    fn during_play(&self, features: &str) -> String {
        format!("{features} durante la partita")
    }
    fn at_the_end(&self, features: &str) -> String {
        format!("{features} alla fine")
    }
    fn placed(&self, who: &str) -> String {
        format!("{who} mette una tessera")
    }
    fn meeple_placed(&self, who: &str, feature: Feature) -> String {
        format!("{who} mette un seguace su {}", a(feature))
    }
    fn no_meeple_placed(&self, who: &str) -> String {
        format!("{who} non mette nessun seguace")
    }
    fn scored(&self, who: &[String], points: u32, feature: Feature) -> String {
        let points = count(points as usize, "punto", "punti");
        match who {
            [one] => format!("{one} fa {points} per {}", a(feature)),
            _ => format!("{} fanno {points} a testa per {}", list(who, Lang::It), a(feature)),
        }
    }
    fn tile_set_aside(&self) -> &'static str {
        "Una tessera non va bene da nessuna parte: si mette da parte e se ne pesca un'altra"
    }
    fn final_scoring(&self) -> &'static str {
        "Le tessere sono finite: si contano i punti finali"
    }
    fn the_tiles(&self) -> &'static str {
        "Le tessere"
    }
    fn board_key(&self) -> &'static [&'static str] {
        &[
            "Un posto dove la tessera sta: toccalo, tocca di nuovo per girarla",
            "L'ultima tessera posata (tratteggio rosso)",
            "Un posto per un seguace: toccalo, o scegli Nessun seguace; se la tessera è piccola, toccalo sulla sua copia ingrandita accanto",
            "Un'area contagiata (espansione COVID-19): rosa tratteggiato",
        ]
    }
}

impl RulesText for It {
    fn title(&self) -> &'static str {
        "Carcassonne"
    }
    fn rules_intro(&self) -> &'static str {
        "Il gioco base di Carcassonne, da 2 a 5 giocatori. A ogni turno peschi una tessera, la metti \
         accanto a quelle già sul tavolo in modo che ogni lato combaci, e puoi metterci sopra uno dei tuoi seguaci."
    }
    fn how_to_play(&self) -> &'static str {
        "Come si gioca"
    }
    fn how_to_play_steps(&self) -> &'static [&'static str] {
        &[
            "La tessera che hai pescato è accanto al tavolo. I posti dove va bene sono evidenziati.",
            "Tocca un posto per vedere lì la tessera. Toccalo ancora, premi R o Gira per girarla. Metti la tessera (o Invio) la posa.",
            "Poi tocca una strada, una città, un monastero o un prato della nuova tessera per metterci un seguace, oppure scegli Nessun seguace.",
            "Trascina per spostare il tavolo, usa la rotellina o due dita per lo zoom; vanno bene anche le frecce, + e − e C.",
        ]
    }
    fn rulings(&self) -> &'static str {
        "Le regole nei dettagli"
    }
    fn rulings_list(&self) -> &'static [&'static str] {
        &[
            "Le 72 tessere del gioco base (senza il fiume): 24 tipi nelle quantità solite. La tessera di partenza è scoperta in mezzo al tavolo.",
            "Da 2 a 5 giocatori, 7 seguaci a testa.",
            "Un seguace va solo sulla tessera appena messa, e mai su una strada, una città o un prato dove c'è già un seguace.",
            "Una strada completata vale 1 punto per tessera; una città completata 2 per tessera e 2 per stemma; un monastero completato 9. Si contano subito e i seguaci tornano ai giocatori.",
            "Alla fine una strada non finita vale 1 per tessera, una città non finita 1 per tessera e 1 per stemma, un monastero non finito 1 più 1 per ogni tessera intorno.",
            "Ogni prato vale 3 punti per ogni città completata che tocca.",
            "A pari merito si condivide: chi ha più seguaci in una costruzione prende tutti i punti, anche se sono in tanti.",
            "Una tessera che non va bene da nessuna parte si mette da parte e se ne pesca un'altra.",
            "La partita finisce quando il mucchio è vuoto; vince chi ha più punti.",
            "L'incrocio ha quattro prati separati, uno per angolo.",
        ]
    }
}
