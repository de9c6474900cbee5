//! A classroom page's settings read back as the teacher chose them, and what a locked page
//! lets a pupil change.

use super::*;

#[test]
fn a_teachers_link_presets_one_game() {
    let embed = Embed::parse("?game=vaccine-race&players=3&computer=2,3&locked=1&lang=it&variant=short");
    assert_eq!(embed.game.as_deref(), Some("vaccine-race"));
    assert_eq!(embed.players, Some(3));
    assert_eq!(embed.computer, vec![1, 2], "seats count from 1 in the URL");
    assert!(embed.locked);
    assert_eq!(embed.lang, Some(Lang::It));
    assert_eq!(embed.options, vec![("variant".to_string(), "short".to_string())]);
    assert!(embed.notices.is_empty());
    assert!(embed.offers("vaccine-race"));
    assert!(!embed.offers("carcassonne"), "a locked page hides the other games");
}

#[test]
fn no_parameters_means_every_game_and_no_lock() {
    let embed = Embed::parse("");
    assert_eq!(embed, Embed::default());
    assert!(embed.offers("anything"));
    assert_eq!(embed.players_within((2, 4)), 2);
    assert!(Embed::parse("locked=1").offers("anything"), "a lock without a game locks nothing");
    assert!(!Embed::parse("game=x&locked=0").locked);
}

#[test]
fn what_cannot_be_used_is_reported_not_guessed() {
    let embed = Embed::parse("lang=fr&players=many&computer=0,2,x,2");
    assert_eq!(embed.lang, None);
    assert_eq!(embed.players, None);
    assert_eq!(embed.computer, vec![1]);
    assert_eq!(embed.notices.len(), 4, "{:?}", embed.notices);
    assert_eq!(embed.notices[0], LinkProblem::NoSuchLanguage("fr".into()));
}

#[test]
fn computer_seats_given_in_any_order_or_twice_are_each_taken_once_in_seat_order() {
    assert_eq!(Embed::parse("computer=3,1,2,1,3").computer, vec![0, 1, 2]);
}

#[test]
fn values_are_percent_decoded_and_players_clamped() {
    let embed = Embed::parse("game=vaccine%2Drace&mode=two+words&players=9");
    assert_eq!(embed.game.as_deref(), Some("vaccine-race"));
    assert_eq!(embed.options, vec![("mode".to_string(), "two words".to_string())]);
    assert_eq!(embed.players_within((2, 4)), 4);
    assert_eq!(decode("100%"), "100%");
}

#[test]
fn a_seed_in_the_link_deals_every_device_the_same_game() {
    assert_eq!(Embed::parse("seed=4821").seed, Some(4821));
    let embed = Embed::parse("seed=lucky");
    assert_eq!(embed.seed, None, "a seed that is no number deals a new game");
    assert_eq!(embed.notices, vec![LinkProblem::NotASeed("lucky".into())]);
}

#[test]
fn each_computer_seat_plays_at_its_own_level_or_the_last_one_given() {
    let embed = Embed::parse("computer=2,3&level=easy,hard");
    assert_eq!((embed.level_of(1), embed.level_of(2)), (Level::Easy, Level::Hard));
    let one = Embed::parse("computer=2,3&level=hard");
    assert_eq!((one.level_of(1), one.level_of(2)), (Level::Hard, Level::Hard), "one level for every computer");
    assert_eq!(Embed::parse("computer=2").level_of(1), Level::Normal);
    let wrong = Embed::parse("computer=2&level=genius");
    assert_eq!(wrong.notices, vec![LinkProblem::NoSuchLevel("genius".into())]);
    assert_eq!(wrong.level_of(1), Level::Normal);
}

#[test]
fn the_embed_makers_link_reads_back_as_the_teachers_choices() {
    let chosen = Embed {
        game: Some("catch-me".into()),
        options: vec![("mode".into(), "two words & more".into())],
        players: Some(3),
        computer: vec![1, 2],
        levels: vec![Level::Easy, Level::Hard],
        locked: true,
        lock: Some(Locks::NONE.with(Lock::Lang, true).with(Lock::Share, true)),
        lang: Some(Lang::It),
        seed: Some(u64::MAX),
        notices: vec![],
    };
    let query = chosen.query();
    assert!(
        query.starts_with(
            "?game=catch-me&players=3&computer=2,3&level=easy,hard&lang=it&locked=1&lock=lang,share&seed="
        ),
        "{query}"
    );
    assert_eq!(Embed::parse(&query), chosen);
    assert_eq!(Embed::default().query(), "", "no choices, no query");
}

