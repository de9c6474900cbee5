//! The rules: the turn order, what a roll offers, and how the game ends.

use super::actions::{Action, Event};
use super::peril::Peril;
use super::state::{Colour, Ending, LabRace, LossReason, Options, Phase, Piece, Player, Role, Spot, WinReason};
use engine::rng::{game_rng, roll, unknown_rng};
use engine::{Game, Loss, Outcome, Seat, SetupError, Turn};

/// "There are 4-4 pieces in each player's home quarantine ... and 4 virus pieces in the focuse."
pub const PIECES: usize = 4;
pub const VIRUSES_AT_START: u8 = 4;
/// Ruling: "Humanity loses ... when there are 12 viruses (board and focus together)."
pub const MAX_VIRUSES: u8 = 12;
/// Ruling: "each player's building counter starts at 3."
pub const FREE_SIX_START: u8 = 3;

impl Game for LabRace {
    type Action = Action;
    type Event = Event;
    type View = LabRace;
    type Options = Options;

    const ID: &'static str = "lab-race";
    /// 2: the free-6 counter waits for the turn's last roll and counts the pieces a helper may
    /// move; a sick piece meeting its own colour makes it sick.
    /// 3: a sick unmasked piece leaves a virus on its bridge too, which the virus's turn never
    /// moves; a sanitizer may go on a player's own bridge; the free-6 counter counts only the
    /// player's own pieces out.
    const RULES_VERSION: u32 = 3;

    fn new(options: &Options, seed: u64) -> Result<Self, SetupError> {
        check_options(options)?;
        let at_home = Piece { spot: Spot::Home, mask: None, sick: false };
        let players = options
            .players
            .iter()
            .map(|s| Player {
                colour: s.colour,
                role: s.role,
                pieces: [at_home; PIECES],
                free_six: FREE_SIX_START,
                sanitizers_placed: 0,
            })
            .collect();
        Ok(Self {
            players,
            viruses: Vec::with_capacity(MAX_VIRUSES as usize),
            focus: VIRUSES_AT_START,
            viruses_in_lab: 0,
            sanitizers: vec![],
            // "The virus always starts and is followed by players in a clockwise direction."
            phase: Phase::Virus,
            rng: game_rng(seed),
        })
    }

    fn seats(&self) -> usize {
        self.players.len()
    }

    fn turn(&self) -> Turn {
        match self.phase {
            Phase::Virus => Turn::Game,
            Phase::Roll { seat, .. } | Phase::Choose { seat, .. } => Turn::Seat(seat),
            Phase::Over(_) => Turn::Over,
        }
    }

    fn legal_actions(&self) -> Vec<Action> {
        match self.phase {
            Phase::Virus => vec![Action::VirusRoll],
            Phase::Roll { .. } => vec![Action::Roll],
            Phase::Choose { seat, face, .. } => self.choices(seat, face),
            Phase::Over(_) => vec![],
        }
    }

    fn apply_legal(&mut self, action: &Action) -> Vec<Event> {
        let mut events = Vec::with_capacity(8);
        match self.phase {
            Phase::Virus => self.virus_turn(&mut events),
            // A player's roll changes nothing on the board, so it cannot end the game.
            Phase::Roll { seat, first, waiting } => return self.roll(seat, first || waiting, events),
            Phase::Choose { seat, face, again } => self.choose(seat, face, again, action, &mut events),
            Phase::Over(_) => unreachable!("no action is legal once the game is over"),
        }
        if let Some(ending) = self.reached_ending() {
            self.phase = Phase::Over(ending);
            events.push(match ending {
                Ending::Won(why) => Event::HumanityWon { why },
                Ending::Lost(why) => Event::HumanityLost { why },
            });
        }
        events
    }

    /// Cooperative: every seat wins together, or none does.
    fn outcome(&self) -> Option<Outcome> {
        match self.phase {
            Phase::Over(Ending::Won(_)) => Some(Outcome::won_by((0..self.players.len()).collect())),
            Phase::Over(Ending::Lost(_)) => Some(Outcome::won_by(vec![])),
            _ => None,
        }
    }

    /// Nothing is hidden but the dice to come.
    fn view(&self, _seat: Option<Seat>) -> LabRace {
        Self { rng: unknown_rng(), ..self.clone() }
    }

    fn rolls(action: &Action) -> bool {
        matches!(action, Action::Roll)
    }

    /// A choice that ends the game, or lets the virus's next roll end it (`peril`).
    fn loses(&self, action: &Action) -> Option<Loss> {
        self.peril(action).as_ref().map(Peril::loss)
    }

    fn invariants(&self) -> Result<(), String> {
        super::invariants::check(self)
    }
}

/// 1 to 3 player colours in playing order, each role at most once.
///
/// Ruling (ours): a role belongs to one colour at most (the seed's players each "choose a
/// role"), and a colour may play without one.
fn check_options(options: &Options) -> Result<(), SetupError> {
    let players = &options.players;
    if !(1..=3).contains(&players.len()) {
        return Err(SetupError(format!("1 to 3 colours, not {}", players.len())));
    }
    if players.iter().any(|s| s.colour == Colour::Red) {
        return Err(SetupError("red is the virus's colour".into()));
    }
    if players.windows(2).any(|w| w[0].colour >= w[1].colour) {
        return Err(SetupError("each colour once, in the order yellow, blue, green".into()));
    }
    let roles: Vec<Role> = players.iter().filter_map(|s| s.role).collect();
    if roles.iter().enumerate().any(|(i, r)| roles[..i].contains(r)) {
        return Err(SetupError("each role at most once".into()));
    }
    Ok(())
}

