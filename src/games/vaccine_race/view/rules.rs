//! The in-app rules: the seed's rules in short, then the rulings this product follows.

use leptos::prelude::*;

use crate::games::vaccine_race::squares::{SquareEvent, NAMED_SQUARES};

/// The seed's "Event" column, in short.
fn effect(event: Option<SquareEvent>) -> String {
    match event {
        None => String::new(),
        Some(SquareEvent::RollInstead(dice)) => format!("Standing here, roll {} to advance.", dice.label()),
        Some(SquareEvent::Gate(needed)) => format!("Standing here, you advance only on a roll of {needed} or more."),
        Some(SquareEvent::GoBack(to)) => format!("Go back to square {to}."),
        Some(SquareEvent::SkipNextTurn) => "Skip next turn.".into(),
        Some(SquareEvent::AnimalTrialShortcut) => "Roll 1d6: on 5 or 6 you may skip the animal trials (to 28).".into(),
        Some(SquareEvent::CompanyEvent) => "Every player rolls 1d6; the lowest roll X goes back X squares.".into(),
    }
}

pub fn rules() -> impl IntoView {
    let table = NAMED_SQUARES
        .iter()
        .map(|s| view! { <tr><td>{s.number}</td><td>{s.title}</td><td>{s.text}</td><td>{effect(s.event)}</td></tr> })
        .collect_view();
    view! {
        <article class="rules-text">
            <h2>"Vaccine Race"</h2>
            <p>"Each player is a vaccine company racing the virus and each other. The first to reach the GOAL (square 98) wins."</p>
            <h3>"How to play"</h3>
            <ol>
                <li>"Every piece starts on PANDEMIC (square 0). There you roll 1d6: a 5 or 6 sequences the virus DNA and moves you to square 1; anything else ends your turn."</li>
                <li>"On your turn you press Roll and move forward exactly the number rolled, normally with one six-sided die (1d6)."</li>
                <li>"Blue squares help, red squares hinder, yellow squares involve every player."</li>
                <li>"Several pieces may share a square. You do not need an exact roll to reach 98."</li>
            </ol>
            <h3>"Rulings this game follows"</h3>
            <ul id="rulings">
                <li>"2 to 6 players, six colours."</li>
                <li>"A move that would pass 98 stops on 98 and wins at once; the game ends there."</li>
                <li>"Landing events fire when a forward move ends on the square: go back, skip next turn, square 14 and the company events (66, 81, 88). A square reached by going back fires nothing."</li>
                <li>"Standing events apply at the start of every turn of a piece on the square, however it got there: 2d4 on 18, 21, 28, 29, 33, 42, 47, 63, 70, 77; 2d6 on 56 and 57; on 15 the roll moves you only on 4-6, on 83 only on 5-6."</li>
                <li>"Square 14: on landing you roll 1d6 at once; on 5 or 6 you may skip the animal trials and move to 28. If you skipped and later roll a 1 while on squares 29-42 (Phase I), you go back to 16. This happens once. With 2d4 (on 29 and 42), a 1 on either die counts."</li>
                <li>"Company events: every player rolls 1d6, starting with the player who landed and going round the table. Everyone who rolled the lowest number X goes back X squares (never below 0). Nothing fires where they land."</li>
                <li>"Skip next turn: your next turn is skipped once; the board marks the piece \"zz\" and the log says so."</li>
                <li>"The computer takes the square-14 gamble (skip the animal trials) unless it already leads every rival."</li>
            </ul>
            <h3>"The squares"</h3>
            <table class="squares"><thead><tr><th>"Square"</th><th>"Event"</th><th>"Story"</th><th>"What happens"</th></tr></thead><tbody>{table}</tbody></table>
        </article>
    }
}
