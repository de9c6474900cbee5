//! Vaccine Race in Italian, as a primary-school teacher would write it for 10-year-olds. The log
//! speaks in the present ("Blu tira 2d4 = 5 e avanza: 18 → 23"), which also keeps it free of
//! masculine and feminine endings whatever the players' names.

use super::VaccineRaceText;
use crate::squares::{Dice, SquareEvent};
use lang::Lang;
use text::RulesText;
use text::{count, list};

pub struct It;

const FUNDING: &str = "Il tuo esperimento dà risultati promettenti. Gli investitori hanno messo altri soldi.";
const ANTI_VAX: &str = "Le associazioni contro i vaccini protestano davanti al laboratorio.";
const COMPANY: &str = "I capi delle aziende di vaccini si sono riuniti per far conoscere il loro vaccino. \
                       Chi perde potrebbe pagarla cara.";
const PRESIDENT: &str = "Il Presidente è positivo al virus. Sempre più persone seguono i progressi dei vaccini! \
                         È la tua occasione!";
const MAJOR_FAIL: &str = "Alcuni volontari sono morti e altri hanno avuto effetti collaterali.";
const MINOR_FAIL: &str = "Alcuni volontari hanno avuto effetti collaterali.";

/// The title and story of every named square (squares::NAMED_SQUARES), in track order.
const SQUARES: [(u8, &str, &str); 36] = [
    (
        0,
        "Pandemia",
        "Gli scienziati hanno scoperto un nuovo virus che si diffonde. Per sequenziare il DNA del virus \
         devi fare 5 o 6: allora vai alla casella successiva.",
    ),
    (1, "DNA sequenziato", "Il DNA del virus è stato sequenziato. Comincia lo sviluppo del vaccino."),
    (10, "Verifica fallita", "Il controllo del ceppo del vaccino non è riuscito."),
    (
        14,
        "Il primo vaccino!",
        "Hai prodotto il primo vaccino! A volte le aziende saltano la sperimentazione animale, se ci sono \
         volontari pronti a correre il rischio.",
    ),
    (
        15,
        "Mancano i topi da laboratorio!",
        "Per colpa del lockdown mancano gli animali per gli esperimenti! Fai 4, 5 o 6 per procurarteli.",
    ),
    (18, "Fondi extra", FUNDING),
    (
        19,
        "Anche gli animali contano!",
        "L'associazione per la protezione degli animali protesta davanti al laboratorio!",
    ),
    (21, "Fondi extra", FUNDING),
    (
        25,
        "Oh no! I topi da laboratorio",
        "Alcuni topi da laboratorio sono morti e nessuno sa perché. Ti serve un turno per scoprire che non è \
         colpa del vaccino.",
    ),
    (28, "Sperimentazione animale riuscita!", "La sperimentazione animale è finita."),
    (
        29,
        "Grazie, volontari!",
        "Si sono iscritti tantissimi volontari alla sperimentazione: si va molto più veloce del previsto.",
    ),
    (33, "Fondi extra", FUNDING),
    (37, "Fase I fallita", "La fase I della sperimentazione non è riuscita."),
    (39, "Movimento contro i vaccini", ANTI_VAX),
    (42, "Fine della fase I", "La sperimentazione di fase I è conclusa."),
    (
        43,
        "Troppi volontari!",
        "Si sono iscritti troppi volontari alla sperimentazione e il tuo computer si è bloccato. Ti serve un \
         turno per ripararlo.",
    ),
    (47, "Fondi extra", FUNDING),
    (50, "Fase II: grave insuccesso", MAJOR_FAIL),
    (54, "Movimento contro i vaccini", ANTI_VAX),
    (56, "Il Presidente", PRESIDENT),
    (57, "Il Presidente", PRESIDENT),
    (60, "Fase II: piccolo insuccesso", MINOR_FAIL),
    (63, "Fondi extra", FUNDING),
    (66, "Sfida tra le aziende", COMPANY),
    (70, "Fine della fase II", "Le sperimentazioni di fase II sono concluse."),
    (74, "Movimento contro i vaccini", ANTI_VAX),
    (77, "Fondi extra", FUNDING),
    (78, "Fase III: grave insuccesso", MAJOR_FAIL),
    (81, "Sfida tra le aziende", COMPANY),
    (83, "Malattia sconosciuta!", "Un volontario ha avuto reazioni gravi. Bisogna capire che cosa è successo."),
    (86, "Fase III: piccolo insuccesso", MINOR_FAIL),
    (88, "Sfida tra le aziende", COMPANY),
    (90, "Movimento contro i vaccini", ANTI_VAX),
    (94, "Fase III: piccolo insuccesso", MINOR_FAIL),
    (97, "Movimento contro i vaccini", ANTI_VAX),
    (
        98,
        "Vaccino prodotto!",
        "Il tuo vaccino ha superato tutte le sperimentazioni cliniche e ora si produce in fabbrica. Hai salvato \
         il mondo!",
    ),
];