impl LabRace {
    /// How the game ended, once it has.
    pub fn ending(&self) -> Option<Ending> {
        match self.phase {
            Phase::Over(ending) => Some(ending),
            _ => None,
        }
    }

    /// Ruling, the end: "Humanity loses when a virus or a sick person enters the lab, or when
    /// there are 12 viruses (board and focus together). Humanity wins when every player piece is
    /// in the lab, or when no virus is left and no piece is sick."
    ///
    /// Ruling (ours): a loss comes first when one action does both.
    pub(super) fn reached_ending(&self) -> Option<Ending> {
        let (mut all_in_lab, mut sick, mut sick_in_lab) = (true, false, false);
        for piece in self.players.iter().flat_map(|p| &p.pieces) {
            let in_lab = piece.spot == Spot::Lab;
            all_in_lab &= in_lab;
            sick |= piece.sick;
            sick_in_lab |= in_lab && piece.sick;
        }
        if self.viruses_in_lab > 0 {
            Some(Ending::Lost(LossReason::VirusInLab))
        } else if sick_in_lab {
            Some(Ending::Lost(LossReason::SickInLab))
        } else if self.virus_count() >= MAX_VIRUSES {
            Some(Ending::Lost(LossReason::TwelveViruses))
        } else if all_in_lab {
            Some(Ending::Won(WinReason::AllInLab))
        } else if self.virus_count() == 0 && !sick {
            Some(Ending::Won(WinReason::VirusGone))
        } else {
            None
        }
    }

    /// The player rolls 1d6; the free-6 counter may turn the turn's last roll into a 6.
    /// `counts` when the turn counts for the counter so far: its first roll, or a roll again
    /// after the courier's 5 in a turn that began waiting (`Phase::Roll::waiting`).
    ///
    /// Ruling: "A turn in which the player has no piece of its own out to move and rolls no 6
    /// lowers it by 1 ...; it is lowered on the turn's last roll".
    /// Ruling: "On a 6 the player chooses one ...; then rolls again. The bike courier also rolls
    /// again after a 5", and a free 6 "counts as a 6". Ruling (ours): a helper's 6 rolls again
    /// too, and the courier rolls again after a 5 even when it gave her nothing to do.
    fn roll(&mut self, seat: Seat, counts: bool, mut events: Vec<Event>) -> Vec<Event> {
        let colour = self.players[seat].colour;
        let mut face = roll(&mut self.rng, 6);
        events.push(Event::Rolled { colour, face });
        let waiting = counts && face != 6 && self.players[seat].waits_at_home();
        if waiting && !self.rolls_again(seat, face) {
            face = self.count_down_free_six(seat, face, &mut events);
        }
        let again = self.rolls_again(seat, face);
        self.phase = Phase::Choose { seat, face, again };
        if !self.has_choice(seat, face) {
            events.push(Event::NothingToDo { colour });
            self.after_choice(seat, again, waiting && face != 6, &mut events);
        }
        events
    }

    /// "On a 6 ... then rolls again. The bike courier also rolls again after a 5."
    fn rolls_again(&self, seat: Seat, face: u8) -> bool {
        face == 6 || (face == 5 && self.players[seat].role == Some(Role::BikeCourier))
    }

    /// Ruling (ours): passing ends the turn, even after a 6.
    fn choose(&mut self, seat: Seat, face: u8, again: bool, action: &Action, events: &mut Vec<Event>) {
        let colour = self.players[seat].colour;
        match *action {
            Action::Move(id) => self.move_piece(id, steps(colour, id.colour, face), events),
            Action::TakeOut(id) => self.take_out(id, colour, events),
            Action::Heal(id) => self.heal(id, colour, events),
            Action::GiveMask(id) => self.give_mask(id, seat, events),
            Action::PlaceSanitizer(field) => self.place_sanitizer(field, seat, events),
            Action::Pass => {
                events.push(Event::Passed { colour });
                return self.end_turn(seat);
            }
            Action::VirusRoll | Action::Roll => unreachable!("not a choice after a roll"),
        }
        // A choice rolls again only after a 6, which ends the wait, or after the courier's 5,
        // which gives her a choice only with a piece of her own out (she helps only with all
        // four in the lab): the turn no longer waits.
        self.after_choice(seat, again, false, events);
    }

    fn after_choice(&mut self, seat: Seat, again: bool, waiting: bool, events: &mut Vec<Event>) {
        if again {
            self.phase = Phase::Roll { seat, first: false, waiting };
            events.push(Event::RollsAgain { colour: self.players[seat].colour });
        } else {
            self.end_turn(seat);
        }
    }

    /// Order: virus, yellow, blue, green (the colours in play).
    fn end_turn(&mut self, seat: Seat) {
        self.phase = if seat + 1 < self.players.len() { Phase::turn_of(seat + 1) } else { Phase::Virus };
    }
}

/// A player moves its own pieces by the roll, another player's (when it helps) by "half the
/// roll, rounded up".
///
/// Ruling (ours): the social worker helping from three pieces in the lab moves her own last
/// piece by the whole roll.
pub(super) fn steps(mover: Colour, owner: Colour, face: u8) -> u8 {
    if mover == owner {
        face
    } else {
        face.div_ceil(2)
    }
}
