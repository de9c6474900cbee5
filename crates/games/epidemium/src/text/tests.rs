use super::{effect_words, text, EpidemiumText};
use crate::narrate::narrate;
use crate::{Continent, Die, Event, Stop, World, TELEPORT};
use lang::Lang;
use text::{assert_rules_translated, assert_translated};

fn both() -> (&'static dyn EpidemiumText, &'static dyn EpidemiumText) {
    (text(Lang::En), text(Lang::It))
}

fn italian(events: &[Event]) -> Vec<String> {
    narrate(events, &|seat| ["Blu", "Arancione", "Giallo"][seat].to_string(), Lang::It)
}

fn english(events: &[Event]) -> Vec<String> {
    narrate(events, &|seat| ["Blue", "Orange", "Yellow"][seat].to_string(), Lang::En)
}

// The rules page, in Italian and English, states the rules in detail and how the app plays the
// unclear cases: docs/games/epidemium.md R1-R13 and R14-R26.
#[test]
fn the_rules_page_lists_match_in_length_and_are_translated() {
    let (en, it) = both();
    assert_rules_translated(en, it);
    // The rules page speaks in a player's words, not the developers'.
    for t in [en, it] {
        text::assert_rules_in_players_words(t);
    }
    for t in [en, it] {
        text::assert_in_players_words(&[t.our_rulings(), t.our_rulings_intro()]);
        text::assert_in_players_words(t.our_rulings_list());
    }
    assert_translated(en.our_rulings_list(), it.our_rulings_list());
    assert_eq!(en.dice_rows().len(), 6, "one row per face of the D6");
    assert_eq!(it.dice_rows().len(), 6);
}

// The engine's "Ruling (ours)" decisions (13 in its comments: setup, order, slow mode twice, the
// skip waiting, two players, syringe, step back, the second teleport try once, Penalty, Magic
// Number after a roll, Bonus Life out of turn, the teleport's throws in one press, Magic Number
// values that change something) each have a line, and the usual keep played after a beat; the
// shared ruling's thirteen points, in short.
#[test]
fn the_rules_page_states_every_ruling() {
    let (en, _) = both();
    assert_eq!(en.our_rulings_list().len(), 14);
    assert_eq!(en.rulings_list().len(), 13);
}

// R1: "Europe is Dr Lit; Asia, Africa, North America, South America and Oceania have their own
// doctors", named in Italian and English.
#[test]
fn six_characters_one_per_continent_named_in_both_languages() {
    let (en, it) = both();
    assert_eq!(it.character(Continent::Europe), "Dott. Lit");
    assert_eq!(en.character(Continent::Europe), "Dr Lit");
    for (i, c) in Continent::ALL.into_iter().enumerate() {
        assert!(Continent::ALL[..i].iter().all(|o| it.character(*o) != it.character(c)), "{c:?}");
        assert_ne!(en.character(c), it.character(c));
    }
    assert_eq!(it.continent(Continent::NorthAmerica), "Nord America");
    assert_eq!(en.character_option(5), "Player 6's character");
    assert_eq!(it.character_option(5), "Personaggio del giocatore 6");
}

// Seed: "Il giocatore si sposta sui pallini"; the ends are the stethoscope and the syringe.
#[test]
fn spots_read_as_the_seed_names_them() {
    let it = text(Lang::It);
    assert_eq!(super::spot_name(it, World::Past, 0), "stetoscopio");
    assert_eq!(super::spot_name(it, World::Future, 0), "siringa");
    assert_eq!(super::spot_name(it, World::Past, 4), "pallino 4");
    assert_eq!(super::spot_name(it, World::Future, TELEPORT), "casella teletrasporto");
}

