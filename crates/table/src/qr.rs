//! A game's link as a QR code, for a phone to scan off the screen: one SVG path of the dark
//! modules, made by the `qrcodegen` crate. Plain Rust, so it tests natively.
//!
//! Uses nothing else of the crate.

use std::fmt::Write;

use qrcodegen::{QrCode, QrCodeEcc};

/// The light margin a reader needs around the code, in modules (the standard's four).
pub const QUIET_ZONE: usize = 4;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Qr {
    /// The dark modules as one SVG path, a unit square each, (0, 0) the top left module:
    /// each row's runs of dark modules are one rectangle, which keeps a long link's path short.
    pub path: String,
    /// Modules a side, from 21 to 177.
    pub modules: usize,
}

/// The QR code of `link`, or `None` when it holds too much for any QR code. The lowest error
/// correction packs the most in; the library raises it wherever that keeps the same size.
pub fn qr(link: &str) -> Option<Qr> {
    let code = QrCode::encode_text(link, QrCodeEcc::Low).ok()?;
    let size = code.size();
    let mut path = String::new();
    for y in 0..size {
        let mut x = 0;
        while x < size {
            let run = (x..size).take_while(|&x| code.get_module(x, y)).count() as i32;
            if run > 0 {
                let _ = write!(path, "M{x} {y}h{run}v1h-{run}z");
            }
            x += run + 1;
        }
    }
    Some(Qr { path, modules: usize::try_from(size).unwrap_or_default() })
}

impl Qr {
    /// A whole SVG image, dark on light with its quiet zone, scaled to whatever box holds it.
    pub fn svg(&self) -> String {
        let side = self.modules + 2 * QUIET_ZONE;
        format!(
            r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="-{QUIET_ZONE} -{QUIET_ZONE} {side} {side}" shape-rendering="crispEdges"><rect x="-{QUIET_ZONE}" y="-{QUIET_ZONE}" width="{side}" height="{side}" fill="#fff"/><path d="{}" fill="#000"/></svg>"##,
            self.path
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A link of `len` characters as a shared game's: the page's address, then base64url.
    fn link(len: usize) -> String {
        let address = "https://quarantable.example/#/link/";
        let letters = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
        let body = (0..len - address.len()).map(|i| letters[(i * 37 + i / 7) % 64] as char);
        address.chars().chain(body).collect()
    }

    /// How many unit squares the path paints.
    fn dark_modules(qr: &Qr) -> usize {
        qr.path.split('h').skip(1).step_by(2).map(|run| run.split('v').next().unwrap().parse::<usize>().unwrap()).sum()
    }

    // "A whole random Carcassonne game must fit in 1,500 characters of link", and so must
    // the same link drawn as a QR code.
    #[test]
    fn a_link_of_1500_characters_fits_a_qr_code() {
        let qr = qr(&link(1500)).expect("1,500 characters fit");
        assert!((21..=177).contains(&qr.modules), "{} modules", qr.modules);
        assert!(qr.svg().contains(&qr.path));
    }

    #[test]
    fn a_link_of_5000_characters_is_too_long_for_a_qr_code() {
        assert_eq!(qr(&link(5000)), None);
    }

    // Version 1 is 21 modules a side; its top left finder pattern starts with a row of 7 dark.
    #[test]
    fn the_path_paints_each_dark_module_once_from_the_top_left_finder() {
        let qr = qr("https://quarantable.example/").unwrap();
        let code = QrCode::encode_text("https://quarantable.example/", QrCodeEcc::Low).unwrap();
        assert_eq!(qr.modules, code.size() as usize);
        assert!(qr.path.starts_with("M0 0h7v1h-7z"), "{}", &qr.path[..20]);
        let dark = (0..code.size()).flat_map(|y| (0..code.size()).map(move |x| (x, y)));
        assert_eq!(dark_modules(&qr), dark.filter(|&(x, y)| code.get_module(x, y)).count());
    }
}
