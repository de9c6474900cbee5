//! What a roll lets a player do, and who helps: the legal actions after a roll, in a fixed order
//! (moves, then on a 6 taking out, healing, masks and sanitizers, then passing).

use super::actions::Action;
use super::sixes::new_mask;
use super::state::{LabRace, Mask, Piece, PieceId, Role, Spot};
use engine::Seat;

impl LabRace {
    /// Ruling: "A player whose four pieces are in the lab helps on its turn ... The social worker
    /// may help from 3 pieces in the lab".
    pub fn helps(&self, seat: Seat) -> bool {
        let player = &self.players[seat];
        let in_lab = player.in_lab();
        in_lab == 4 || (in_lab >= 3 && player.role == Some(Role::SocialWorker))
    }

    /// Ruling: a helper "may pass. The social worker ... may not pass while it has a piece
    /// outside."
    ///
    /// Ruling (ours): only a helper may pass, after seeing its roll; a player still racing moves
    /// if it can, even into trouble.
    pub fn may_pass(&self, seat: Seat) -> bool {
        self.players[seat].in_lab() == 4
    }

    /// Every legal action of `seat` after rolling `face`.
    pub(super) fn choices(&self, seat: Seat, face: u8) -> Vec<Action> {
        let mut actions = Vec::with_capacity(16);
        let colour = self.players[seat].colour;
        let helps = self.helps(seat);
        let mine_or_helped = |id: PieceId| id.colour == colour || helps;
        // "moves one piece by the roll"; a helper "may move any other player's piece".
        actions.extend(self.pieces_out().filter(|&(id, _)| mine_or_helped(id)).map(|(id, _)| Action::Move(id)));
        if face == 6 {
            actions.extend(self.home_pieces().filter(|&id| mine_or_helped(id)).map(Action::TakeOut));
            actions.extend(self.pieces_out().filter(|(_, p)| p.sick).map(|(id, _)| Action::Heal(id)));
            let mask = new_mask(self.players[seat].role);
            actions.extend(self.pieces_out().filter(|(_, p)| mask_helps(p, mask)).map(|(id, _)| Action::GiveMask(id)));
            actions.extend(self.sanitizer_fields(seat).map(Action::PlaceSanitizer));
        }
        if self.may_pass(seat) {
            actions.push(Action::Pass);
        }
        actions
    }

    /// Whether `choices` offers anything, without listing it. On a 6 there is always something:
    /// a piece at home to take out, one out to move, or (all four in the lab) passing.
    pub(super) fn has_choice(&self, seat: Seat, face: u8) -> bool {
        face == 6 || self.may_pass(seat) || self.has_piece_to_move(seat)
    }

    /// Whether a piece on the board is `seat`'s to move: its own, or any when it helps.
    pub(super) fn has_piece_to_move(&self, seat: Seat) -> bool {
        let colour = self.players[seat].colour;
        let helps = self.helps(seat);
        self.pieces_out().any(|(id, _)| id.colour == colour || helps)
    }

    /// The pieces on the board (the loop and the bridges), in seat order.
    fn pieces_out(&self) -> impl Iterator<Item = (PieceId, &Piece)> + '_ {
        self.players.iter().flat_map(|player| {
            let ids = (0..4).map(move |index| PieceId { colour: player.colour, index });
            ids.zip(&player.pieces).filter(|(_, p)| matches!(p.spot, Spot::Out(_)))
        })
    }

    /// The pieces that may leave home quarantine: of each colour, the first healthy one and the
    /// first sick one, for pieces at home differ in nothing else.
    fn home_pieces(&self) -> impl Iterator<Item = PieceId> + '_ {
        self.players.iter().flat_map(|player| {
            let first = |sick: bool| player.pieces.iter().position(|p| p.spot == Spot::Home && p.sick == sick);
            [first(false), first(true)]
                .into_iter()
                .flatten()
                .map(move |index| PieceId { colour: player.colour, index: index as u8 })
        })
    }
}

/// Whether `mask` is worth giving to `piece`.
///
/// Ruling (ours): a new mask replaces the one a piece wears, and is offered only where it lasts
/// longer than that one: a mask over an as good one would waste the 6.
fn mask_helps(piece: &Piece, mask: Mask) -> bool {
    piece.mask.is_none_or(|worn| worn.fields_left < mask.fields_left)
}
