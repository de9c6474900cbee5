//! Pan and zoom by mouse, touch and keys: pointer events move the `Camera` (camera.rs), whose
//! only effect on the page is the SVG's viewBox.

use leptos::prelude::*;
use leptos::svg::Svg;

use carcassonne::camera::{bounds, merged, Camera, Covered, EdgeMark};
use carcassonne::Carcassonne;
use engine::glance::least_piece_px;
use ui::on_resize;

/// A drag starts once a pointer has moved this far, so a tap with a shaky finger is a tap.
const DRAG_PX: f64 = 6.0;
/// How far inside the board's edge a spot out of view is marked, in pixels.
const EDGE_INSET_PX: f64 = 14.0;
/// A mark's width in pixels (board.rs draws it 28 across): marks nearer than this are one.
const EDGE_MARK_PX: f64 = 30.0;
/// How far an arrow key pans, in pixels.
const KEY_PAN_PX: f64 = 80.0;

#[derive(Clone, Copy)]
pub struct Lens {
    pub cam: RwSignal<Camera>,
    /// Board units per pixel: what is drawn at a size on the screen follows it, not every pan.
    pub scale: Memo<f64>,
    /// The SVG's size in pixels, measured.
    size: RwSignal<(f64, f64)>,
    /// What the board's own controls cover, measured with the size: the zoom buttons' column at
    /// the right (`.cc-zoom`), the points at the top (`.cc-scores`, two rows where they wrap).
    covered: RwSignal<Covered>,
    pub node: NodeRef<Svg>,
    /// Pointers down on the board: id and last position.
    pointers: StoredValue<Vec<(i32, f64, f64)>>,
    travelled: StoredValue<f64>,
    /// The latest press became a drag or a pinch: its click is not a tap.
    pub dragged: StoredValue<bool>,
}

impl Lens {
    pub fn new() -> Self {
        let cam = RwSignal::new(Camera { cx: 50.0, cy: 50.0, scale: 1.0 });
        let lens = Self {
            cam,
            scale: Memo::new(move |_| cam.with(|c| c.scale)),
            size: RwSignal::new((0.0, 0.0)),
            covered: RwSignal::new(Covered::default()),
            node: NodeRef::new(),
            pointers: StoredValue::new(vec![]),
            travelled: StoredValue::new(0.0),
            dragged: StoredValue::new(false),
        };
        lens.measure_on_resize();
        lens
    }

    /// Measures the SVG again whenever its box changes size: the window turns or resizes, or
    /// the panel below the board grows or shrinks.
    fn measure_on_resize(self) {
        Effect::new(move |_| {
            if let Some(svg) = self.node.get() {
                on_resize(&svg, move || {
                    self.measure();
                });
            }
        });
    }

    pub fn view_box(&self) -> String {
        let (w, h) = self.size.get();
        self.cam.get().view_box(w.max(1.0), h.max(1.0))
    }

    /// The smallest a piece is drawn on this board's box, in pixels (tracked).
    pub fn least_piece_px(&self) -> f64 {
        let (w, h) = self.size.get();
        least_piece_px(w, h)
    }

    /// Subscribes the running effect to the SVG's measured size.
    pub fn track_size(&self) {
        self.size.track();
    }

    /// Reads the SVG's size and what the board's controls cover; true once it has a size.
    pub fn measure(&self) -> bool {
        // Told by the window, which may resize as the board goes away.
        let Some(svg) = self.node.try_get_untracked().flatten() else { return false };
        let size = (f64::from(svg.client_width()), f64::from(svg.client_height()));
        let board = svg.get_bounding_client_rect();
        let stage = svg.parent_element();
        let rect = |selector: &str| {
            stage.as_ref()?.query_selector(selector).ok().flatten().map(|e| e.get_bounding_client_rect())
        };
        let covered = Covered {
            right: rect(".cc-zoom").map_or(0.0, |r| (board.right() - r.left()).max(0.0)),
            top: rect(".cc-scores").map_or(0.0, |r| (r.bottom() - board.top()).max(0.0)),
        };
        self.covered.try_set(covered).is_none() && self.size.try_set(size).is_none() && size.0 > 0.0
    }

    /// The landscape: every tile placed and the spots round them, or where they are
    /// too many to show at a readable size, those round the last tile.
    pub fn landscape(&self, view: &Carcassonne) {
        let (Some((w, h)), Some(covered)) = (self.size.try_get_untracked(), self.covered.try_get_untracked()) else {
            return;
        };
        let tiles = view.board().tiles();
        if let (Some(b), Some(last)) = (bounds(tiles.iter().map(|p| (p.x, p.y))), tiles.last()) {
            self.cam.set(Camera::landscape(b, (last.x, last.y), w, h, covered));
        }
    }

    /// Keeps these tiles in view (`Camera::keeping`): the camera stays as it is while they are.
    pub fn keep(&self, wanted: &[(i8, i8)], view: &Carcassonne) {
        let (Some((w, h)), Some(covered), Some(cam)) =
            (self.size.try_get_untracked(), self.covered.try_get_untracked(), self.cam.try_get_untracked())
        else {
            return;
        };
        let Some(placed) = bounds(view.board().tiles().iter().map(|p| (p.x, p.y))) else { return };
        let kept = cam.keeping(wanted, placed, w, h, covered);
        if kept != cam {
            self.cam.set(kept);
        }
    }

    /// The part of the view the board's controls leave free, in board units: left, top, right,
    /// bottom (tracked).
    pub fn free_box(&self) -> (f64, f64, f64, f64) {
        let ((w, h), covered) = (self.size.get(), self.covered.get());
        self.cam.get().free_units(w, h, covered)
    }