#[test]
fn the_iframe_code_lets_the_game_save_and_names_the_frame() {
    let code = iframe("Lab Race", "https://school.example/q/?game=lab-race&locked=1");
    assert!(code.contains(r#"src="https://school.example/q/?game=lab-race&amp;locked=1""#), "{code}");
    assert!(code.contains(r#"title="Lab Race""#));
    assert!(code.contains("allow-scripts allow-same-origin"), "saving needs the page's own origin");
}

/// The frame fits the page it is put in, whatever the page's width, and no
/// taller than the window, so that Undo and Share are not below a tablet's fold.
#[test]
fn the_iframe_fits_the_width_of_its_page_and_the_height_of_the_window() {
    let code = iframe("Lab Race", "https://school.example/q/?game=lab-race");
    assert!(code.contains("width:100%") && code.contains("height:85vh;height:85dvh"), "{code}");
    assert!(code.contains(r#"width="1000" height="760""#), "a page that drops the style still gets a frame to play in");
}

/// The teacher chooses what a pupil may not change; each lock reads back as chosen.
#[test]
fn each_lock_the_teacher_chooses_reads_back_from_the_link() {
    for bits in 0..16u8 {
        let locks = Lock::ALL.into_iter().fold(Locks::NONE, |l, lock| l.with(lock, bits & 1 << lock as u8 != 0));
        let chosen = Embed { game: Some("lab-race".into()), locked: true, lock: Some(locks), ..Embed::default() };
        let read = Embed::parse(&chosen.query());
        assert_eq!(read, chosen, "{}", chosen.query());
        assert_eq!(read.locks(), locks);
    }
    let embed = Embed::parse("game=lab-race&locked=1&lock=home,saves");
    assert!(embed.locks().has(Lock::Home) && embed.locks().has(Lock::Saves));
    assert!(!embed.locks().has(Lock::Lang) && !embed.locks().has(Lock::Share));
    assert_eq!(Embed::parse("game=lab-race&locked=1&lock=none").locks(), Locks::NONE, "locked to its game only");
    assert_eq!(Locks::ALL.with(Lock::Home, false).with(Lock::Home, true), Locks::ALL);
}

/// An embed that says only `locked=1`, naming no lock, locks all four: the pupil keeps to the
/// game whole. A page without a game to lock to locks nothing.
#[test]
fn an_older_locked_embed_locks_the_language_home_saves_and_sharing() {
    let old = Embed::parse("?game=vaccine-race&players=3&computer=2,3&locked=1&lang=en");
    assert_eq!(old.locks(), Locks::ALL);
    assert!(Lock::ALL.into_iter().all(|lock| old.locks().has(lock)));
    assert_eq!(old.lock, None, "nothing is added to its link");
    assert_eq!(Embed::parse("game=vaccine-race").locks(), Locks::NONE, "a page not locked locks nothing");
    assert_eq!(Embed::parse("locked=1").locks(), Locks::NONE, "a lock without a game locks nothing");
    assert_eq!(Embed::parse("lock=lang").locks(), Locks::NONE);
}

/// `lock=` alone locks the page to its game; a word it does not know is reported
/// and the others still lock.
#[test]
fn a_lock_word_the_app_does_not_know_is_reported_and_the_others_kept() {
    let embed = Embed::parse("game=epidemium&lock=lang,%20colours,,share,home");
    assert!(embed.locked, "a page that locks anything is locked to its game");
    assert!(!embed.offers("carcassonne"));
    assert_eq!(embed.notices, vec![LinkProblem::NoSuchLock("colours".into())]);
    assert_eq!(embed.locks(), Locks::ALL.with(Lock::Saves, false));
    assert_eq!(Embed::parse("game=epidemium&lock=").locks(), Locks::NONE);
}
