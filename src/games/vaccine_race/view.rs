//! Vaccine Race in the browser (placeholder until the board lands).
