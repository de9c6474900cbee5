use super::{text, LabRaceText};
use crate::narrate::narrate;
use crate::{Colour, Ending, Event, Field, LossReason, PieceId, Role, VirusRule, WinReason};
use lang::Lang;
use text::{assert_rules_translated, assert_translated};

fn both() -> (&'static dyn LabRaceText, &'static dyn LabRaceText) {
    (text(Lang::En), text(Lang::It))
}

fn italian(events: &[Event]) -> Vec<String> {
    narrate(events, &|seat| ["Giallo", "Blu", "Verde"][seat].to_string(), Lang::It)
}

// Every word the app shows exists in both languages; the rules page states the rulings (the
// shared ones and the engine's own).
#[test]
fn the_rules_page_lists_match_in_length_and_are_translated() {
    let (en, it) = both();
    assert_rules_translated(en, it);
    assert_translated(en.our_rulings_list(), it.our_rulings_list());
    // No developer words on rules pages.
    for t in [en, it] {
        text::assert_rules_in_players_words(t);
        text::assert_in_players_words(&[t.our_rulings(), t.our_rulings_intro()]);
        text::assert_in_players_words(t.our_rulings_list());
    }
}

// The engine's "Ruling (ours)" decisions (18 in its comments) and the view's (how masks and
// fields are counted) each have a line on the page.
#[test]
fn the_rules_page_states_every_ruling_of_our_own() {
    let (en, _) = both();
    assert!(en.our_rulings_list().len() >= 19);
    assert_eq!(en.rulings_list().len(), 13, "the shared ruling's board, seats and twelve bullets, in short");
}

// Names of colours, roles and endings differ in the two languages.
#[test]
fn colours_roles_and_endings_are_translated() {
    let (en, it) = both();
    for colour in [Colour::Red, Colour::Yellow, Colour::Blue, Colour::Green] {
        assert_ne!(en.colour(colour), it.colour(colour));
    }
    for role in [Role::BikeCourier, Role::Seamstress, Role::SocialWorker] {
        assert_ne!(en.role(role), it.role(role));
        assert_ne!(en.role_power(role), it.role_power(role));
    }
    let endings = [WinReason::AllInLab, WinReason::VirusGone]
        .map(Ending::Won)
        .into_iter()
        .chain([LossReason::VirusInLab, LossReason::SickInLab, LossReason::TwelveViruses].map(Ending::Lost));
    for ending in endings {
        assert_ne!(en.ending(ending), it.ending(ending));
    }
}

// Numbers and plurals read right in both languages.
#[test]
fn plurals_read_right_in_both() {
    let (en, it) = both();
    assert_eq!(en.masked(1), "mask, 1 lap left");
    assert_eq!(it.masked(1), "mascherina, ancora 1 giro");
    assert_eq!(it.masked(3), "mascherina, ancora 3 giri");
    assert_eq!(en.focus(1), "The virus's focus: 1 virus waiting");
    assert_eq!(en.focus(4), "The virus's focus: 4 viruses waiting");
    assert_eq!(it.in_lab(1), "Il laboratorio: dentro 1 pedina");
    assert_eq!(it.sanitizer(2), "gel disinfettante, ancora 2 usi");
}

// The virus's reason in words (R12), in Italian.
#[test]
fn italian_log_says_which_rule_chose_the_virus() {
    let events = [
        Event::VirusRolled { face: 3 },
        Event::VirusMoved { from: Field(20), to: Field(23), rule: VirusRule::Infects },
        Event::FellSick { piece: PieceId { colour: Colour::Blue, index: 2 } },
        Event::VirusBackToFocus { from: Field(23) },
    ];
    assert_eq!(
        italian(&events),
        [
            "Il virus tira 3: può contagiare, quindi il virus più indietro che può avanza, casella 21 → casella 24",
            "Blu 3 si ammala",
            "Il virus (casella 24) torna nel focolaio",
        ]
    );
}

// The end in Italian, in the game's words.
#[test]
fn italian_log_announces_the_end() {
    let events = [Event::HumanityLost { why: LossReason::TwelveViruses }];
    assert_eq!(italian(&events), ["Il virus si è moltiplicato fino a 12: vince il virus"]);
    assert_eq!(italian(&[Event::Rolled { colour: Colour::Green, face: 5 }]), ["Verde tira 5"]);
}

// The helper's prompt says what the helper may do: docs/games/lab-race.md R11 "it rolls, and
// may move any other player's piece by half the roll ...; on a 6 it may instead heal, give a
// mask or take another player's piece out. It may pass. The social worker ... may not pass while
// it has a piece outside" (R18: she moves her own piece by the whole roll; R16: every 6 rolls
// again).
#[test]
fn the_helpers_prompt_offers_what_the_helper_may_do() {
    for (t, pass, six, own) in [
        (
            text(Lang::En),
            "pass",
            ["take one out", "heal", "give a mask", "roll again"],
            "your own piece on the board 4",
        ),
        (
            text(Lang::It),
            "passa",
            ["fanne uscire una", "cura", "dai una mascherina", "tira di nuovo"],
            "muovi di 4 la tua",
        ),
    ] {
        for may_pass in [true, false] {
            for face in 1..=6 {
                let prompt = t.prompt_help(face, may_pass);
                assert_eq!(prompt.contains(pass), may_pass, "{prompt}");
                assert!(prompt.contains(&face.div_ceil(2).to_string()), "half the roll: {prompt}");
            }
        }
        assert!(six.iter().all(|w| t.prompt_help(6, true).contains(w)), "{}", t.prompt_help(6, true));
        assert!(t.prompt_help(4, false).contains(own), "{}", t.prompt_help(4, false));
    }
}

