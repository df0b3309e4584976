//! A small POSIX extended regular expression matcher for `!match` and `!instances`.
//!
//! Supports literals, `.`, bracket expressions (ranges, negation, `[:alpha:]`-style
//! classes), anchors `^`/`$`, groups, alternation and the quantifiers `*`, `+`, `?`,
//! `{n}`, `{n,}`, `{n,m}`. Matching is unanchored search, as LLVM's `Regex::match` does.
//!
//! The syntax is that of LLVM's `llvm::Regex` (Henry Spencer's `regcomp` with
//! `REG_EXTENDED`): an empty branch (`a|`, `(|a)`, an empty pattern) is an error but `()`
//! is not; an atom takes at most one repetition (`a**`, `a{2}{3}` are errors); `{` is an
//! ordinary character unless a digit follows; counts go up to 255; `^` takes no repetition.

use std::collections::HashMap;

/// A compiled pattern.
#[derive(Debug, Clone)]
pub struct Regex {
    alt: Alt,
}

type Alt = Vec<Vec<Piece>>;

#[derive(Debug, Clone)]
struct Piece {
    atom: Atom,
    min: u32,
    max: Option<u32>,
}

#[derive(Debug, Clone)]
enum Atom {
    Byte(u8),
    Any,
    Set(bool, Vec<(u8, u8)>),
    Group(Alt),
    Start,
    End,
}

/// The largest repetition count (POSIX `RE_DUP_MAX`).
const MAX_REPEAT: u32 = 255;

struct Parser<'a> {
    p: &'a [u8],
    i: usize,
    depth: usize,
}

impl Regex {
    /// Compiles `pattern`, or explains why it is invalid.
    pub fn new(pattern: &str) -> Result<Regex, String> {
        let pattern = crate::raw::encode(pattern);
        let mut p = Parser {
            p: &pattern,
            i: 0,
            depth: 0,
        };
        let alt = p.alt()?;
        if p.i != p.p.len() {
            return Err("unmatched parenthesis".into());
        }
        Ok(Regex { alt })
    }

    /// True when the pattern matches somewhere in `s`.
    pub fn is_match(&self, s: &str) -> bool {
        let s = crate::raw::encode(s);
        let mut m = Matcher {
            s: &s,
            memo: HashMap::new(),
        };
        (0..=s.len()).any(|start| !m.alt(&self.alt, start).is_empty())
    }
}

