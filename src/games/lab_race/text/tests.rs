use super::{text, LabRaceText};
use crate::games::lab_race::narrate::narrate;
use crate::games::lab_race::{Colour, Ending, Event, Field, LossReason, PieceId, Role, VirusRule, WinReason};
use crate::text::Lang;
use crate::text::{assert_rules_translated, assert_translated};

fn both() -> (&'static dyn LabRaceText, &'static dyn LabRaceText) {
    (text(Lang::En), text(Lang::It))
}

fn italian(events: &[Event]) -> Vec<String> {
    narrate(events, &|seat| ["Giallo", "Blu", "Verde"][seat].to_string(), text(Lang::It))
}

// Issue 12: "Every word the app shows exists in both"; issue 15: the rules page states the
// rulings (the shared ones and the engine's own).
#[test]
fn the_rules_page_lists_match_in_length_and_are_translated() {
    let (en, it) = both();
    assert_rules_translated(en, it);
    assert_translated(en.our_rulings_list(), it.our_rulings_list());
}

// The engine's "Ruling (ours)" decisions (17 in its comments) each have a line on the page.
#[test]
fn the_rules_page_states_every_ruling_of_our_own() {
    let (en, _) = both();
    assert!(en.our_rulings_list().len() >= 17);
    assert_eq!(en.rulings_list().len(), 13, "the shared ruling's board, seats and twelve bullets, in short");
}

// Issue 12: names of colours, roles and endings differ in the two languages.
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

// Issue 12: "Numbers and plurals read right in both".
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

// Issue 15: the virus's reason in words, in Italian.
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

// Issue 12: the end in Italian, in the game's words.
#[test]
fn italian_log_announces_the_end() {
    let events = [Event::HumanityLost { why: LossReason::TwelveViruses }];
    assert_eq!(italian(&events), ["Il virus si è moltiplicato fino a 12: vince il virus"]);
    assert_eq!(italian(&[Event::Rolled { colour: Colour::Green, face: 5 }]), ["Verde tira 5"]);
}
