//! A link's text as a person pastes it: what mail, chat and the address bar put in or after it
//! is dropped before its bytes are read.

/// Spaces and line breaks as an address escapes them: none is a character of a link.
const ESCAPED_SPACES: [&str; 6] = ["%20", "%0A", "%0D", "%09", "%0C", "%0B"];

/// The link as a person pasted it, without what mail and chat put into a long link or after
/// it: spaces and line breaks anywhere, and at its end the punctuation of the sentence around
/// it or of the marks wrapping it (".", ")", ">", "]", ",", quotes),
/// as it is or as the address bar escapes it. Base64url has none of them: nothing is lost.
pub(super) fn cleaned(link: &str) -> String {
    let mut kept = String::with_capacity(link.len());
    let mut rest = link;
    while let Some(c) = rest.chars().next() {
        let escaped = rest.get(..3).is_some_and(|e| ESCAPED_SPACES.iter().any(|s| s.eq_ignore_ascii_case(e)));
        if !escaped && !c.is_ascii_whitespace() {
            kept.push(c);
        }
        rest = &rest[if escaped { 3 } else { c.len_utf8() }..];
    }
    while let Some(end) = trailing_mark(&kept) {
        kept.truncate(end);
    }
    kept
}

/// Where `text` ends but for a last mark that no link has: a character outside base64url, or
/// punctuation escaped as the address bar escapes quotes and angle brackets ("%22", "%3E").
fn trailing_mark(text: &str) -> Option<usize> {
    let in_link = |c: char| c.is_ascii_alphanumeric() || c == '-' || c == '_';
    let last = text.chars().next_back()?;
    if !in_link(last) {
        return Some(text.len() - last.len_utf8());
    }
    let start = text.len().checked_sub(3)?;
    let hex = text.get(start..)?.strip_prefix('%')?;
    let byte = u8::from_str_radix(hex, 16).ok().filter(|_| hex.bytes().all(|b| b.is_ascii_hexdigit()))?;
    (byte.is_ascii_punctuation() && !in_link(char::from(byte))).then_some(start)
}