impl Parser<'_> {
    fn peek(&self) -> Option<u8> {
        self.p.get(self.i).copied()
    }

    fn peek2(&self) -> Option<u8> {
        self.p.get(self.i + 1).copied()
    }

    /// Whether a repetition operator starts here (`{` only when a digit follows).
    fn at_repetition(&self) -> bool {
        match self.peek() {
            Some(b'*' | b'+' | b'?') => true,
            Some(b'{') => self.peek2().is_some_and(|c| c.is_ascii_digit()),
            _ => false,
        }
    }

    /// Branches separated by `|`; none may be empty.
    fn alt(&mut self) -> Result<Alt, String> {
        self.depth += 1;
        if self.depth > 100 {
            return Err("pattern nested too deeply".into());
        }
        let mut alt = Vec::new();
        loop {
            let seq = self.seq()?;
            // Pieces repeated `{0}` compile to nothing, so they leave a branch empty too.
            if seq.iter().all(|p| p.max == Some(0)) {
                return Err("empty (sub)expression".into());
            }
            alt.push(seq);
            if self.peek() != Some(b'|') {
                break;
            }
            self.i += 1;
        }
        self.depth -= 1;
        Ok(alt)
    }

    fn seq(&mut self) -> Result<Vec<Piece>, String> {
        let mut seq = Vec::new();
        while let Some(c) = self.peek() {
            if c == b'|' || c == b')' {
                break;
            }
            self.i += 1;
            let mut caret = false;
            let atom = match c {
                b'(' => {
                    if self.peek().is_none() {
                        return Err("parentheses not balanced".into());
                    }
                    // `()` is allowed, an empty branch elsewhere is not.
                    let a = if self.peek() == Some(b')') {
                        vec![Vec::new()]
                    } else {
                        self.alt()?
                    };
                    if self.peek() != Some(b')') {
                        return Err("parentheses not balanced".into());
                    }
                    self.i += 1;
                    Atom::Group(a)
                }
                b'.' => Atom::Any,
                b'^' => {
                    caret = true;
                    Atom::Start
                }
                b'$' => Atom::End,
                b'[' => self.bracket()?,
                b'\\' => {
                    let Some(e) = self.peek() else {
                        return Err("trailing backslash (\\)".into());
                    };
                    self.i += 1;
                    Atom::Byte(e)
                }
                b'*' | b'+' | b'?' => {
                    return Err("repetition-operator operand invalid".into());
                }
                // `{` is an ordinary character unless a digit follows.
                b'{' if self.peek().is_some_and(|d| d.is_ascii_digit()) => {
                    return Err("repetition-operator operand invalid".into());
                }
                _ => Atom::Byte(c),
            };
            let (mut min, mut max) = (1, Some(1));
            if self.at_repetition() {
                if caret {
                    return Err("repetition-operator operand invalid".into());
                }
                (min, max) = self.repetition()?;
                // One repetition per atom: `a**` and `a{2}{3}` are errors.
                if self.at_repetition() {
                    return Err("repetition-operator operand invalid".into());
                }
            }
            seq.push(Piece { atom, min, max });
        }
        Ok(seq)
    }

    /// `*`, `+`, `?`, `{n}`, `{n,}` or `{n,m}`, at a repetition operator.
    fn repetition(&mut self) -> Result<(u32, Option<u32>), String> {
        let c = self.peek();
        self.i += 1;
        Ok(match c {
            Some(b'*') => (0, None),
            Some(b'+') => (1, None),
            Some(b'?') => (0, Some(1)),
            _ => {
                let lo = self.count()?;
                let hi = if self.peek() == Some(b',') {
                    self.i += 1;
                    if self.peek().is_some_and(|d| d.is_ascii_digit()) {
                        let hi = self.count()?;
                        if hi < lo {
                            return Err("invalid repetition count(s)".into());
                        }
                        Some(hi)
                    } else {
                        None
                    }
                } else {
                    Some(lo)
                };
                if self.peek() != Some(b'}') {
                    return Err(if self.p[self.i..].contains(&b'}') {
                        "invalid repetition count(s)".into()
                    } else {
                        "braces not balanced".into()
                    });
                }
                self.i += 1;
                (lo, hi)
            }
        })
    }

    /// A repetition count: decimal digits, at most [`MAX_REPEAT`].
    fn count(&mut self) -> Result<u32, String> {
        let mut n = 0u32;
        let mut digits = 0;
        while let Some(d) = self.peek().filter(|d| d.is_ascii_digit()) {
            if n > MAX_REPEAT {
                break;
            }
            n = n * 10 + u32::from(d - b'0');
            digits += 1;
            self.i += 1;
        }
        if digits == 0 || n > MAX_REPEAT {
            return Err("invalid repetition count(s)".into());
        }
        Ok(n)
    }

    /// A bracket expression, after its `[`.
    fn bracket(&mut self) -> Result<Atom, String> {
        let unbalanced = || "brackets ([ ]) not balanced".to_string();
        let neg = self.peek() == Some(b'^');
        if neg {
            self.i += 1;
        }
        let mut ranges = Vec::new();
        if let Some(c @ (b']' | b'-')) = self.peek() {
            self.i += 1;
            ranges.push((c, c));
        }
        while let Some(c) = self.peek() {
            if c == b']' || (c == b'-' && self.peek2() == Some(b']')) {
                break;
            }
            if c == b'-' {
                return Err("invalid character range".into());
            }
            if c == b'[' && self.peek2() == Some(b':') {
                self.i += 2;
                let start = self.i;
                while self.peek().is_some_and(|c| c.is_ascii_alphabetic()) {
                    self.i += 1;
                }
                let name = std::str::from_utf8(&self.p[start..self.i]).unwrap_or("");
                let class: &[(u8, u8)] = match name {
                    "alnum" => &[(b'0', b'9'), (b'A', b'Z'), (b'a', b'z')],
                    "alpha" => &[(b'A', b'Z'), (b'a', b'z')],
                    "blank" => &[(b' ', b' '), (b'\t', b'\t')],
                    "cntrl" => &[(0, 31), (127, 127)],
                    "digit" => &[(b'0', b'9')],
                    "graph" => &[(b'!', b'~')],
                    "lower" => &[(b'a', b'z')],
                    "print" => &[(b' ', b'~')],
                    "punct" => &[(b'!', b'/'), (b':', b'@'), (b'[', b'`'), (b'{', b'~')],
                    "space" => &[(b'\t', b'\r'), (b' ', b' ')],
                    "upper" => &[(b'A', b'Z')],
                    "xdigit" => &[(b'0', b'9'), (b'A', b'F'), (b'a', b'f')],
                    _ => return Err("invalid character class".into()),
                };
                if self.peek().is_none() {
                    return Err(unbalanced());
                }
                if !self.p[self.i..].starts_with(b":]") {
                    return Err("invalid character class".into());
                }
                self.i += 2;
                ranges.extend_from_slice(class);
                continue;
            }
            if c == b'[' && self.peek2() == Some(b'=') {
                self.i += 2;
                let e = self.collating(b'=')?;
                ranges.push((e, e));
                continue;
            }
            let lo = self.symbol()?;
            let hi = if self.peek() == Some(b'-') && self.peek2().is_some_and(|n| n != b']') {
                self.i += 1;
                if self.peek() == Some(b'-') {
                    self.i += 1;
                    b'-'
                } else {
                    self.symbol()?
                }
            } else {
                lo
            };
            if hi < lo {
                return Err("invalid character range".into());
            }
            ranges.push((lo, hi));
        }
        if self.peek() == Some(b'-') {
            self.i += 1;
            ranges.push((b'-', b'-'));
        }
        if self.peek() != Some(b']') {
            return Err(unbalanced());
        }
        self.i += 1;
        Ok(Atom::Set(neg, ranges))
    }

    /// One character of a bracket expression, or a collating symbol `[.c.]`.
    fn symbol(&mut self) -> Result<u8, String> {
        let Some(c) = self.peek() else {
            return Err("brackets ([ ]) not balanced".into());
        };
        if c == b'[' && self.peek2() == Some(b'.') {
            self.i += 2;
            return self.collating(b'.');
        }
        self.i += 1;
        Ok(c)
    }

    /// The single character of `[.c.]` or `[=c=]`, after its opening pair.
    fn collating(&mut self, delim: u8) -> Result<u8, String> {
        let bad = || "invalid collating element".to_string();
        match self.peek() {
            None => return Err("brackets ([ ]) not balanced".into()),
            Some(b'-' | b']') if delim == b'=' => return Err(bad()),
            _ => {}
        }
        let c = self.p[self.i];
        if self.p.get(self.i + 1) != Some(&delim) || self.p.get(self.i + 2) != Some(&b']') {
            return Err(bad());
        }
        self.i += 3;
        Ok(c)
    }
}