// The prompt's "or pass" follows the engine: only a helper with four pieces in the lab may.
#[test]
fn the_helpers_prompt_offers_passing_exactly_when_the_engine_does() {
    use crate::{Action, LabRace, Options, Spot};
    use engine::Game;
    let mut game = LabRace::new(&Options::with_roles(&[None, Some(Role::SocialWorker)]), 1).unwrap();
    for in_lab in [3, 4] {
        game.players[1].pieces = [crate::Piece { spot: Spot::Lab, mask: None, sick: false }; 4];
        if in_lab == 3 {
            game.players[1].pieces[3].spot = Spot::Out(30);
        }
        game.players[0].pieces[0].spot = Spot::Out(10);
        game.phase = crate::Phase::Choose { seat: 1, face: 4, again: false };
        let passes = game.legal_actions().contains(&Action::Pass);
        assert_eq!(text(Lang::En).prompt_help(4, game.may_pass(1)).contains("pass"), passes, "{in_lab} in the lab");
    }
}

// The rules page states the board of R1: 4 pieces and 4 viruses, the bridge from the field
// before the exit, the viruses' lap and red bridge, and (R12) "backmost" and "first" counted
// from the red exit.
#[test]
fn the_rules_page_states_the_board_and_the_viruses_way() {
    for (t, words) in [
        (text(Lang::En), ["4 pieces", "4 viruses", "field before its exit", "up the red bridge", "from the red exit"]),
        (text(Lang::It), ["4 pedine", "4 virus", "casella prima della sua uscita", "ponte rosso", "dall'uscita rossa"]),
    ] {
        let page = t.rulings_list().join(" ");
        for word in words {
            assert!(page.contains(word), "{word:?} is not on the rules page");
        }
    }
}

// "Give Green 1 a mask (2 laps)" to a piece whose mask shows 2 laps left would read as changing
// nothing. R20: a mask is offered only where it lasts longer than the worn one has left
// (after_roll.rs), and to a masked piece its words name both masks' fields.
#[test]
fn giving_a_mask_to_a_masked_piece_names_what_changes() {
    use crate::text::give_mask_words;
    use crate::Mask;
    let green = PieceId { colour: Colour::Green, index: 0 };
    let (en, it) = both();
    assert_eq!(give_mask_words(en, green, None, 104), "Give Green 1 a mask (2 laps)");
    let worn = Some(Mask { fields_left: 100 });
    assert_eq!(
        give_mask_words(en, green, worn, 104),
        "Give Green 1 a new mask (2 laps, 104 fields; its own has 100 left)"
    );
    assert_eq!(
        give_mask_words(it, green, worn, 156),
        "Dai a Verde 1 una mascherina nuova (3 giri, 156 caselle; la sua ne ha ancora 100)"
    );
}

// R5: the counter is lowered in "a turn in which the player has no piece of its own out to
// move", so the panel shows "free 6 in 1 turn" only then, never to a player with pieces out.
#[test]
fn the_players_panel_shows_the_free_6_counter_only_where_it_applies() {
    use crate::text::seat_words;
    use crate::{Piece, Player, Spot};
    let at_home = Piece { spot: Spot::Home, mask: None, sick: false };
    let mut yellow =
        Player { colour: Colour::Yellow, role: None, pieces: [at_home; 4], free_six: 1, sanitizers_placed: 0 };
    let (en, it) = both();
    assert_eq!(seat_words(en, &yellow), "0 of 4 in the lab · free 6 in 1 turn · 2 sanitizers in hand");
    assert!(seat_words(it, &yellow).contains(&it.free_six(1)));
    yellow.pieces[0].spot = Spot::Out(12);
    assert_eq!(seat_words(en, &yellow), "0 of 4 in the lab · 2 sanitizers in hand");
    assert!(!seat_words(it, &yellow).contains(&it.free_six(1)));
}

// The rules page states a virus left on a player's bridge and how it meets pieces (R10), a
// sanitizer on one's own bridge (R4), and only one's own pieces out for the free 6 (R5); and how
// a virus on a bridge counts for "backmost" and "first" (R31).
#[test]
fn the_rules_page_states_the_bridge_virus_the_bridge_sanitizer_and_the_players_own_pieces() {
    for (t, words) in [
        (
            text(Lang::En),
            [
                "on its own bridge too",
                "never moves on the virus's turn",
                "into the lab if none is left",
                "on the loop or on your own bridge",
                "no piece of your own out",
                "never the \"backmost\" or the \"first\"",
            ],
        ),
        (
            text(Lang::It),
            [
                "anche sul suo ponte",
                "non si muove mai nel turno del virus",
                "nel laboratorio se non ne resta nessuna",
                "sul giro o sul tuo ponte",
                "nessuna pedina tua fuori",
                "non è mai il virus \"più indietro\"",
            ],
        ),
    ] {
        let page = [t.rulings_list(), t.our_rulings_list()].concat().join(" ");
        for word in words {
            assert!(page.contains(word), "{word:?} is not on the rules page");
        }
        assert!(!page.contains("only on the loop") && !page.contains("solo sul giro"), "the old reading is gone");
    }
}
