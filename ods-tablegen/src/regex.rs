//! A POSIX extended regular expression matcher with the syntax and error messages of
//! LLVM's `llvm::Regex` (Henry Spencer's `regcomp` with `REG_EXTENDED`), the one regex
//! engine of the project: TableGen's `!match` and `!instances`, ods-build's op selection
//! (`--op-include-regex`), and ods-opt's `expected-*-re` designators use it.
//!
//! It supports alternation, groups, `* + ? {m,n}` (counts up to 255, one repetition per
//! atom), bracket expressions with ranges, `[:class:]`, `[=c=]` and `[.name.]`, the anchors
//! `^ $`, `.` and `\` escapes; an empty branch (`a|`, an empty pattern) is an error but `()`
//! is not; `{` is an ordinary character unless a digit follows. Matching is an unanchored
//! search over bytes, as LLVM's (a TableGen string's raw bytes, see [`crate::raw`]), and
//! computes for each node the set of positions where a match starting at a given position
//! may end, so no pattern takes exponential time.
//!
//! No well-kept crate matches this: the `regex` crate's syntax is Perl's (`\d`, `{` and
//! empty branches mean other things there) and its errors are not LLVM's messages.

/// A compiled pattern.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Regex {
    root: Node,
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Node {
    /// One character from a set (or, with `negated`, not in it).
    Set {
        items: Vec<(u8, u8)>,
        negated: bool,
    },
    Any,
    Start,
    End,
    Concat(Vec<Node>),
    Alt(Vec<Node>),
    Repeat {
        node: Box<Node>,
        min: u32,
        max: Option<u32>,
    },
}

/// The largest repetition count (`RE_DUP_MAX`).
const DUP_MAX: u32 = 255;

impl Regex {
    /// Compiles `pattern`; the error is `llvm::Regex`'s message for it.
    pub fn new(pattern: &str) -> Result<Regex, &'static str> {
        let mut p = Parser {
            chars: crate::raw::encode(pattern),
            pos: 0,
            depth: 0,
        };
        let root = p.alternation(None)?;
        Ok(Regex { root })
    }

    /// A pattern matching `text` literally.
    pub fn literal(text: &str) -> Regex {
        Regex {
            root: Node::Concat(
                crate::raw::encode(text)
                    .into_iter()
                    .map(|c| single(c, c))
                    .collect(),
            ),
        }
    }

    /// The concatenation of `parts`, each a group of its own.
    pub fn concat(parts: Vec<Regex>) -> Regex {
        Regex {
            root: Node::Concat(parts.into_iter().map(|r| r.root).collect()),
        }
    }

    /// Whether the pattern matches somewhere in `text`.
    pub fn is_match(&self, text: &str) -> bool {
        let bytes = crate::raw::encode_cow(text);
        (0..=bytes.len()).any(|start| !ends(&self.root, &bytes, &[start]).is_empty())
    }
}

fn single(lo: u8, hi: u8) -> Node {
    Node::Set {
        items: vec![(lo, hi)],
        negated: false,
    }
}

/// The positions where a match of `node` starting at one of `starts` may end (sorted,
/// without duplicates).
fn ends(node: &Node, text: &[u8], starts: &[usize]) -> Vec<usize> {
    let mut out = Vec::new();
    match node {
        Node::Set { items, negated } => {
            for &s in starts {
                if let Some(&c) = text.get(s) {
                    let inside = items.iter().any(|&(lo, hi)| lo <= c && c <= hi);
                    if inside != *negated {
                        out.push(s + 1);
                    }
                }
            }
        }
        Node::Any => out.extend(starts.iter().filter(|&&s| s < text.len()).map(|s| s + 1)),
        Node::Start => out.extend(starts.iter().filter(|&&s| s == 0)),
        Node::End => out.extend(starts.iter().filter(|&&s| s == text.len())),
        Node::Concat(nodes) => {
            let mut cur = starts.to_vec();
            for n in nodes {
                if cur.is_empty() {
                    break;
                }
                cur = ends(n, text, &cur);
            }
            out = cur;
        }
        Node::Alt(nodes) => {
            for n in nodes {
                out.extend(ends(n, text, starts));
            }
        }
        Node::Repeat { node, min, max } => {
            let mut cur = starts.to_vec();
            for _ in 0..*min {
                cur = ends(node, text, &cur);
                if cur.is_empty() {
                    return cur;
                }
            }
            out.extend(cur.iter().copied());
            let mut count = *min;
            while max.is_none_or(|m| count < m) && !cur.is_empty() {
                let next: Vec<usize> = ends(node, text, &cur)
                    .into_iter()
                    .filter(|e| !out.contains(e))
                    .collect();
                out.extend(next.iter().copied());
                cur = next;
                count += 1;
            }
        }
    }
    out.sort_unstable();
    out.dedup();
    out
}