/// "al 44", "all'8", "all'81": the article before a square's number, as it is read aloud.
fn al(number: u8) -> String {
    let vowel = matches!(number, 1 | 8 | 11 | 80..=89);
    if vowel {
        format!("all'{number}")
    } else {
        format!("al {number}")
    }
}

impl VaccineRaceText for It {
    fn blurb(&self) -> &'static str {
        "Guida la tua azienda dalla scoperta del virus, attraverso le sperimentazioni, fino al vaccino sulla \
         casella 98."
    }
    fn square_words(&self, number: u8) -> Option<(&'static str, &'static str)> {
        SQUARES.iter().find(|(n, _, _)| *n == number).map(|&(_, title, story)| (title, story))
    }
    fn square(&self, number: u8) -> String {
        format!("Casella {number}")
    }
    fn plain_square(&self) -> &'static str {
        "Una casella semplice: non succede niente."
    }
    fn start_label(&self) -> &'static str {
        "via"
    }
    fn goal_label(&self) -> &'static str {
        "ARRIVO"
    }
    fn event_label(&self, event: SquareEvent) -> String {
        match event {
            SquareEvent::RollInstead(dice) => dice.label().into(),
            SquareEvent::Gate(needed) => format!("{needed}-6"),
            SquareEvent::GoBack(to) => al(to),
            SquareEvent::SkipNextTurn => "salta".into(),
            SquareEvent::AnimalTrialShortcut => "5-6?".into(),
            SquareEvent::CompanyEvent => "sfida".into(),
        }
    }
    fn event_effect(&self, event: SquareEvent) -> String {
        match event {
            SquareEvent::RollInstead(dice) => format!("Chi sta su questa casella tira {} per avanzare.", dice.label()),
            SquareEvent::Gate(needed) => format!("Chi sta su questa casella avanza solo se fa {needed} o più."),
            SquareEvent::GoBack(to) => format!("Torna indietro alla casella {to}."),
            SquareEvent::SkipNextTurn => "Salta il prossimo turno.".into(),
            SquareEvent::AnimalTrialShortcut => {
                "Tira 1d6: con 5 o 6 puoi saltare la sperimentazione animale (vai alla casella 28).".into()
            }
            SquareEvent::CompanyEvent => {
                "Ogni giocatore tira 1d6: chi fa il numero più basso, X, torna indietro di X caselle.".into()
            }
        }
    }
    fn track(&self) -> &'static str {
        "Il percorso della Corsa al vaccino, caselle da 0 a 98"
    }
    fn here(&self, names: &str) -> String {
        format!("qui: {names}")
    }
    fn must_skip_mark(&self) -> &'static str {
        "salta il prossimo turno"
    }
    fn roll(&self, dice: Dice) -> String {
        format!("Tira {}", dice.label())
    }
    fn skip_animal_trials(&self) -> &'static str {
        "Salta la sperimentazione animale (vai alla casella 28)"
    }
    fn do_animal_trials(&self) -> &'static str {
        "Fai la sperimentazione animale"
    }
    fn prompt_sequencing(&self) -> &'static str {
        "tira 1d6 per sequenziare il DNA del virus (con 5 o 6 vai alla casella 1)"
    }
    fn prompt_gate(&self, needed: u8) -> String {
        format!("tira 1d6: avanzi solo se fai {needed} o più")
    }
    fn prompt_move(&self, dice: Dice) -> String {
        format!("tira {} per avanzare", dice.label())
    }
    fn prompt_shortcut_roll(&self) -> &'static str {
        "tira 1d6: con 5 o 6 puoi saltare la sperimentazione animale"
    }
    fn prompt_shortcut_choice(&self) -> &'static str {
        "vuoi saltare la sperimentazione animale e andare alla casella 28? (se poi fai 1 nella fase I torni alla \
         casella 16)"
    }
    fn prompt_company(&self, square: u8) -> String {
        format!("sfida tra le aziende sulla casella {square}: tira 1d6, chi fa il numero più basso torna indietro")
    }
    fn prompt_produced(&self) -> &'static str {
        "il vaccino è stato prodotto"
    }
    fn die(&self, sides: u8, face: u8) -> String {
        format!("dado a {sides} facce: {face}")
    }
    fn threw(&self, who: &str, dice: Dice, total: u8) -> String {
        format!("{who}: {} = {total}", dice.label())
    }
    fn rolled(&self, who: &str, dice: Dice, total: u8) -> String {
        format!("{who} tira {} = {total}", dice.label())
    }
    fn and_moved(&self, roll: &str, from: u8, to: &str) -> String {
        format!("{roll} e avanza: {from} → {to}")
    }
    fn moved(&self, who: &str, from: u8, to: &str) -> String {
        format!("{who} avanza: {from} → {to}")
    }
    fn not_sequenced(&self, roll: &str) -> String {
        format!("{roll}: il DNA non è ancora sequenziato (serve 5 o 6)")
    }
    fn held(&self, roll: &str, square: &str, needed: u8) -> String {
        format!("{roll}: per lasciare la casella {square} serve almeno {needed}")
    }
    fn for_shortcut(&self, roll: &str) -> String {
        format!("{roll} per provare a saltare la sperimentazione animale")
    }
    fn in_company_event(&self, roll: &str) -> String {
        format!("{roll} nella sfida tra le aziende")
    }
    fn sent_back(&self, who: &str, from: u8, to: u8) -> String {
        format!("{who} torna indietro: {from} → {to}")
    }
    fn square_called(&self, number: u8, title: Option<&str>) -> String {
        match title {
            Some(title) => format!("casella {number}, {title}"),
            None => format!("casella {number}"),
        }
    }
    fn must_skip(&self, who: &str, square: &str) -> String {
        format!("{who} salta il prossimo turno ({square})")
    }
    fn skips_turn(&self, who: &str) -> String {
        format!("{who} salta questo turno")
    }
    fn shortcut_offered(&self, who: &str) -> String {
        format!("{who} può saltare la sperimentazione animale")
    }
    fn trials_skipped(&self, who: &str) -> String {
        format!("{who} salta la sperimentazione animale")
    }
    fn trials_kept(&self, who: &str) -> String {
        format!("{who} fa la sperimentazione animale")
    }
    fn phase_one_setback(&self, who: &str, from: u8) -> String {
        format!("{who} fa 1 nella fase I dopo aver saltato la sperimentazione animale e torna indietro: {from} → 16")
    }
    fn company_lost(&self, who: &[String], lowest: u8) -> String {
        let verb = if who.len() == 1 { "torna" } else { "tornano" };
        format!(
            "Il numero più basso è {lowest}: {} {verb} indietro di {}",
            list(who, Lang::It),
            count(usize::from(lowest), "casella", "caselle")
        )
    }
    fn won(&self, who: &str) -> String {
        format!("{who} produce il vaccino e vince!")
    }
    fn the_squares(&self) -> &'static str {
        "Le caselle"
    }
    fn squares_heads(&self) -> [&'static str; 4] {
        ["Casella", "Evento", "Storia", "Che cosa succede"]
    }
    fn board_key(&self) -> &'static [&'static str] {
        &[
            "Casella semplice: non succede nulla",
            "Casella blu, bordo pieno: aiuta, come dice la sua figura (moneta: fondi extra, provetta: le prove vanno bene, stella: il Presidente, siringa: il primo vaccino); tocca una casella per leggerla",
            "Casella rossa, bordo tratteggiato: ostacola (lucchetto: serve un tiro alto per andare avanti, freccia: scivola indietro lungo lo scivolo rosso fin dove finisce, topo, cartello o computer rotto: un turno perso)",
            "Casella gialla, bordo a puntini, persone: un evento d'azienda che coinvolge gli altri giocatori",
            "La partenza, una città in lockdown sotto il virus (0), e il traguardo, il laboratorio col vaccino (98)",
            "La pedina di un giocatore, con la sua forma e il suo numero; zz: salta il prossimo turno",
        ]
    }
}

