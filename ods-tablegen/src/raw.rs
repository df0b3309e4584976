//! Source bytes that are not UTF-8.
//!
//! LLVM's TableGen treats input as bytes: a string literal may hold any byte, and the
//! printer writes it back unchanged. Text here is Rust `String`s, so a byte that is not part
//! of valid UTF-8 is carried as one private-use character (U+10FF80 to U+10FFFF for the
//! bytes 0x80 to 0xFF) and turned back into that byte on output. String operators count
//! and cut such a character as the one byte it stands for.

/// The first character standing for a raw byte (that of byte 0x80).
const BASE: u32 = 0x10_FF00;

/// The character carrying raw byte `b` (0x80 or above).
fn escape(b: u8) -> char {
    char::from_u32(BASE + u32::from(b)).unwrap_or(char::REPLACEMENT_CHARACTER)
}

/// The raw byte a character stands for, if it is one of the carriers.
fn unescape(c: char) -> Option<u8> {
    let v = u32::from(c);
    (BASE + 0x80..=BASE + 0xFF)
        .contains(&v)
        .then(|| (v - BASE) as u8)
}

/// Text from bytes: valid UTF-8 as it is, every other byte as its carrier character.
pub fn decode(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len());
    for chunk in bytes.utf8_chunks() {
        out.push_str(chunk.valid());
        out.extend(chunk.invalid().iter().map(|&b| escape(b)));
    }
    out
}

/// The bytes `text` stands for: carrier characters back to their raw bytes.
pub fn encode(text: &str) -> Vec<u8> {
    encode_cow(text).into_owned()
}

/// [`encode`], borrowing `text` when it holds no raw byte (every carrier's UTF-8 starts
/// with the byte 0xF4, which plain text rarely has).
pub fn encode_cow(text: &str) -> std::borrow::Cow<'_, [u8]> {
    if !text.as_bytes().contains(&0xF4) {
        return std::borrow::Cow::Borrowed(text.as_bytes());
    }
    let mut out = Vec::with_capacity(text.len());
    let mut buf = [0u8; 4];
    for c in text.chars() {
        match unescape(c) {
            Some(b) => out.push(b),
            None => out.extend_from_slice(c.encode_utf8(&mut buf).as_bytes()),
        }
    }
    std::borrow::Cow::Owned(out)
}

/// How many bytes `text` stands for.
pub fn byte_len(text: &str) -> usize {
    // A carrier is four bytes of UTF-8 standing for one.
    text.len() - 3 * text.chars().filter(|&c| unescape(c).is_some()).count()
}

/// Whether `text` holds any raw byte.
pub fn has_raw(text: &str) -> bool {
    text.chars().any(|c| unescape(c).is_some())
}

#[cfg(test)]
mod tests {
    #[test]
    fn round_trips_any_bytes() {
        let bytes = b"caf\xe9 \xff\xfe ok \xc3\xa9";
        let text = super::decode(bytes);
        assert!(text.ends_with("ok \u{e9}"));
        assert!(super::has_raw(&text));
        assert_eq!(super::byte_len(&text), bytes.len());
        assert_eq!(super::encode(&text), bytes);
        assert!(!super::has_raw("plain \u{e9}"));
    }
}