struct Parser {
    chars: Vec<u8>,
    pos: usize,
    /// How many groups the parser is inside.
    depth: usize,
}

/// The deepest group nesting accepted: parsing and matching recurse once per level, so a
/// deeper pattern is refused rather than allowed to exhaust the stack.
const MAX_DEPTH: usize = 100;

const EMPTY: &str = "empty (sub)expression";
const PAREN: &str = "parentheses not balanced";
const BADRPT: &str = "repetition-operator operand invalid";
const BADBR: &str = "invalid repetition count(s)";
const EBRACE: &str = "braces not balanced";
const EBRACK: &str = "brackets ([ ]) not balanced";
const ERANGE: &str = "invalid character range";
const ECTYPE: &str = "invalid character class";
const ECOLLATE: &str = "invalid collating element";
const EESCAPE: &str = "trailing backslash (\\)";
/// Ours: LLVM's parser has no nesting limit.
const EDEPTH: &str = "pattern nested too deeply";

impl Parser {
    fn peek(&self) -> Option<u8> {
        self.chars.get(self.pos).copied()
    }

    fn peek2(&self) -> Option<u8> {
        self.chars.get(self.pos + 1).copied()
    }

    fn eat(&mut self, c: u8) -> bool {
        if self.peek() == Some(c) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    /// Branches separated by `|`, up to `stop` (a `)`) or the end.
    fn alternation(&mut self, stop: Option<u8>) -> Result<Node, &'static str> {
        let mut branches = Vec::new();
        loop {
            let mut pieces = Vec::new();
            while let Some(c) = self.peek() {
                if c == b'|' || Some(c) == stop {
                    break;
                }
                pieces.push(self.piece()?);
            }
            // LLVM's compiler drops an atom repeated at most zero times; a branch left
            // with nothing compiled is empty (`a{0}`, `x|a{0}`).
            let dropped = |n: &Node| matches!(n, Node::Repeat { max: Some(0), .. });
            if pieces.iter().all(dropped) {
                return Err(EMPTY);
            }
            branches.push(Node::Concat(pieces));
            if !self.eat(b'|') {
                break;
            }
        }
        Ok(if branches.len() == 1 {
            branches.pop().expect("one branch")
        } else {
            Node::Alt(branches)
        })
    }

    fn is_repetition(&self) -> bool {
        match self.peek() {
            Some(b'*' | b'+' | b'?') => true,
            Some(b'{') => self.peek2().is_some_and(|c| c.is_ascii_digit()),
            _ => false,
        }
    }

