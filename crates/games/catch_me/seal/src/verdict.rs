//! The ruling on a sealed game's end on the hero's device: it "records no result until the
//! virus's device has sent its key and every hidden move and roll has been checked" (R18). The
//! view only shows it; the saves file the game by it (`Sealer::filed`).

use super::verify::Broken;
use catch_me::text::sealed_text;
use engine::Outcome;
use lang::Lang;
use table::seal::EndCheck;

/// What the hero's device may say of the end.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Over on the hero's device, but the virus's device has not revealed its key: a claimed
    /// catch (or the hero's own step into the safe zone) is not a result yet.
    Waiting,
    /// The key came and every hidden move and roll checked: the truth's outcome stands.
    Checked(Outcome),
    /// The key came and the check failed: what the virus's device changed. No result stands.
    Forged(Broken),
}

impl Verdict {
    /// Whether the result may be recorded.
    pub fn stands(&self) -> bool {
        matches!(self, Verdict::Checked(_))
    }

    /// In words for the person: the virus's device named by its player, `virus`, where it did
    /// not play fair.
    pub fn said(&self, virus: &str, lang: Lang) -> EndCheck {
        let t = sealed_text(lang);
        match self {
            Verdict::Waiting => {
                EndCheck { no_result: Some(t.no_result_yet().into()), words: t.waits_for_the_key().into() }
            }
            Verdict::Checked(_) => EndCheck { no_result: None, words: t.all_checked().into() },
            Verdict::Forged(broken) => EndCheck {
                no_result: Some(t.forged_end().into()),
                words: format!("{}: {}", t.unfair(virus), broken.words(lang)),
            },
        }
    }
}
