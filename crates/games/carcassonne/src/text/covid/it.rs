//! The COVID-19 expansion in Italian (gettone infezione, carta test, seguace, tessera).

use super::CovidText;
use crate::text::text;
use crate::{Card, Feature, Variant};
use lang::Lang;
use text::count;

pub struct It;

impl CovidText for It {
    fn option(&self, variant: Option<Variant>) -> (&'static str, &'static str) {
        match variant {
            None => ("Espansione COVID-19", "Un virus si diffonde sulla mappa; i seguaci che raggiunge fanno il test."),
            Some(Variant::Off) => ("No", "Il gioco base."),
            Some(Variant::Base) => ("Regole base", "La tessera COVID è mescolata con le altre."),
            Some(Variant::Extended) => {
                ("Regole estese", "La tessera COVID parte accanto alla tessera iniziale, già infetta.")
            }
        }
    }
    fn prompt_spread(&self) -> &'static str {
        "scegli dove si diffonde l'infezione"
    }
    fn prompt_move_token(&self) -> &'static str {
        "gettoni finiti: scegli il gettone da spostare"
    }
    fn spread_to(&self, place: &str) -> String {
        format!("Diffondi l'infezione: {place}")
    }
    fn move_from(&self, place: &str) -> String {
        format!("Sposta il gettone infezione da qui: {place}")
    }
    fn infected(&self) -> &'static str {
        "infetto"
    }
    fn card(&self, card: Card) -> &'static str {
        match card {
            Card::Negative => "Negativo",
            Card::Positive => "Positivo",
            Card::Death => "Morte",
        }
    }
    fn supplies(&self, tokens: u8, pile: usize, discards: usize) -> String {
        format!(
            "{}; {} nel mazzo, {discards} già girate",
            count(tokens.into(), "gettone infezione rimasto", "gettoni infezione rimasti"),
            count(pile, "carta test", "carte test")
        )
    }
    fn last_test(&self) -> &'static str {
        "Ultimo test"
    }
    fn dead(&self, n: u8) -> String {
        format!("{} per il virus", count(n.into(), "seguace perso", "seguaci persi"))
    }
    fn token_put(&self, who: &str, feature: Feature, moved: bool) -> String {
        let feature = text(Lang::It).feature(feature);
        match moved {
            false => format!("{who} infetta: {feature}"),
            true => format!("{who} sposta un gettone infezione: {feature}"),
        }
    }
    fn tested(&self, owner: &str, card: Card) -> String {
        match card {
            Card::Negative => format!("Il seguace di {owner} è negativo e resta"),
            Card::Positive => format!("Il seguace di {owner} è positivo e torna a casa"),
            Card::Death => format!("Il seguace di {owner} pesca Morte ed esce dal gioco"),
        }
    }
    fn covid_tile_set_up(&self) -> &'static str {
        "La tessera COVID è a ovest della tessera iniziale: la sua città e il suo prato sono infetti"
    }
    fn rules_title(&self) -> &'static str {
        "L'espansione COVID-19"
    }
    fn rules_list(&self) -> &'static [&'static str] {
        &[
            "Una tessera in più, fatta come la tessera iniziale, con il simbolo del virus sulla città e sul prato tra città e strada; 20 gettoni infezione; 30 carte test: 20 negativo, 9 positivo, 1 morte.",
            "Regole base: la tessera COVID è mescolata con le altre. Regole estese: è a ovest della tessera iniziale fin dall'inizio, già infetta.",
            "Quando si mette la tessera COVID, la sua città e poi il suo prato ricevono un gettone infezione. Una strada, una città o un prato intero, o un monastero, è infetto finché ha un gettone.",
            "Una tessera che allarga o unisce una zona infetta fa diffondere l'infezione a chi l'ha messa: un gettone (uno per tessera, anche se allarga più zone infette) su una zona sana che tocca una zona infetta su una tessera. Le tessere intorno a un monastero infetto non lo allargano.",
            "\"Tocca\" vuol dire sulla stessa tessera: una strada accanto a un prato, una città accanto a un prato, una strada che finisce in una città o in un monastero, un monastero nel suo prato; nient'altro si tocca.",
            "Se nessuna zona sana tocca una zona infetta, l'infezione non si diffonde e il turno continua.",
            "Una zona completata (una città o una strada chiusa, un monastero con tutte e otto le tessere intorno) non può mai essere infettata dalla diffusione: l'infezione va solo dove si potrebbe ancora mettere un seguace (nota 2 dell'espansione).",
            "Per diffondere, tocca una delle zone cerchiate sul tabellone (o usa le frecce e Invio, o il suo pulsante): il gettone va lì e ogni seguace di quella zona fa il test.",
            "Quando i 20 gettoni sono tutti in gioco, il giocatore ne sposta uno già messo: il gioco non decide dove la malattia si è calmata, quindi si può scegliere qualsiasi gettone sul tabellone (toccandolo come per la diffusione). Una zona che perde il suo ultimo gettone guarisce.",
            "Ogni seguace che entra in una zona infetta fa subito il test: se ci viene messo, se una tessera lo unisce alla zona o se l'infezione lo raggiunge. Ogni seguace gira la sua carta, anche se sono più d'uno nella stessa zona. Negativo: resta. Positivo: torna al suo giocatore. Morte: esce dal gioco.",
            "Quando il mazzo delle carte test finisce, le carte girate si mescolano e fanno un mazzo nuovo.",
            "Un turno: metti la tessera; l'infezione della tessera COVID o la diffusione, con i suoi test; un seguace e il suo test; poi i punti, che l'infezione non cambia.",
        ]
    }
}