    fn piece(&mut self) -> Result<Node, &'static str> {
        let c = self.peek().expect("a piece starts at a character");
        self.pos += 1;
        let atom = match c {
            b'(' => {
                if self.peek().is_none() {
                    return Err(PAREN);
                }
                let inner = if self.peek() == Some(b')') {
                    Node::Concat(Vec::new())
                } else {
                    self.depth += 1;
                    if self.depth > MAX_DEPTH {
                        return Err(EDEPTH);
                    }
                    let inner = self.alternation(Some(b')'))?;
                    self.depth -= 1;
                    inner
                };
                if !self.eat(b')') {
                    return Err(PAREN);
                }
                inner
            }
            b')' => return Err(PAREN),
            b'^' => Node::Start,
            b'$' => Node::End,
            b'.' => Node::Any,
            b'[' => self.bracket()?,
            b'*' | b'+' | b'?' => return Err(BADRPT),
            b'{' if self.peek().is_some_and(|c| c.is_ascii_digit()) => return Err(BADRPT),
            b'\\' => {
                let Some(e) = self.peek() else {
                    return Err(EESCAPE);
                };
                self.pos += 1;
                single(e, e)
            }
            c => single(c, c),
        };
        if !self.is_repetition() {
            return Ok(atom);
        }
        if atom == Node::Start {
            return Err(BADRPT);
        }
        let c = self.peek().expect("a repetition operator");
        self.pos += 1;
        let (min, max) = match c {
            b'*' => (0, None),
            b'+' => (1, None),
            b'?' => (0, Some(1)),
            _ => {
                let min = self.count()?;
                let max = if self.eat(b',') {
                    if self.peek().is_some_and(|c| c.is_ascii_digit()) {
                        Some(self.count()?)
                    } else {
                        None
                    }
                } else {
                    Some(min)
                };
                if max.is_some_and(|m| m < min) {
                    return Err(BADBR);
                }
                if !self.eat(b'}') {
                    while self.peek().is_some_and(|c| c != b'}') {
                        self.pos += 1;
                    }
                    return Err(if self.peek().is_none() { EBRACE } else { BADBR });
                }
                (min, max)
            }
        };
        if self.is_repetition() {
            return Err(BADRPT);
        }
        Ok(Node::Repeat {
            node: Box::new(atom),
            min,
            max,
        })
    }

    fn count(&mut self) -> Result<u32, &'static str> {
        let mut n: u32 = 0;
        let mut digits = 0;
        while let Some(d) = self.peek().and_then(|c| (c as char).to_digit(10)) {
            if n > DUP_MAX {
                break;
            }
            n = n * 10 + d;
            digits += 1;
            self.pos += 1;
        }
        if digits == 0 || n > DUP_MAX {
            return Err(BADBR);
        }
        Ok(n)
    }

    fn bracket(&mut self) -> Result<Node, &'static str> {
        let negated = self.eat(b'^');
        let mut items = Vec::new();
        if self.eat(b']') {
            items.push((b']', b']'));
        } else if self.eat(b'-') {
            items.push((b'-', b'-'));
        }
        while let Some(c) = self.peek() {
            if c == b']' || (c == b'-' && self.peek2() == Some(b']')) {
                break;
            }
            if c == b'-' {
                return Err(ERANGE);
            }
            match (c, self.peek2()) {
                (b'[', Some(b':')) => {
                    self.pos += 2;
                    if matches!(self.peek(), None | Some(b'-' | b']')) {
                        return Err(if self.peek().is_none() {
                            EBRACK
                        } else {
                            ECTYPE
                        });
                    }
                    let start = self.pos;
                    while self.peek().is_some_and(|c| c.is_ascii_alphabetic()) {
                        self.pos += 1;
                    }
                    let name = String::from_utf8_lossy(&self.chars[start..self.pos]).into_owned();
                    items.extend(class(&name).ok_or(ECTYPE)?);
                    if self.peek().is_none() {
                        return Err(EBRACK);
                    }
                    if !(self.eat(b':') && self.eat(b']')) {
                        return Err(ECTYPE);
                    }
                }
                (b'[', Some(b'=')) => {
                    self.pos += 2;
                    let ch = self.collating_element(b'=')?;
                    items.push((ch, ch));
                    if self.peek().is_none() {
                        return Err(EBRACK);
                    }
                    if !(self.eat(b'=') && self.eat(b']')) {
                        return Err(ECOLLATE);
                    }
                }
                _ => {
                    let lo = self.symbol()?;
                    let hi = if self.peek() == Some(b'-') && self.peek2().is_some_and(|c| c != b']')
                    {
                        self.pos += 1;
                        if self.eat(b'-') { b'-' } else { self.symbol()? }
                    } else {
                        lo
                    };
                    if lo > hi {
                        return Err(ERANGE);
                    }
                    items.push((lo, hi));
                }
            }
        }
        if self.eat(b'-') {
            items.push((b'-', b'-'));
        }
        if !self.eat(b']') {
            return Err(EBRACK);
        }
        Ok(Node::Set { items, negated })
    }

    /// One character of a bracket expression: plain, or a collating element `[.c.]`.
    fn symbol(&mut self) -> Result<u8, &'static str> {
        if self.peek() == Some(b'[') && self.peek2() == Some(b'.') {
            self.pos += 2;
            let ch = self.collating_element(b'.')?;
            if !(self.eat(b'.') && self.eat(b']')) {
                return Err(ECOLLATE);
            }
            return Ok(ch);
        }
        let c = self.peek().ok_or(EBRACK)?;
        self.pos += 1;
        Ok(c)
    }

    /// The character a collating element names (up to `end` followed by `]`): one
    /// character, or a POSIX name such as `hyphen`.
    fn collating_element(&mut self, end: u8) -> Result<u8, &'static str> {
        let start = self.pos;
        while self.peek().is_some() && !(self.peek() == Some(end) && self.peek2() == Some(b']')) {
            self.pos += 1;
        }
        if self.peek().is_none() {
            return Err(EBRACK);
        }
        let name = String::from_utf8_lossy(&self.chars[start..self.pos]).into_owned();
        if let Some(c) = collating_name(&name) {
            return Ok(c);
        }
        match self.chars[start..self.pos] {
            [c] => Ok(c),
            _ => Err(ECOLLATE),
        }
    }
}