    /// Where the new tile's Meeple targets go (`Camera::loupe`): its top-left corner and side in
    /// board units, or None on the tile itself (tracked).
    pub fn loupe(&self, tile: (i8, i8), keep_clear: [&[(i8, i8)]; 2]) -> Option<(f64, f64, f64)> {
        let ((w, h), covered) = (self.size.get(), self.covered.get());
        self.cam.get().loupe(tile, keep_clear, least_piece_px(w, h), w, h, covered)
    }

    /// The marks at the edge for these spots, where out of view: the spots each stands for,
    /// and where and which way it points (tracked).
    pub fn edge_marks(&self, spots: &[(i8, i8)]) -> Vec<(Vec<(i8, i8)>, EdgeMark)> {
        let ((w, h), cam, covered) = (self.size.get(), self.cam.get(), self.covered.get());
        let marks = spots.iter().filter_map(|&s| cam.edge_mark(s, w, h, covered, EDGE_INSET_PX).map(|m| (s, m)));
        merged(marks.collect(), EDGE_MARK_PX * cam.scale)
    }

    pub fn centre(&self, x: i8, y: i8) {
        self.cam.update(|c| *c = c.centred_on(x, y));
    }

    /// Brings the tile at x,y into view if it is not.
    pub fn show(&self, x: i8, y: i8) {
        let (w, h) = self.size.get_untracked();
        if !self.cam.get_untracked().shows(x, y, w, h) {
            self.centre(x, y);
        }
    }

    /// Brings the tile at x,y to the middle if its middle is out of view (a spot reached by Tab).
    pub fn show_middle(&self, x: i8, y: i8) {
        let (w, h) = self.size.get_untracked();
        if !self.cam.get_untracked().shows_middle(x, y, w, h) {
            self.centre(x, y);
        }
    }

    pub fn zoom(&self, factor: f64) {
        let (w, h) = self.size.get_untracked();
        self.cam.update(|c| *c = c.zoomed(factor, w / 2.0, h / 2.0, w, h));
    }

    /// The arrow keys pan the view; true when the key was one of them.
    pub fn pan_key(&self, key: &str) -> bool {
        let (dx, dy) = match key {
            "ArrowLeft" => (KEY_PAN_PX, 0.0),
            "ArrowRight" => (-KEY_PAN_PX, 0.0),
            "ArrowUp" => (0.0, KEY_PAN_PX),
            "ArrowDown" => (0.0, -KEY_PAN_PX),
            _ => return false,
        };
        self.cam.update(|c| *c = c.dragged(dx, dy));
        true
    }

    /// Where a pointer is, in pixels from the SVG's top-left.
    fn local(&self, e: &web_sys::MouseEvent) -> (f64, f64) {
        let Some(svg) = self.node.get_untracked() else { return (0.0, 0.0) };
        let rect = svg.get_bounding_client_rect();
        (f64::from(e.client_x()) - rect.left(), f64::from(e.client_y()) - rect.top())
    }

    pub fn down(&self, e: &web_sys::PointerEvent) {
        let (x, y) = self.local(e);
        self.pointers.update_value(|p| {
            p.retain(|q| q.0 != e.pointer_id());
            p.push((e.pointer_id(), x, y));
        });
        if self.pointers.with_value(Vec::len) == 1 {
            self.travelled.set_value(0.0);
            self.dragged.set_value(false);
        }
    }

    pub fn moved(&self, e: &web_sys::PointerEvent) {
        let (x, y) = self.local(e);
        let id = e.pointer_id();
        let before = self.pointers.with_value(|p| p.clone());
        let Some(&(_, ox, oy)) = before.iter().find(|q| q.0 == id) else { return };
        self.pointers.update_value(|p| p.iter_mut().filter(|q| q.0 == id).for_each(|q| (q.1, q.2) = (x, y)));
        self.travelled.update_value(|t| *t += (x - ox).hypot(y - oy));
        if self.travelled.get_value() < DRAG_PX && before.len() == 1 {
            return;
        }
        if !self.dragged.get_value() {
            self.dragged.set_value(true);
            if let Some(svg) = self.node.get_untracked() {
                let _ = svg.set_pointer_capture(id);
            }
        }
        let (w, h) = self.size.get_untracked();
        match before.as_slice() {
            [_] => self.cam.update(|c| *c = c.dragged(x - ox, y - oy)),
            [a, b, ..] => {
                // A pinch: the other finger stays where it was; zoom by how the gap changed.
                let other = if a.0 == id { b } else { a };
                let gap_before = (ox - other.1).hypot(oy - other.2);
                let gap_now = (x - other.1).hypot(y - other.2);
                if gap_before > 1.0 {
                    let (mx, my) = ((x + other.1) / 2.0, (y + other.2) / 2.0);
                    self.cam.update(|c| *c = c.zoomed(gap_now / gap_before, mx, my, w, h));
                }
            }
            [] => {}
        }
    }

    pub fn up(&self, e: &web_sys::PointerEvent) {
        self.pointers.update_value(|p| p.retain(|q| q.0 != e.pointer_id()));
    }

    pub fn wheel(&self, e: &web_sys::WheelEvent) {
        e.prevent_default();
        let (x, y) = self.local(e);
        let (w, h) = self.size.get_untracked();
        let factor = (-e.delta_y() * 0.0015).exp();
        self.cam.update(|c| *c = c.zoomed(factor, x, y, w, h));
    }
}