impl RulesText for It {
    fn title(&self) -> &'static str {
        "Corsa al vaccino"
    }
    fn rules_intro(&self) -> &'static str {
        "Ogni giocatore è un'azienda che prepara un vaccino e fa la corsa contro il virus e contro le altre aziende. \
         Vince chi raggiunge per primo l'ARRIVO (casella 98)."
    }
    fn how_to_play(&self) -> &'static str {
        "Come si gioca"
    }
    fn how_to_play_steps(&self) -> &'static [&'static str] {
        &[
            "Tutte le pedine partono da PANDEMIA (casella 0). Lì tiri 1d6: con 5 o 6 sequenzi il DNA del virus e vai \
             alla casella 1; con un altro numero il tuo turno finisce.",
            "Nel tuo turno premi Tira (oppure i dadi sul tabellone) e avanzi esattamente del numero che hai fatto, di \
             solito con un dado a 6 facce (1d6).",
            "Le caselle blu aiutano, le caselle rosse fanno perdere tempo, quelle gialle coinvolgono tutti i giocatori.",
            "Più pedine possono stare sulla stessa casella. Per arrivare alla 98 non serve il numero esatto.",
        ]
    }
    fn rulings(&self) -> &'static str {
        "Come questa app gioca i casi dubbi"
    }
    fn rulings_list(&self) -> &'static [&'static str] {
        &[
            "Da 2 a 6 giocatori, ognuno con il colore scelto prima di iniziare; ogni pedina mostra anche il numero del suo giocatore.",
            "Se il numero che fai ti porta oltre la 98, ti fermi sulla 98 e vinci subito: la partita finisce lì.",
            "Alcuni eventi scattano quando ci arrivi, cioè quando un movimento in avanti finisce sulla casella: torna \
             indietro, salta il turno, la casella 14 e le sfide tra le aziende (66, 81, 88). Se arrivi su una casella \
             tornando indietro, non scatta niente.",
            "Altri eventi valgono all'inizio di ogni turno di una pedina che sta sulla casella, in qualunque modo ci \
             sia arrivata: 2d4 sulle caselle 18, 21, 28, 29, 33, 42, 47, 63, 70, 77; 2d6 sulle caselle 56 e 57; \
             sulla 15 avanzi solo con 4-6, sulla 83 solo con 5-6.",
            "Casella 14: appena ci arrivi tiri 1d6; con 5 o 6 puoi saltare la sperimentazione animale e andare alla \
             casella 28. Se l'hai saltata e poi fai 1 mentre sei sulle caselle 29-42 (fase I), torni alla casella \
             16. Succede una volta sola. Con 2d4 (sulla 29 e sulla 42) basta un 1 su uno dei due dadi.",
            "Sfide tra le aziende: ogni giocatore tira 1d6, cominciando da chi è arrivato sulla casella e poi \
             seguendo il giro del tavolo. Chi ha fatto il numero più basso, X, torna indietro di X caselle (mai più \
             indietro della casella 0). Dove arriva non scatta niente.",
            "Salta il turno: il tuo prossimo turno viene saltato una volta; sul tabellone la pedina mostra \"zz\" e \
             il diario della partita lo scrive.",
            "Il computer tenta la sorte sulla casella 14 (salta la sperimentazione animale), a meno che non sia già \
             davanti a tutti gli avversari.",
        ]
    }
}