// Dot numbers count forward in the direction of travel in both worlds: the way out counts up
// from the stethoscope in the past and from the teleport in the future.
#[test]
fn dots_count_up_the_way_out_in_both_worlds() {
    let en = text(Lang::En);
    let dots = |world: World, spots: [u8; 3]| spots.map(|s| super::spot_name(en, world, s));
    assert_eq!(dots(World::Past, [1, 2, 12]), ["dot 1", "dot 2", "dot 12"], "from the stethoscope");
    assert_eq!(dots(World::Future, [TELEPORT - 1, TELEPORT - 2, 1]), ["dot 1", "dot 2", "dot 12"], "from the teleport");
    let events = [
        Event::Rolled { seat: 1, die: Die::D6, face: 3 },
        Event::Moved { seat: 1, world: World::Future, from: TELEPORT, to: TELEPORT - 3 },
    ];
    assert_eq!(english(&events), vec!["Orange rolled 3 on the D6 and moved: teleport square → dot 3"]);
}

// Log lines from events, in Italian: a roll and its move read as one line.
#[test]
fn italian_log_reads_a_roll_and_its_move_as_one_line() {
    let events = [
        Event::Rolled { seat: 0, die: Die::D6, face: 4 },
        Event::Moved { seat: 0, world: World::Past, from: 2, to: 6 },
    ];
    assert_eq!(italian(&events), vec!["Blu tira 4 con il D6 e si sposta: pallino 2 → pallino 6"]);
    assert_eq!(english(&events), vec!["Blue rolled 4 on the D6 and moved: dot 2 → dot 6"]);
}

// Seed: "1-> il giocatore sta fermo un turno"; Bonus Life and Penalty in the log.
#[test]
fn italian_log_tells_the_cards_and_the_skips() {
    let events = [
        Event::PenaltyPlayed { seat: 1, target: 2 },
        Event::MustSkip { seat: 2, stop: Stop::Penalty },
        Event::Rolled { seat: 1, die: Die::D6, face: 1 },
        Event::BonusLifePlayed { seat: 1 },
        Event::TurnSkipped { seat: 2 },
    ];
    assert_eq!(
        italian(&events),
        vec![
            "Arancione gioca una carta Penalty su Giallo",
            "Giallo salta il prossimo turno (carta Penalty)",
            "Arancione tira 1 con il D6",
            "Arancione gioca Bonus Life: non perde il turno",
            "Giallo salta questo turno",
        ]
    );
}

// Seed: the teleport's "7 possibilità" and the Magic Number "anche per il teletrasporto";
// R25: the attempt's throws, one press, read as one line with every throw.
#[test]
fn italian_log_tells_the_teleport() {
    let events = [
        Event::TeleportThrown { seat: 0, faces: [1, 3], throw: 1 },
        Event::TeleportThrown { seat: 0, faces: [4, 4], throw: 2 },
        Event::Teleported { seat: 0, to: World::Future },
    ];
    assert_eq!(
        italian(&events),
        vec!["Blu tira 2 D6 per il teletrasporto (2 tiri): 1 e 3, 4 e 4", "Blu si teletrasporta nel mondo del futuro!"]
    );
    let magic = [Event::MagicNumber { seat: 0, from: 2, to: 5 }, Event::Teleported { seat: 0, to: World::Future }];
    assert_eq!(
        italian(&magic),
        vec!["Blu gioca Magic Number: il 2 diventa 5", "Blu si teletrasporta nel mondo del futuro!"]
    );
}

// Seed: "chi fa il numero più basso parte per primo"; ties re-roll, in both languages' lists.
#[test]
fn the_order_and_its_ties_read_as_lists() {
    let events = [Event::OrderTie { seats: vec![0, 2] }, Event::OrderSettled { order: vec![1, 0, 2] }];
    assert_eq!(
        italian(&events),
        vec!["Blu e Giallo hanno fatto lo stesso numero: tirano di nuovo", "Ordine di gioco: Arancione, Blu, Giallo"]
    );
}

