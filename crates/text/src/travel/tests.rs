use super::*;

// All the app's text exists in English and Italian, and the counts read right.
#[test]
fn every_travel_word_is_in_both_languages_and_counts_moves_right() {
    let (en, it) = (travel(Lang::En), travel(Lang::It));
    assert_eq!(en.older_link(2, 4), "This link is older than the game here: 2 moves against 4 moves. Nothing to do.");
    assert_eq!(
        it.older_link(1, 4),
        "Questo link è più vecchio della partita qui: 1 mossa contro 4 mosse. Non c'è niente da fare."
    );
    assert_eq!(en.way_here(1, "Ann"), "Here: 1 move (Ann)");
    let pairs = [
        (en.another_device(), it.another_device()),
        (en.which_here(), it.which_here()),
        (en.just_watch(), it.just_watch()),
        (en.watching(), it.watching()),
        (en.open_the_game(), it.open_the_game()),
        (en.forked_title(), it.forked_title()),
        (en.play_on_here(), it.play_on_here()),
        (en.play_on_link(), it.play_on_link()),
        (en.other_way_kept(), it.other_way_kept()),
        (en.secret_stays_on_one_device(), it.secret_stays_on_one_device()),
        (en.sealed_elsewhere(), it.sealed_elsewhere()),
        (en.give_seats(), it.give_seats()),
        (en.taken_first(), it.taken_first()),
    ];
    for (english, italian) in pairs {
        assert!(!english.is_empty() && english != italian, "{english:?} is translated");
    }
    assert_ne!(en.send_to("Luca"), it.send_to("Luca"));
    assert_ne!(en.plays_there("Luca"), it.plays_there("Luca"));
    assert_ne!(en.arrived_from("X", "Y"), it.arrived_from("X", "Y"));
    assert_ne!(en.give_seat("Luca"), it.give_seat("Luca"));
    assert_ne!(en.given_to_next("Luca"), it.given_to_next("Luca"));
    assert_ne!(en.not_signed("Luca"), it.not_signed("Luca"));
    assert_ne!(en.seat_given_away("Luca"), it.seat_given_away("Luca"));
    assert_ne!(en.seat_taken("Luca"), it.seat_taken("Luca"));
}

// A file's arrival never says "This link is for": a file says it is a file.
#[test]
fn a_file_offering_a_seat_says_it_is_a_file() {
    for (lang, file) in [(Lang::En, "This file is for Luca"), (Lang::It, "Questo file è per Luca")] {
        assert!(travel(lang).file_for("Luca").starts_with(file), "{lang:?}");
        assert_ne!(travel(lang).file_for("Luca"), travel(lang).link_for("Luca"));
    }
}