/// The character of a POSIX collating element name (the C locale's table).
fn collating_name(name: &str) -> Option<u8> {
    const CONTROLS: [&str; 32] = [
        "NUL", "SOH", "STX", "ETX", "EOT", "ENQ", "ACK", "BEL", "BS", "HT", "LF", "VT", "FF", "CR",
        "SO", "SI", "DLE", "DC1", "DC2", "DC3", "DC4", "NAK", "SYN", "ETB", "CAN", "EM", "SUB",
        "ESC", "IS4", "IS3", "IS2", "IS1",
    ];
    if let Some(i) = CONTROLS.iter().position(|n| *n == name) {
        return u8::try_from(i).ok();
    }
    let c = match name {
        "alert" => b'\x07',
        "backspace" => b'\x08',
        "tab" => b'\t',
        "newline" => b'\n',
        "vertical-tab" => b'\x0b',
        "form-feed" => b'\x0c',
        "carriage-return" => b'\r',
        "FS" => b'\x1c',
        "GS" => b'\x1d',
        "RS" => b'\x1e',
        "US" => b'\x1f',
        "space" => b' ',
        "exclamation-mark" => b'!',
        "quotation-mark" => b'"',
        "number-sign" => b'#',
        "dollar-sign" => b'$',
        "percent-sign" => b'%',
        "ampersand" => b'&',
        "apostrophe" => b'\'',
        "left-parenthesis" => b'(',
        "right-parenthesis" => b')',
        "asterisk" => b'*',
        "plus-sign" => b'+',
        "comma" => b',',
        "hyphen" | "hyphen-minus" => b'-',
        "period" | "full-stop" => b'.',
        "slash" | "solidus" => b'/',
        "zero" => b'0',
        "one" => b'1',
        "two" => b'2',
        "three" => b'3',
        "four" => b'4',
        "five" => b'5',
        "six" => b'6',
        "seven" => b'7',
        "eight" => b'8',
        "nine" => b'9',
        "colon" => b':',
        "semicolon" => b';',
        "less-than-sign" => b'<',
        "equals-sign" => b'=',
        "greater-than-sign" => b'>',
        "question-mark" => b'?',
        "commercial-at" => b'@',
        "left-square-bracket" => b'[',
        "backslash" | "reverse-solidus" => b'\\',
        "right-square-bracket" => b']',
        "circumflex" | "circumflex-accent" => b'^',
        "underscore" | "low-line" => b'_',
        "grave-accent" => b'`',
        "left-brace" | "left-curly-bracket" => b'{',
        "vertical-line" => b'|',
        "right-brace" | "right-curly-bracket" => b'}',
        "tilde" => b'~',
        "DEL" => b'\x7f',
        _ => return None,
    };
    Some(c)
}

