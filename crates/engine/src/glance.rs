//! Pieces that read at a glance: how large a piece must be drawn on screen, one rule for every
//! board. A phone's finger and eye need 24 px; where the board has room, 32.
//! Uses nothing of the engine.

/// The least a piece is drawn across on a phone's board, in px.
pub const PHONE_PX: f64 = 24.0;
/// The least where the board's box has room (a tablet, a laptop), in px.
pub const ROOMY_PX: f64 = 32.0;
/// A board box whose shorter side is this many px or more has room: an upright phone's board
/// box is some 370 by 330, a tablet's or a laptop's 590 or more high.
const ROOMY_BOX_PX: f64 = 480.0;
/// How much over the least a board that can afford it draws its pieces, so that the outline's
/// rounding or a stack's badge never takes a piece under the least.
pub const HEADROOM: f64 = 1.125;

/// The least a piece is drawn across, in px, on a board box of `width` by `height` px.
pub fn least_piece_px(width: f64, height: f64) -> f64 {
    if width.min(height) >= ROOMY_BOX_PX {
        ROOMY_PX
    } else {
        PHONE_PX
    }
}

/// The size a piece is drawn at where the board can afford the `HEADROOM`.
pub fn comfortable_piece_px(width: f64, height: f64) -> f64 {
    least_piece_px(width, height) * HEADROOM
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_piece_is_24_px_on_a_phone_and_32_where_the_board_has_room() {
        // The board boxes on screens of 390x844 (a phone), 768x1024 and 1024x768 (a tablet either
        // way) and 1366x768 (a laptop).
        assert_eq!(least_piece_px(374.0, 329.0), PHONE_PX);
        assert_eq!(least_piece_px(752.0, 520.0), ROOMY_PX);
        assert_eq!(least_piece_px(713.0, 591.0), ROOMY_PX);
        assert_eq!(least_piece_px(958.0, 591.0), ROOMY_PX);
        assert!(comfortable_piece_px(374.0, 329.0) > PHONE_PX);
    }
}
