//! Epidemium in italiano: le parole del gioco originale (pallini, stetoscopio, siringa, casella
//! teletrasporto, Bonus Life, Penalty, Magic Number).

use super::{lesson_it, rules_it, EpidemiumText};
use crate::lesson::Rule;
use crate::{Continent, Die, World, TELEPORT_THROWS};
use engine::Goal;
use text::{count, RulesText};

pub struct It;

impl EpidemiumText for It {
    fn blurb(&self) -> &'static str {
        "I dottori partono dal loro continente nel mondo del passato, si teletrasportano nel futuro a prendere la cura e la riportano a casa."
    }
    fn continent(&self, continent: Continent) -> &'static str {
        match continent {
            Continent::Europe => "Europa",
            Continent::Asia => "Asia",
            Continent::Africa => "Africa",
            Continent::NorthAmerica => "Nord America",
            Continent::SouthAmerica => "Sud America",
            Continent::Oceania => "Oceania",
        }
    }
    fn character(&self, continent: Continent) -> &'static str {
        match continent {
            Continent::Europe => "Dott. Lit",
            Continent::Asia => "Dott.ssa Mei",
            Continent::Africa => "Dott. Obi",
            Continent::NorthAmerica => "Dott.ssa Ray",
            Continent::SouthAmerica => "Dott. Sol",
            Continent::Oceania => "Dott.ssa Kai",
        }
    }
    fn world(&self, world: World) -> &'static str {
        match world {
            World::Past => "il mondo del passato",
            World::Future => "il mondo del futuro",
        }
    }
    fn world_caption(&self, world: World) -> &'static str {
        match world {
            World::Past => "Il mondo del passato: ci si sposta con i numeri pari",
            World::Future => "Il mondo del futuro: ci si sposta con i numeri dispari",
        }
    }
    fn end_of_path(&self, world: World) -> &'static str {
        match world {
            World::Past => "stetoscopio",
            World::Future => "siringa",
        }
    }
    fn teleport_square(&self) -> &'static str {
        "casella teletrasporto"
    }
    fn dot(&self, dot: u8) -> String {
        format!("pallino {dot}")
    }
    fn die(&self, die: Die) -> &'static str {
        match die {
            Die::D6 => "D6",
            Die::D4 => "D4",
        }
    }
    fn character_option(&self, seat: usize) -> &'static str {
        const NAMES: [&str; 6] = [
            "Personaggio del giocatore 1",
            "Personaggio del giocatore 2",
            "Personaggio del giocatore 3",
            "Personaggio del giocatore 4",
            "Personaggio del giocatore 5",
            "Personaggio del giocatore 6",
        ];
        NAMES.get(seat).copied().unwrap_or("Personaggio")
    }
    fn character_option_help(&self) -> &'static str {
        "Il continente e il suo dottore: la pedina parte dallo stetoscopio di quel continente."
    }
    fn draw(&self) -> &'static str {
        "Pesca"
    }
    fn draw_help(&self) -> &'static str {
        "uno stetoscopio dalla sacca, come nella scatola"
    }
    fn pace(&self) -> &'static str {
        "Velocità"
    }
    fn pace_help(&self) -> &'static str {
        "Di quanto ci si sposta con un numero buono."
    }
    fn pace_normal(&self) -> (&'static str, &'static str) {
        ("Normale", "con un numero buono ti sposti di tanti pallini quanti ne dice il dado")
    }
    fn pace_slow(&self) -> (&'static str, &'static str) {
        (
            "Modalità rallentata",
            "con un numero buono ti sposti di un pallino solo; con il 5 nel passato o il 6 nel futuro torni indietro di un pallino",
        )
    }
    fn bonus_life(&self) -> &'static str {
        "Bonus Life"
    }
    fn penalty(&self) -> &'static str {
        "Penalty"
    }
    fn magic_number(&self) -> &'static str {
        "Magic Number"
    }
    fn lesson_rule(&self, rule: Rule) -> (&'static str, &'static str) {
        lesson_it::rule(rule)
    }
    fn lesson_goal(&self) -> Goal {
        lesson_it::GOAL
    }
    fn lesson_glossary(&self) -> &'static [(&'static str, &'static str)] {
        lesson_it::GLOSSARY
    }
    fn lesson_verdict(&self, choice: usize, good: bool) -> &'static str {
        lesson_it::verdict(choice, good)
    }
    fn bonus_life_help(&self) -> &'static str {
        "Ti salvi da un turno fermo: quando una carta Penalty o il tuo dado (1 nel passato, 2 nel futuro) ti farebbe saltare un turno."
    }
    fn penalty_help(&self) -> &'static str {
        "Prima del tuo tiro, fai saltare il turno a un altro giocatore che non sia già stato stoppato dal dado o da un'altra carta Penalty."
    }
    fn magic_number_help(&self) -> &'static str {
        "Dopo il tuo tiro, aggiungi o togli il numero che vuoi: il dado vale quello che scegli. Per il teletrasporto, dopo sette tiri senza numeri uguali, li rende uguali."
    }
    fn cards_left(&self, bonus_life: u8, penalty: u8, magic_number: u8) -> String {
        format!("Carte: Bonus Life {bonus_life}, Penalty {penalty}, Magic Number {magic_number}")
    }
    fn whose_cards(&self, who: &str) -> String {
        format!("Carte di {who}")
    }
    fn maps(&self) -> &'static str {
        "I due mondi"
    }
    fn piece_name(&self, who: &str, character: &str, world: World, spot: &str) -> String {
        format!("{who}, {character}: {}, {spot}", self.world(world))
    }
    fn has_syringe(&self) -> &'static str {
        "ha la siringa"
    }
    fn d4_next(&self) -> &'static str {
        "prossimo tiro col D4"
    }
    fn slow_next(&self) -> &'static str {
        "la prossima volta un pallino solo"
    }
    fn skips_next(&self) -> &'static str {
        "salta il prossimo turno"
    }
    fn landing(&self, spot: &str) -> String {
        format!("Magic Number: vai su {spot}")
    }
    fn no_roll_yet(&self) -> &'static str {
        "Nessun tiro per ora"
    }
    fn dice_shown(&self, who: &str, throws: &[Vec<u8>]) -> String {
        let throws: Vec<String> =
            throws.iter().map(|faces| faces.iter().map(u8::to_string).collect::<Vec<_>>().join(" e ")).collect();
        format!("{who}: {}", throws.join(", "))
    }
    fn roll_for_order(&self) -> &'static str {
        "Tira il D6 per l'ordine di gioco"
    }
    fn roll(&self, die: Die) -> String {
        format!("Tira il {}", self.die(die))
    }
    fn throw_to_teleport(&self) -> String {
        format!("Tira 2 D6 per il teletrasporto (fino a {TELEPORT_THROWS} tiri)")
    }
    fn play_penalty(&self, who: &str, character: &str) -> String {
        format!("Carta Penalty: {who} ({character}) salta un turno")
    }
    fn keep_roll(&self, face: u8, effect: &str) -> String {
        format!("Tieni il {face}: {effect}")
    }
    fn keep_throw(&self, faces: [u8; 2], effect: &str) -> String {
        format!("Tieni {} e {}: {effect}", faces[0], faces[1])
    }
    fn play_magic_number(&self, value: u8, effect: &str) -> String {
        format!("{value}: {effect}")
    }
    fn play_magic_double(&self, value: u8) -> String {
        format!("Doppio {value}: teletrasporto")
    }
    fn play_bonus_life(&self) -> &'static str {
        "Gioca Bonus Life: non perdi il turno"
    }
    fn accept_skip(&self) -> &'static str {
        "Tieni la carta e salta il turno"
    }
    fn effect_move(&self, spot: &str) -> String {
        format!("vai su {spot}")
    }
    fn effect_skip(&self) -> &'static str {
        "salti un turno"
    }
    fn effect_no_skip(&self) -> &'static str {
        "numeri che fermano uno dopo l'altro: nessuno sta fermo"
    }
    fn effect_d4(&self) -> &'static str {
        "il D4 al prossimo turno"
    }
    fn effect_slow(&self) -> &'static str {
        "la prossima volta un pallino solo"
    }
    fn effect_back(&self) -> &'static str {
        "un pallino indietro"
    }
    fn effect_stay(&self) -> &'static str {
        "resti fermo"
    }
    fn effect_retry(&self) -> &'static str {
        "resti e ritenti al prossimo turno"
    }
    fn prompt_order(&self) -> &'static str {
        "tira il D6 per l'ordine di gioco (chi fa il numero più basso parte per primo)"
    }
    fn prompt_roll(&self, world: World, die: Die, penalty: bool) -> String {
        let numbers = if world == World::Past { "pari" } else { "dispari" };
        let first = if penalty { ", oppure prima gioca una carta Penalty" } else { "" };
        format!("tira il {} (ci si sposta con i numeri {numbers}){first}", self.die(die))
    }
    fn prompt_teleport(&self) -> String {
        format!("tira 2 D6: con due numeri uguali ti teletrasporti (fino a {TELEPORT_THROWS} tiri)")
    }
    fn prompt_magic_move(&self, face: u8) -> String {
        format!("è uscito {face}: lo tieni, o giochi Magic Number per cambiarlo?")
    }
    fn prompt_magic_teleport(&self, faces: [u8; 2]) -> String {
        format!(
            "nessun doppio in {TELEPORT_THROWS} tiri (l'ultimo {} e {}): lo tieni, o giochi Magic Number per fare un doppio?",
            faces[0], faces[1]
        )
    }
    fn prompt_bonus_life(&self, penalty: bool) -> &'static str {
        if penalty {
            "una carta Penalty ti ferma: giochi Bonus Life?"
        } else {
            "con questo tiro salti un turno: giochi Bonus Life?"
        }
    }
    fn prompt_won(&self) -> &'static str {
        "la cura è arrivata a casa"
    }
    fn order_rolled(&self, who: &str, face: u8) -> String {
        format!("{who} tira {face} per l'ordine di gioco")
    }
    fn order_tie(&self, who: &str) -> String {
        format!("{who} hanno fatto lo stesso numero: tirano di nuovo")
    }
    fn order_settled(&self, who: &str) -> String {
        format!("Ordine di gioco: {who}")
    }
    fn rolled(&self, who: &str, die: Die, face: u8) -> String {
        format!("{who} tira {face} con il {}", self.die(die))
    }
    fn and_moved(&self, roll: &str, from: &str, to: &str) -> String {
        format!("{roll} e si sposta: {from} → {to}")
    }
    fn moved(&self, who: &str, from: &str, to: &str) -> String {
        format!("{who} si sposta: {from} → {to}")
    }
    fn teleport_throws(&self, who: &str, throws: &[[u8; 2]]) -> String {
        let faces: Vec<String> = throws.iter().map(|[a, b]| format!("{a} e {b}")).collect();
        let how_many = count(throws.len(), "tiro", "tiri");
        format!("{who} tira 2 D6 per il teletrasporto ({how_many}): {}", faces.join(", "))
    }
    fn magic_number_played(&self, who: &str, from: u8, to: u8) -> String {
        format!("{who} gioca Magic Number: il {from} diventa {to}")
    }
    fn stepped_back(&self, who: &str, from: &str, to: &str) -> String {
        format!("{who} torna indietro: {from} → {to}")
    }
    fn slow_step_next(&self, who: &str) -> String {
        format!("{who} al prossimo numero buono si sposterà di un pallino solo")
    }
    fn d4_next_turn(&self, who: &str) -> String {
        format!("{who} al prossimo turno tira il D4")
    }
    fn back_to_d6(&self, who: &str) -> String {
        format!("{who} torna al D6")
    }
    fn must_skip(&self, who: &str, penalty: bool) -> String {
        let why = if penalty { " (carta Penalty)" } else { "" };
        format!("{who} salta il prossimo turno{why}")
    }
    fn skips_cancelled(&self, who: &str) -> String {
        format!("{who} hanno fatto il numero che ferma uno dopo l'altro: nessuno salta il turno")
    }
    fn penalty_played(&self, who: &str, target: &str) -> String {
        format!("{who} gioca una carta Penalty su {target}")
    }
    fn bonus_life_played(&self, who: &str) -> String {
        format!("{who} gioca Bonus Life: non perde il turno")
    }
    fn turn_skipped(&self, who: &str) -> String {
        format!("{who} salta questo turno")
    }
    fn reached_teleport(&self, who: &str) -> String {
        format!("{who} arriva sulla casella teletrasporto: al prossimo turno tira 2 D6")
    }
    fn teleported(&self, who: &str, to: World) -> String {
        let to = match to {
            World::Past => "nel mondo del passato",
            World::Future => "nel mondo del futuro",
        };
        format!("{who} si teletrasporta {to}!")
    }
    fn teleport_failed(&self, who: &str) -> String {
        format!("{who} non fa due numeri uguali in {TELEPORT_THROWS} tiri: torna indietro di un pallino")
    }
    fn teleport_retry(&self, who: &str) -> String {
        format!(
            "{who} non fa due numeri uguali in {TELEPORT_THROWS} tiri, ma l'altro giocatore sta fermo: {who} resta e ritenta"
        )
    }
    fn syringe_taken(&self, who: &str) -> String {
        format!("{who} prende la siringa: ora si torna a casa!")
    }
    fn won(&self, who: &str) -> String {
        format!("{who} porta la cura a casa e vince!")
    }
    fn cure_home(&self, who: &str, character: &str) -> String {
        format!("Vince {who}: {character} ha portato la cura a casa!")
    }
    fn the_characters(&self) -> &'static str {
        "I personaggi"
    }
    fn the_cards(&self) -> &'static str {
        "Le carte da gioco"
    }
    fn the_dice(&self) -> &'static str {
        "I dadi"
    }
    fn dice_heads(&self) -> [&'static str; 3] {
        ["Numero", "Mondo del passato", "Mondo del futuro"]
    }
    fn dice_rows(&self) -> &'static [[&'static str; 3]] {
        rules_it::DICE
    }
    fn our_rulings(&self) -> &'static str {
        "Come questa app gioca i casi dubbi"
    }
    fn our_rulings_intro(&self) -> &'static str {
        "Dove le regole stampate lasciano un dubbio, questa app gioca così:"
    }
    fn our_rulings_list(&self) -> &'static [&'static str] {
        rules_it::OURS
    }
    fn board_key(&self) -> &'static [&'static str] {
        &[
            "La fine del percorso di un giocatore, nel suo colore e col suo numero su una bandierina: nel mondo passato è uno stetoscopio, nel futuro una siringa",
            "La casella del teletrasporto, dove si incontrano tutti i percorsi",
            "Un medico: una pedina nel colore del giocatore col suo numero sulla testa; più medici sullo stesso punto stanno intorno a esso",
            "Ha preso la siringa (la barretta bianca)",
            "zz: salta il prossimo turno",
            "Un punto da toccare: un medico che può agire o un punto dove arrivare",
        ]
    }
}

impl RulesText for It {
    fn title(&self) -> &'static str {
        "Epidemium"
    }
    fn rules_intro(&self) -> &'static str {
        rules_it::INTRO
    }
    fn how_to_play(&self) -> &'static str {
        "Come si gioca"
    }
    fn how_to_play_steps(&self) -> &'static [&'static str] {
        rules_it::STEPS
    }
    fn rulings(&self) -> &'static str {
        "Le regole nei dettagli"
    }
    fn rulings_list(&self) -> &'static [&'static str] {
        rules_it::RULINGS
    }
}
