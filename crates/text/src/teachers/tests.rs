use super::teachers;
use crate::assert_translated;
use lang::Lang;

// Each game's card is tested with the game's checklist (`games::checklist`).

/// Each lock the embed maker offers is named in both languages.
#[test]
fn each_lock_is_named_in_both_languages() {
    assert_translated(teachers(Lang::En).lock_names(), teachers(Lang::It).lock_names());
}

#[test]
fn what_the_app_needs_is_said_in_both_languages() {
    assert_translated(teachers(Lang::En).needs_list(), teachers(Lang::It).needs_list());
}
