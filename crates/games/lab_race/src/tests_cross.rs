//! The cross's geometry: every field on the board and apart from the others, each next field
//! beside the one before, and the marks of a field (its number, its sanitizer, a piece's mask)
//! never under a piece.

use super::board::{BRIDGE, LOOP};
use super::cross::*;
use super::{Colour, Field, FieldKind};

const BOARD: Rect = Rect { x: 0.0, y: 0.0, w: SIZE, h: SIZE };
const PLAYERS: [Colour; 3] = [Colour::Yellow, Colour::Blue, Colour::Green];
const ARMS: [Colour; 4] = [Colour::Red, Colour::Yellow, Colour::Blue, Colour::Green];

fn fields() -> impl Iterator<Item = Field> {
    (0..Field::LAB.0).map(Field)
}

/// Two cells side by side share an edge or, where the loop turns round a home's inner corner,
/// a corner: their centres at most one cell apart across and down.
fn beside(a: Rect, b: Rect) -> bool {
    let ((ax, ay), (bx, by)) = (a.centre(), b.centre());
    (ax - bx).abs().max((ay - by).abs()) == CELL && a.overlap(b) == 0.0
}

/// Every place a piece or a virus may stand, as the square it fills.
fn standings() -> Vec<Rect> {
    let mut all: Vec<Rect> = fields().map(cell).collect();
    all.extend(PLAYERS.iter().flat_map(|&c| (0..4).map(move |i| Rect::around(home_slot(c, i), CELL))));
    all.extend((0..12).map(|i| Rect::around(focus_slot(i), CELL)));
    all.extend(PLAYERS.iter().map(|&c| Rect::around(lab_stack(c), CELL)));
    all
}

#[test]
fn every_field_and_waiting_place_is_inside_the_board() {
    for place in standings() {
        assert!(BOARD.contains(place), "{place:?}");
    }
}

#[test]
fn no_two_fields_or_waiting_places_overlap() {
    let all = standings();
    for (i, a) in all.iter().enumerate() {
        for b in &all[i + 1..] {
            assert_eq!(a.overlap(*b), 0.0, "{a:?} and {b:?}");
        }
    }
}

#[test]
fn each_loop_field_is_beside_the_next_all_round() {
    for n in 0..LOOP {
        assert!(beside(cell(Field(n)), cell(Field((n + 1) % LOOP))), "fields {n} and {}", n + 1);
    }
}

#[test]
fn each_bridge_starts_beside_the_field_before_its_exit_and_ends_at_the_lab() {
    for arm in ARMS {
        let bridge: Vec<Field> = (0..BRIDGE).map(|step| Field::of(arm, LOOP + step)).collect();
        assert!(matches!(bridge[0].kind(), FieldKind::Bridge { step: 0, .. }));
        assert!(beside(cell(Field::of(arm, LOOP - 1)), cell(bridge[0])), "{arm:?}");
        for pair in bridge.windows(2) {
            assert!(beside(cell(pair[0]), cell(pair[1])), "{arm:?} {pair:?}");
        }
        let (end, lab) = (cell(bridge[4]), cell(Field::LAB));
        let touching = Rect { x: end.x - 1.0, y: end.y - 1.0, w: end.w + 2.0, h: end.h + 2.0 };
        assert!(touching.overlap(lab) > 0.0 && end.overlap(lab) == 0.0, "{arm:?}");
    }
}

#[test]
fn every_field_but_the_arm_ends_and_bridges_has_its_number_beside_it_in_a_home_margin() {
    let numbered = fields().filter(|&f| number_slot(f).is_some()).count();
    // The four arms' ends and the eight fields turning round a home's inner corner go unnumbered.
    assert_eq!(numbered, usize::from(LOOP) - 12);
    for field in fields().filter(|&f| number_slot(f).is_some()) {
        let strip = mark_strip(field).unwrap();
        assert!(ARMS.iter().any(|&a| home(a).contains(strip) && home_inside(a).overlap(strip) == 0.0), "{field:?}");
    }
}

#[test]
fn neighbouring_pieces_overlap_by_far_less_than_a_quarter() {
    let plates: Vec<Rect> = standings().into_iter().map(|r| Rect::around(r.centre(), PLATE)).collect();
    for (i, a) in plates.iter().enumerate() {
        for b in &plates[i + 1..] {
            assert!(a.overlap(*b) <= PLATE * PLATE / 10.0, "{a:?} and {b:?}");
        }
    }
}

#[test]
fn a_fields_number_and_sanitizer_lie_under_no_piece_anywhere() {
    let overhang = (PLATE - CELL) / 2.0;
    let all: Vec<Rect> = standings().into_iter().map(|r| Rect::around(r.centre(), PLATE)).collect();
    for field in fields() {
        if let Some(number) = number_slot(field).map(|r| r.inset(overhang)) {
            let drop = sanitizer_slots(field)[0].inset(overhang);
            assert!(all.iter().all(|p| p.overlap(number) == 0.0), "number of {field:?}");
            assert!(all.iter().all(|p| p.overlap(drop) == 0.0), "sanitizer of {field:?}");
        }
    }
}

/// The nearest point of a rectangle to a point, and how far it is.
fn distance((x, y): (f64, f64), r: Rect) -> f64 {
    let (nx, ny) = (x.clamp(r.x, r.x + r.w), y.clamp(r.y, r.y + r.h));
    ((nx - x).powi(2) + (ny - y).powi(2)).sqrt()
}

#[test]
fn corner_marks_leave_the_face_of_a_piece_on_the_field_free() {
    for field in fields() {
        let middle = centre(field);
        for mark in sanitizer_slots(field).into_iter().chain([mask_slot(middle)]) {
            assert!(distance(middle, mark) > FACE_RADIUS, "{field:?} {mark:?}");
            assert!(cell(field).contains(mark) || mark_strip(field).is_some(), "{field:?}");
        }
    }
}

#[test]
fn the_waiting_viruses_stay_inside_the_focus() {
    for i in 0..12 {
        assert!(home_inside(Colour::Red).contains(Rect::around(focus_slot(i), CELL)), "virus {i}");
    }
}

#[test]
fn each_colour_waits_in_its_own_home_and_stacks_in_the_lab() {
    for colour in PLAYERS {
        for i in 0..4 {
            assert!(home_inside(colour).contains(Rect::around(home_slot(colour, i), CELL)), "{colour:?} {i}");
        }
        assert!(cell(Field::LAB).contains(Rect::around(lab_stack(colour), CELL)), "{colour:?}");
    }
}

#[test]
fn no_two_fields_marks_overlap() {
    let marks: Vec<(Field, Rect)> =
        fields().flat_map(|f| number_slot(f).into_iter().chain(sanitizer_slots(f)).map(move |r| (f, r))).collect();
    for (i, (a, ra)) in marks.iter().enumerate() {
        for (b, rb) in &marks[i + 1..] {
            assert_eq!(ra.overlap(*rb), 0.0, "{a:?} {ra:?} and {b:?} {rb:?}");
        }
    }
}