// The banner, the button and the log count the teleport's throws one way (not "5 throws left"
// beside "throw 3 of 7"); "1 throw", "2 throws".
#[test]
fn the_teleport_counts_its_throws_one_way_in_banner_button_and_log() {
    let (en, it) = both();
    assert_eq!(en.prompt_teleport(), "throw 2 D6 for a double to teleport (up to 7 throws)");
    assert_eq!(en.throw_to_teleport(), "Throw 2 D6 to teleport (up to 7 throws)");
    assert_eq!(en.teleport_throws("Blue", &[[6, 6]]), "Blue threw 2 D6 for the teleport (1 throw): 6 and 6");
    assert_eq!(en.teleport_failed("Blue"), "Blue threw no double in 7 throws: one dot back");
    assert!(it.prompt_teleport().ends_with("(fino a 7 tiri)") && it.throw_to_teleport().ends_with("(fino a 7 tiri)"));
    assert!(it.teleport_throws("Blu", &[[1, 2], [3, 4], [5, 5]]).contains("(3 tiri): 1 e 2, 3 e 4, 5 e 5"));
}

// Magic Number's choices are short buttons, the number and what it does, the prompt saying once
// what the card does; keeping says what keeping does.
#[test]
fn the_magic_number_choices_are_short() {
    let (en, it) = both();
    assert_eq!(en.prompt_magic_move(3), "you rolled 3: keep it, or play Magic Number to make it another number");
    assert_eq!(en.play_magic_number(4, &en.effect_move("dot 6")), "4: to dot 6");
    assert_eq!(en.keep_roll(3, en.effect_d4()), "Keep 3: the D4 next turn");
    assert_eq!(en.keep_throw([2, 5], en.effect_back()), "Keep 2 and 5: one dot back");
    assert_eq!(en.play_magic_double(5), "Double 5: teleport");
    assert_eq!(it.play_magic_number(4, &it.effect_move("pallino 6")), "4: vai su pallino 6");
    let spared = [Event::TeleportRetry { seat: 0 }];
    assert_eq!(effect_words(en, &spared, false), "stay and try again next turn");
    assert_eq!(effect_words(en, &[Event::TeleportFailed { seat: 0 }], false), "one dot back");
}

// A cancelled skip never reads as "skip a turn" (R8): a Magic Number value whose skip number
// the two-player rule cancels says nobody skips, in both languages; the log line too.
#[test]
fn a_cancelled_skip_reads_as_nobody_skipping() {
    let (en, it) = both();
    let cancelled = [Event::MagicNumber { seat: 0, from: 4, to: 1 }, Event::SkipsCancelled { seats: [1, 0] }];
    assert_eq!(effect_words(en, &cancelled, false), "skip numbers one after the other: nobody skips");
    assert_eq!(effect_words(it, &cancelled, false), "numeri che fermano uno dopo l'altro: nessuno sta fermo");
    let skip = [Event::MustSkip { seat: 0, stop: Stop::Roll }];
    assert_eq!(
        (effect_words(en, &skip, false), effect_words(en, &[], true)),
        ("skip a turn".into(), "skip a turn".into())
    );
    assert_eq!(english(&cancelled[1..]), vec!["Orange and Blue both rolled the skip number in a row: neither skips"]);
    assert!(italian(&cancelled[1..])[0].ends_with("nessuno salta il turno"));
}

// Ruling, one against one: "it stays and throws again (up to 7 times) in the second turn", in
// the log and on the rules page, with the same-world skip exception, in both languages.
#[test]
fn the_one_against_one_rulings_are_told_in_the_log_and_the_rules() {
    let (en, it) = both();
    let retry = [Event::TeleportRetry { seat: 0 }];
    assert_eq!(
        english(&retry),
        vec!["Blue threw no double in 7 throws, but the other player sits out: Blue stays and tries again"]
    );
    assert!(italian(&retry)[0].ends_with("Blu resta e ritenta"));
    let says = |list: &[&str], words: &str| list.iter().any(|l| l.contains(words));
    assert!(says(en.rulings_list(), "throw again (up to 7 times) in the second turn"));
    assert!(says(it.rulings_list(), "ritenti (fino a 7 tiri) nel secondo turno"));
    assert!(says(en.rulings_list(), "same world") && says(en.rulings_list(), "saved by Bonus Life still counts"));
    assert!(says(it.rulings_list(), "stesso mondo") && says(it.rulings_list(), "salvato con Bonus Life"));
}