/// The ranges of the character class `name` (ASCII, as the C locale has them).
fn class(name: &str) -> Option<Vec<(u8, u8)>> {
    let r: &[(u8, u8)] = match name {
        "alnum" => &[(b'0', b'9'), (b'A', b'Z'), (b'a', b'z')],
        "alpha" => &[(b'A', b'Z'), (b'a', b'z')],
        "blank" => &[(b' ', b' '), (b'\t', b'\t')],
        "cntrl" => &[(b'\0', b'\x1f'), (b'\x7f', b'\x7f')],
        "digit" => &[(b'0', b'9')],
        "graph" => &[(b'!', b'~')],
        "lower" => &[(b'a', b'z')],
        "print" => &[(b' ', b'~')],
        "punct" => &[(b'!', b'/'), (b':', b'@'), (b'[', b'`'), (b'{', b'~')],
        "space" => &[(b'\t', b'\r'), (b' ', b' ')],
        "upper" => &[(b'A', b'Z')],
        "xdigit" => &[(b'0', b'9'), (b'A', b'F'), (b'a', b'f')],
        _ => return None,
    };
    Some(r.to_vec())
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

    fn m2(p: &str, t: &str) -> bool {
        Regex::new(p).expect("valid pattern").is_match(t)
    }

    #[test]
    fn matches_as_llvm_regex() {
        assert!(m2("a+b", "xaaab"));
        assert!(!m2("^a+b", "xaaab"));
        assert!(m2("(ab|cd){2}$", "zabcd"));
        assert!(m2("[[:digit:]]+ vs [a-z]", "42 vs q"));
        assert!(!m2("[^a-z]", "abc"));
        assert!(m2("a.c", "a\nc"));
        assert!(m2("x{1,}y?", "xx"));
        assert!(m2("[]a]", "]"));
        assert!(m2("[[.a.]][[=b=]]", "xab"));
        assert!(m2("[[.hyphen.]]", "-"));
        assert!(m2("$*", ""));
        assert!(m2("\\(", "("));
        assert!(m2("a{", "a{"));
        assert!(m2("()", "anything"));
        assert!(m2("(a*)*b", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaab"));
        assert!(!m2("(a*)*b", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"));
    }

    #[test]
    fn errors_are_llvm_regex_messages() {
        let e = |p: &str| Regex::new(p).expect_err("invalid pattern");
        assert_eq!(e("[a-"), "invalid character range");
        assert_eq!(e("[z-a]"), "invalid character range");
        assert_eq!(e("[abc"), "brackets ([ ]) not balanced");
        assert_eq!(e("(a"), "parentheses not balanced");
        assert_eq!(e("a)"), "parentheses not balanced");
        assert_eq!(e("*a"), "repetition-operator operand invalid");
        assert_eq!(e("a**"), "repetition-operator operand invalid");
        assert_eq!(e("^*"), "repetition-operator operand invalid");
        assert_eq!(e("[[.ab.]]"), "invalid collating element");
        assert_eq!(e("[[.a]"), "brackets ([ ]) not balanced");
        assert_eq!(e("a|"), "empty (sub)expression");
        assert_eq!(e("x|a{0}"), "empty (sub)expression");
        assert_eq!(e("(a{0,0})b"), "empty (sub)expression");
        assert!(Regex::new("a{0}b").is_ok());
        assert_eq!(e("a{2,1}"), "invalid repetition count(s)");
        assert_eq!(e("a{1"), "braces not balanced");
        assert_eq!(e("a{300}"), "invalid repetition count(s)");
        assert_eq!(e("[[:nope:]]"), "invalid character class");
        assert_eq!(e("a\\"), "trailing backslash (\\)");
    }

    #[test]
    fn deep_nesting_is_refused() {
        let deep = format!("{}a{}", "(".repeat(101), ")".repeat(101));
        assert_eq!(
            Regex::new(&deep).expect_err("too deep"),
            "pattern nested too deeply"
        );
        let fine = format!("{}a{}", "(".repeat(100), ")".repeat(100));
        assert!(Regex::new(&fine).expect("within the limit").is_match("a"));
    }

    #[test]
    fn literal_and_concatenation() {
        let re = Regex::concat(vec![
            Regex::literal("a.b"),
            Regex::new("[0-9]+").expect("valid"),
            Regex::literal("*"),
        ]);
        assert!(re.is_match("xa.b42*"));
        assert!(!re.is_match("axb42*"));
    }

    #[test]
    fn matching_is_over_bytes() {
        // `.` is one byte, as in LLVM: a two-byte character takes two.
        assert!(!m("^.$", "\u{e9}"));
        assert!(m("^..$", "\u{e9}"));
    }
}
