//! A small POSIX extended regular expression matcher for `!match` and `!instances`.
//!
//! Supports literals, `.`, bracket expressions (ranges, negation, `[:alpha:]`-style
//! classes), anchors `^`/`$`, groups, alternation and the quantifiers `*`, `+`, `?`,
//! `{n}`, `{n,}`, `{n,m}`. Matching is unanchored search, as LLVM's `Regex::match` does,
//! by backtracking with a step budget so pathological patterns cannot run away.

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

const MAX_REPEAT: u32 = 1000;
const STEP_BUDGET: u64 = 5_000_000;

struct Parser<'a> {
    p: &'a [u8],
    i: usize,
    depth: usize,
}

impl Regex {
    /// Compiles `pattern`, or explains why it is invalid.
    pub fn new(pattern: &str) -> Result<Regex, String> {
        let mut p = Parser {
            p: pattern.as_bytes(),
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
        let mut m = Matcher {
            s: s.as_bytes(),
            steps: 0,
        };
        (0..=s.len()).any(|start| !m.alt(&self.alt, start).is_empty())
    }
}

impl Parser<'_> {
    fn peek(&self) -> Option<u8> {
        self.p.get(self.i).copied()
    }

    fn alt(&mut self) -> Result<Alt, String> {
        self.depth += 1;
        if self.depth > 100 {
            return Err("pattern nested too deeply".into());
        }
        let mut alt = vec![self.seq()?];
        while self.peek() == Some(b'|') {
            self.i += 1;
            alt.push(self.seq()?);
        }
        self.depth -= 1;
        Ok(alt)
    }

    fn seq(&mut self) -> Result<Vec<Piece>, String> {
        let mut seq = Vec::new();
        while let Some(c) = self.peek() {
            let atom = match c {
                b'|' | b')' => break,
                b'(' => {
                    self.i += 1;
                    let a = self.alt()?;
                    if self.peek() != Some(b')') {
                        return Err("parentheses not balanced".into());
                    }
                    self.i += 1;
                    Atom::Group(a)
                }
                b'.' => {
                    self.i += 1;
                    Atom::Any
                }
                b'^' => {
                    self.i += 1;
                    Atom::Start
                }
                b'$' => {
                    self.i += 1;
                    Atom::End
                }
                b'[' => self.bracket()?,
                b'\\' => {
                    self.i += 1;
                    let Some(e) = self.peek() else {
                        return Err("trailing backslash (\\)".into());
                    };
                    self.i += 1;
                    Atom::Byte(e)
                }
                b'*' | b'+' | b'?' | b'{' => {
                    return Err("repetition-operator operand invalid".into());
                }
                _ => {
                    self.i += 1;
                    Atom::Byte(c)
                }
            };
            let (mut min, mut max) = (1, Some(1));
            loop {
                let (lo, hi) = match self.peek() {
                    Some(b'*') => (0, None),
                    Some(b'+') => (1, None),
                    Some(b'?') => (0, Some(1)),
                    Some(b'{') => {
                        self.i += 1;
                        let lo = self.number()?;
                        let hi = if self.peek() == Some(b',') {
                            self.i += 1;
                            if self.peek() == Some(b'}') {
                                None
                            } else {
                                Some(self.number()?)
                            }
                        } else {
                            Some(lo)
                        };
                        if self.peek() != Some(b'}') {
                            return Err("braces not balanced".into());
                        }
                        if hi.is_some_and(|h| h < lo) {
                            return Err("invalid repetition count(s)".into());
                        }
                        (lo, hi)
                    }
                    _ => break,
                };
                self.i += 1;
                min = (min * lo).min(MAX_REPEAT);
                max = match (max, hi) {
                    (Some(a), Some(b)) => Some((a * b).min(MAX_REPEAT)),
                    _ => None,
                };
            }
            seq.push(Piece { atom, min, max });
        }
        Ok(seq)
    }

    fn number(&mut self) -> Result<u32, String> {
        let start = self.i;
        while self.peek().is_some_and(|c| c.is_ascii_digit()) {
            self.i += 1;
        }
        let text = std::str::from_utf8(&self.p[start..self.i]).unwrap_or("");
        match text.parse::<u32>() {
            Ok(n) if n <= MAX_REPEAT => Ok(n),
            _ => Err("invalid repetition count(s)".into()),
        }
    }

    fn bracket(&mut self) -> Result<Atom, String> {
        self.i += 1;
        let neg = self.peek() == Some(b'^');
        if neg {
            self.i += 1;
        }
        let mut ranges = Vec::new();
        let mut first = true;
        loop {
            let Some(c) = self.peek() else {
                return Err("brackets ([ ]) not balanced".into());
            };
            if c == b']' && !first {
                self.i += 1;
                break;
            }
            first = false;
            if c == b'[' && self.p.get(self.i + 1) == Some(&b':') {
                let rest = &self.p[self.i + 2..];
                let Some(end) = rest.windows(2).position(|w| w == b":]") else {
                    return Err("invalid character class".into());
                };
                let name = std::str::from_utf8(&rest[..end]).unwrap_or("");
                let class: &[(u8, u8)] = match name {
                    "alpha" => &[(b'a', b'z'), (b'A', b'Z')],
                    "digit" => &[(b'0', b'9')],
                    "alnum" => &[(b'a', b'z'), (b'A', b'Z'), (b'0', b'9')],
                    "upper" => &[(b'A', b'Z')],
                    "lower" => &[(b'a', b'z')],
                    "space" => &[(b' ', b' '), (b'\t', b'\r')],
                    "xdigit" => &[(b'0', b'9'), (b'a', b'f'), (b'A', b'F')],
                    "punct" => &[(b'!', b'/'), (b':', b'@'), (b'[', b'`'), (b'{', b'~')],
                    _ => return Err("invalid character class".into()),
                };
                ranges.extend_from_slice(class);
                self.i += 2 + end + 2;
                continue;
            }
            self.i += 1;
            if self.peek() == Some(b'-') && self.p.get(self.i + 1).is_some_and(|&n| n != b']') {
                let hi = self.p[self.i + 1];
                if hi < c {
                    return Err("invalid character range".into());
                }
                ranges.push((c, hi));
                self.i += 2;
            } else {
                ranges.push((c, c));
            }
        }
        Ok(Atom::Set(neg, ranges))
    }
}

/// Computes, for a node and a start position, every position where a match can end
/// (a set-of-states simulation, so the cost stays polynomial).
struct Matcher<'a> {
    s: &'a [u8],
    steps: u64,
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
        let mut result = Vec::new();
        let mut seen: Vec<usize> = Vec::new();
        let mut cur = vec![pos];
        if piece.min == 0 {
            union(&mut result, &cur);
            union(&mut seen, &cur);
        }
        let mut count = 0u32;
        while piece.max.is_none_or(|m| count < m) && !cur.is_empty() {
            self.steps += cur.len() as u64;
            if self.steps > STEP_BUDGET {
                return Vec::new();
            }
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