/// Computes, for a node and a start position, every position where a match can end
/// (a set-of-states simulation; each piece is evaluated once per position, so the cost
/// stays polynomial and every pattern gets its true answer).
struct Matcher<'a> {
    s: &'a [u8],
    /// End positions by piece (its address) and start position.
    memo: HashMap<(usize, usize), Vec<usize>>,
}

fn union(into: &mut Vec<usize>, from: &[usize]) {
    for &p in from {
        if !into.contains(&p) {
            into.push(p);
        }
    }
}

impl Matcher<'_> {
    fn alt(&mut self, alt: &Alt, pos: usize) -> Vec<usize> {
        let mut out = Vec::new();
        for seq in alt {
            let ends = self.seq(seq, pos);
            union(&mut out, &ends);
        }
        out
    }

    fn seq(&mut self, seq: &[Piece], pos: usize) -> Vec<usize> {
        let mut cur = vec![pos];
        for piece in seq {
            let mut next = Vec::new();
            for &p in &cur {
                let ends = self.piece(piece, p);
                union(&mut next, &ends);
            }
            if next.is_empty() {
                return next;
            }
            cur = next;
        }
        cur
    }

    fn piece(&mut self, piece: &Piece, pos: usize) -> Vec<usize> {
        let key = (piece as *const Piece as usize, pos);
        if let Some(ends) = self.memo.get(&key) {
            return ends.clone();
        }
        let ends = self.piece_uncached(piece, pos);
        self.memo.insert(key, ends.clone());
        ends
    }

    fn piece_uncached(&mut self, piece: &Piece, pos: usize) -> Vec<usize> {
        let mut result = Vec::new();
        let mut seen: Vec<usize> = Vec::new();
        let mut cur = vec![pos];
        if piece.min == 0 {
            union(&mut result, &cur);
            union(&mut seen, &cur);
        }
        let mut count = 0u32;
        while piece.max.is_none_or(|m| count < m) && !cur.is_empty() {
            let mut next = Vec::new();
            for &p in &cur {
                let ends = self.atom(&piece.atom, p);
                union(&mut next, &ends);
            }
            count += 1;
            if count >= piece.min {
                union(&mut result, &next);
                // Positions already expanded reach nothing new.
                next.retain(|p| !seen.contains(p));
                union(&mut seen, &next);
            }
            cur = next;
        }
        result
    }

    fn atom(&mut self, atom: &Atom, pos: usize) -> Vec<usize> {
        let s = self.s;
        let one = |ok: bool, to: usize| if ok { vec![to] } else { Vec::new() };
        match atom {
            Atom::Byte(b) => one(s.get(pos) == Some(b), pos + 1),
            Atom::Any => one(pos < s.len(), pos + 1),
            Atom::Set(neg, ranges) => match s.get(pos) {
                Some(&c) => one(
                    ranges.iter().any(|&(lo, hi)| lo <= c && c <= hi) != *neg,
                    pos + 1,
                ),
                None => Vec::new(),
            },
            Atom::Start => one(pos == 0, pos),
            Atom::End => one(pos == s.len(), pos),
            Atom::Group(alt) => self.alt(alt, pos),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Regex;

    fn m(p: &str, s: &str) -> bool {
        Regex::new(p).unwrap().is_match(s)
    }

    #[test]
    fn matches_like_posix_ere() {
        assert!(m("b", "abc"));
        assert!(!m("^b", "abc"));
        assert!(m("a[A-Z]c", "aXc"));
        assert!(m("^a+$", "aaa"));
        assert!(!m("^a+$", "aab"));
        assert!(m("^(ab|cd){2}$", "abcd"));
        assert!(!m("^(ab|cd){3}$", "abcd"));
        assert!(m("x?y*z", "z"));
        assert!(m("^[^0-9]+[[:digit:]]$", "abc7"));
        assert!(m(".*", ""));
        assert!(m("1$", "a1"));
        assert!(m("^(a*)*$", &"a".repeat(200)));
        assert!(Regex::new("(a").is_err());
        assert!(Regex::new("*a").is_err());
        assert!(Regex::new("a{3,1}").is_err());
    }
}
