//! Seeded mutation of text inputs for the robustness tests: a small deterministic generator
//! and the edits it applies (deletions, duplications, truncations, inserted fragments), so
//! that every failure reproduces.

/// A small deterministic generator (xorshift64*).
pub struct Rng(pub u64);

impl Rng {
    /// The next number.
    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A number below `n` (0 when `n` is 0).
    pub fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next_u64() % n as u64) as usize
        }
    }
}

/// The nearest char boundary of `text` at or before `at`.
pub fn char_boundary(text: &str, mut at: usize) -> usize {
    at = at.min(text.len());
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

/// `seed` with 1 to `max_edits` edits, each over a span of fewer than `max_span` bytes:
/// delete it, duplicate it, truncate there, or insert one of `fragments`.
pub fn mutate(
    seed: &str,
    rng: &mut Rng,
    fragments: &[&str],
    max_edits: usize,
    max_span: usize,
) -> String {
    let mut text = seed.to_string();
    for _ in 0..1 + rng.below(max_edits) {
        let a = char_boundary(&text, rng.below(text.len() + 1));
        let b = char_boundary(&text, a + rng.below(max_span));
        match rng.below(5) {
            0 => text.replace_range(a..b, ""),
            1 => {
                let piece = text[a..b].to_string();
                text.insert_str(b, &piece);
            }
            2 => text.truncate(a),
            _ => text.insert_str(a, fragments[rng.below(fragments.len())]),
        }
    }
    text
}
