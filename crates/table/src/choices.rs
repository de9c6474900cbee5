//! The person's choices as the shell offers them. Many choices of several kinds (Lab Race's 6:
//! move, take out, heal, mask, sanitizer) are offered kind first, then the chosen kind's
//! actions, so that a decision never shows a wall of look-alike buttons.
//!
//! Uses nothing else of the crate.

use engine::Loss;

/// More buttons than this, of more than one kind, are grouped by kind.
const GROUP_ABOVE: usize = 6;

/// One of the person's actions offered as a button.
#[derive(Clone, Debug, PartialEq)]
pub struct Offer {
    pub label: String,
    /// The kind by which many choices are grouped (`text::GameWords::action_kind`).
    pub kind: Option<String>,
    /// The action plays a card (`GameUi::plays_a_card`): its button is drawn as one.
    pub card: bool,
    /// The action loses the game (`Game::loses`): its button says so, and it plays only once
    /// the person confirms it.
    pub loses: Option<Loss>,
}

/// One button of the choices panel.
#[derive(Clone, Debug, PartialEq)]
pub enum Choice {
    /// The person's n-th action (among those offered as buttons), as offered.
    Action(usize, Offer),
    /// A kind of action and how many there are: opens them.
    Kind(String, usize),
    /// Back from one kind to all of them.
    AllKinds,
}

/// Whether an offer, numbered, is of `kind` (`None`: of no kind).
fn of_kind(kind: Option<&str>) -> impl Fn(&(usize, &Offer)) -> bool + '_ {
    move |(_, offer)| offer.kind.as_deref() == kind
}

/// The buttons to show for these actions when `open` kind is open.
pub fn shown(actions: &[Offer], open: Option<&str>) -> Vec<Choice> {
    let mut kinds: Vec<(String, usize)> = vec![];
    for kind in actions.iter().filter_map(|offer| offer.kind.clone()) {
        match kinds.iter_mut().find(|(k, _)| *k == kind) {
            Some((_, n)) => *n += 1,
            None => kinds.push((kind, 1)),
        }
    }
    let grouped = actions.len() > GROUP_ABOVE && kinds.len() > 1;
    let action = |(i, offer): (usize, &Offer)| Choice::Action(i, offer.clone());
    let open = open.filter(|o| grouped && kinds.iter().any(|(k, _)| k == o));
    match open {
        _ if !grouped => actions.iter().enumerate().map(action).collect(),
        Some(open) => std::iter::once(Choice::AllKinds)
            .chain(actions.iter().enumerate().filter(of_kind(Some(open))).map(action))
            .collect(),
        None => {
            let loose = actions.iter().enumerate().filter(of_kind(None)).map(action);
            let kind_or_its_one = |(kind, n): (String, usize)| match n {
                // A kind with one choice is that choice: one tap, not two.
                1 => actions.iter().enumerate().find(of_kind(Some(&kind))).map(action),
                _ => Some(Choice::Kind(kind, n)),
            };
            kinds.into_iter().filter_map(kind_or_its_one).chain(loose).collect()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn actions(kinds: &[&str]) -> Vec<Offer> {
        let offer = |(i, k): (usize, &&str)| Offer {
            label: format!("a{i}"),
            kind: (!k.is_empty()).then(|| k.to_string()),
            card: false,
            loses: None,
        };
        kinds.iter().enumerate().map(offer).collect()
    }

    #[test]
    fn few_choices_are_shown_as_they_are() {
        let few = actions(&["move", "mask", "mask"]);
        assert_eq!(shown(&few, None).len(), 3);
        assert!(shown(&few, Some("mask")).iter().all(|c| matches!(c, Choice::Action(..))));
    }

    // "A kind with one choice needs one tap": the one heal above is offered as itself, in
    // its kind's place, not as a kind to open first.
    #[test]
    fn many_choices_of_several_kinds_are_offered_kind_first() {
        let many = actions(&["move", "move", "mask", "mask", "mask", "mask", "heal", ""]);
        let kinds = shown(&many, None);
        assert_eq!(
            kinds,
            vec![
                Choice::Kind("move".into(), 2),
                Choice::Kind("mask".into(), 4),
                Choice::Action(6, many[6].clone()),
                Choice::Action(7, many[7].clone())
            ]
        );
        let masks = shown(&many, Some("mask"));
        assert_eq!(masks[0], Choice::AllKinds);
        assert_eq!(masks[1..].iter().map(|c| matches!(c, Choice::Action(2..=5, _))).filter(|&b| b).count(), 4);
    }

    #[test]
    fn many_choices_of_one_kind_are_not_grouped() {
        let one = actions(&["mask"; 8]);
        assert_eq!(shown(&one, None).len(), 8);
        assert_eq!(shown(&one, Some("mask")).len(), 8, "a kind left open from before does not hide the others");
    }
}
