//! A small POSIX extended regular expression matcher, for the `{{...}}` parts of
//! `expected-*-re` lines: the syntax LLVM's `llvm::Regex` accepts (alternation, groups,
//! `* + ? {m,n}`, bracket expressions with ranges and `[:class:]`, `^ $ .`, `\` escapes),
//! the same error messages for malformed patterns, and unanchored search.
//!
//! Matching computes, for each node, the set of positions where a match starting at a given
//! position may end, so no pattern takes exponential time on the short texts it is used on.

/// A compiled pattern.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Regex {
    root: Node,
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Node {
    /// One character from a set (or, with `negated`, not in it).
    Set {
        items: Vec<(char, char)>,
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
            chars: pattern.chars().collect(),
            pos: 0,
        };
        let root = p.alternation(None)?;
        Ok(Regex { root })
    }

    /// A pattern matching `text` literally.
    pub fn literal(text: &str) -> Regex {
        Regex {
            root: Node::Concat(text.chars().map(|c| single(c, c)).collect()),
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
        let chars: Vec<char> = text.chars().collect();
        (0..=chars.len()).any(|start| !ends(&self.root, &chars, &[start]).is_empty())
    }
}

fn single(lo: char, hi: char) -> Node {
    Node::Set {
        items: vec![(lo, hi)],
        negated: false,
    }
}

/// The positions where a match of `node` starting at one of `starts` may end (sorted,
/// without duplicates).
fn ends(node: &Node, text: &[char], starts: &[usize]) -> Vec<usize> {
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
    chars: Vec<char>,
    pos: usize,
}

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

impl Parser {
    fn peek(&self) -> Option<char> {
        self.chars.get(self.pos).copied()
    }

    fn peek2(&self) -> Option<char> {
        self.chars.get(self.pos + 1).copied()
    }

    fn eat(&mut self, c: char) -> bool {
        if self.peek() == Some(c) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    /// Branches separated by `|`, up to `stop` (a `)`) or the end.
    fn alternation(&mut self, stop: Option<char>) -> Result<Node, &'static str> {
        let mut branches = Vec::new();
        loop {
            let mut pieces = Vec::new();
            while let Some(c) = self.peek() {
                if c == '|' || Some(c) == stop {
                    break;
                }
                pieces.push(self.piece()?);
            }
            if pieces.is_empty() {
                return Err(EMPTY);
            }
            branches.push(Node::Concat(pieces));
            if !self.eat('|') {
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
            Some('*' | '+' | '?') => true,
            Some('{') => self.peek2().is_some_and(|c| c.is_ascii_digit()),
            _ => false,
        }
    }

    fn piece(&mut self) -> Result<Node, &'static str> {
        let c = self.peek().expect("a piece starts at a character");
        self.pos += 1;
        let atom = match c {
            '(' => {
                if self.peek().is_none() {
                    return Err(PAREN);
                }
                let inner = if self.peek() == Some(')') {
                    Node::Concat(Vec::new())
                } else {
                    self.alternation(Some(')'))?
                };
                if !self.eat(')') {
                    return Err(PAREN);
                }
                inner
            }
            ')' => return Err(PAREN),
            '^' => Node::Start,
            '$' => Node::End,
            '.' => Node::Any,
            '[' => self.bracket()?,
            '*' | '+' | '?' => return Err(BADRPT),
            '{' if self.peek().is_some_and(|c| c.is_ascii_digit()) => return Err(BADRPT),
            '\\' => {
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
            '*' => (0, None),
            '+' => (1, None),
            '?' => (0, Some(1)),
            _ => {
                let min = self.count()?;
                let max = if self.eat(',') {
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
                if !self.eat('}') {
                    while self.peek().is_some_and(|c| c != '}') {
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
        while let Some(d) = self.peek().and_then(|c| c.to_digit(10)) {
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
        let negated = self.eat('^');
        let mut items = Vec::new();
        if self.eat(']') {
            items.push((']', ']'));
        } else if self.eat('-') {
            items.push(('-', '-'));
        }
        while let Some(c) = self.peek() {
            if c == ']' || (c == '-' && self.peek2() == Some(']')) {
                break;
            }
            if c == '-' {
                return Err(ERANGE);
            }
            match (c, self.peek2()) {
                ('[', Some(':')) => {
                    self.pos += 2;
                    if matches!(self.peek(), None | Some('-' | ']')) {
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
                    let name: String = self.chars[start..self.pos].iter().collect();
                    items.extend(class(&name).ok_or(ECTYPE)?);
                    if self.peek().is_none() {
                        return Err(EBRACK);
                    }
                    if !(self.eat(':') && self.eat(']')) {
                        return Err(ECTYPE);
                    }
                }
                ('[', Some('=')) => {
                    self.pos += 2;
                    let ch = self.collating_element('=')?;
                    items.push((ch, ch));
                    if self.peek().is_none() {
                        return Err(EBRACK);
                    }
                    if !(self.eat('=') && self.eat(']')) {
                        return Err(ECOLLATE);
                    }
                }
                _ => {
                    let lo = self.symbol()?;
                    let hi = if self.peek() == Some('-') && self.peek2().is_some_and(|c| c != ']') {
                        self.pos += 1;
                        if self.eat('-') { '-' } else { self.symbol()? }
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
        if self.eat('-') {
            items.push(('-', '-'));
        }
        if !self.eat(']') {
            return Err(EBRACK);
        }
        Ok(Node::Set { items, negated })
    }

    /// One character of a bracket expression: plain, or a collating element `[.c.]`.
    fn symbol(&mut self) -> Result<char, &'static str> {
        if self.peek() == Some('[') && self.peek2() == Some('.') {
            self.pos += 2;
            let ch = self.collating_element('.')?;
            if !(self.eat('.') && self.eat(']')) {
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
    fn collating_element(&mut self, end: char) -> Result<char, &'static str> {
        let start = self.pos;
        while self.peek().is_some() && !(self.peek() == Some(end) && self.peek2() == Some(']')) {
            self.pos += 1;
        }
        if self.peek().is_none() {
            return Err(EBRACK);
        }
        let name: String = self.chars[start..self.pos].iter().collect();
        if let Some(c) = collating_name(&name) {
            return Ok(c);
        }
        let mut chars = name.chars();
        match (chars.next(), chars.next()) {
            (Some(c), None) => Ok(c),
            _ => Err(ECOLLATE),
        }
    }
}

/// The character of a POSIX collating element name (the C locale's table).
fn collating_name(name: &str) -> Option<char> {
    const CONTROLS: [&str; 32] = [
        "NUL", "SOH", "STX", "ETX", "EOT", "ENQ", "ACK", "BEL", "BS", "HT", "LF", "VT", "FF", "CR",
        "SO", "SI", "DLE", "DC1", "DC2", "DC3", "DC4", "NAK", "SYN", "ETB", "CAN", "EM", "SUB",
        "ESC", "IS4", "IS3", "IS2", "IS1",
    ];
    if let Some(i) = CONTROLS.iter().position(|n| *n == name) {
        return char::from_u32(i as u32);
    }
    let c = match name {
        "alert" => '\x07',
        "backspace" => '\x08',
        "tab" => '\t',
        "newline" => '\n',
        "vertical-tab" => '\x0b',
        "form-feed" => '\x0c',
        "carriage-return" => '\r',
        "FS" => '\x1c',
        "GS" => '\x1d',
        "RS" => '\x1e',
        "US" => '\x1f',
        "space" => ' ',
        "exclamation-mark" => '!',
        "quotation-mark" => '"',
        "number-sign" => '#',
        "dollar-sign" => '$',
        "percent-sign" => '%',
        "ampersand" => '&',
        "apostrophe" => '\'',
        "left-parenthesis" => '(',
        "right-parenthesis" => ')',
        "asterisk" => '*',
        "plus-sign" => '+',
        "comma" => ',',
        "hyphen" | "hyphen-minus" => '-',
        "period" | "full-stop" => '.',
        "slash" | "solidus" => '/',
        "zero" => '0',
        "one" => '1',
        "two" => '2',
        "three" => '3',
        "four" => '4',
        "five" => '5',
        "six" => '6',
        "seven" => '7',
        "eight" => '8',
        "nine" => '9',
        "colon" => ':',
        "semicolon" => ';',
        "less-than-sign" => '<',
        "equals-sign" => '=',
        "greater-than-sign" => '>',
        "question-mark" => '?',
        "commercial-at" => '@',
        "left-square-bracket" => '[',
        "backslash" | "reverse-solidus" => '\\',
        "right-square-bracket" => ']',
        "circumflex" | "circumflex-accent" => '^',
        "underscore" | "low-line" => '_',
        "grave-accent" => '`',
        "left-brace" | "left-curly-bracket" => '{',
        "vertical-line" => '|',
        "right-brace" | "right-curly-bracket" => '}',
        "tilde" => '~',
        "DEL" => '\x7f',
        _ => return None,
    };
    Some(c)
}

/// The ranges of the character class `name` (ASCII, as the C locale has them).
fn class(name: &str) -> Option<Vec<(char, char)>> {
    let r: &[(char, char)] = match name {
        "alnum" => &[('0', '9'), ('A', 'Z'), ('a', 'z')],
        "alpha" => &[('A', 'Z'), ('a', 'z')],
        "blank" => &[(' ', ' '), ('\t', '\t')],
        "cntrl" => &[('\0', '\x1f'), ('\x7f', '\x7f')],
        "digit" => &[('0', '9')],
        "graph" => &[('!', '~')],
        "lower" => &[('a', 'z')],
        "print" => &[(' ', '~')],
        "punct" => &[('!', '/'), (':', '@'), ('[', '`'), ('{', '~')],
        "space" => &[('\t', '\r'), (' ', ' ')],
        "upper" => &[('A', 'Z')],
        "xdigit" => &[('0', '9'), ('A', 'F'), ('a', 'f')],
        _ => return None,
    };
    Some(r.to_vec())
}

#[cfg(test)]
mod tests {
    use super::Regex;

    fn m(p: &str, t: &str) -> bool {
        Regex::new(p).expect("valid pattern").is_match(t)
    }

    #[test]
    fn matches_like_posix_ere() {
        assert!(m("a+b", "xaaab"));
        assert!(!m("^a+b", "xaaab"));
        assert!(m("(ab|cd){2}$", "zabcd"));
        assert!(m("[[:digit:]]+ vs [a-z]", "42 vs q"));
        assert!(!m("[^a-z]", "abc"));
        assert!(m("a.c", "a\nc"));
        assert!(m("x{1,}y?", "xx"));
        assert!(m("[]a]", "]"));
        assert!(m("[[.a.]][[=b=]]", "xab"));
        assert!(m("[[.hyphen.]]", "-"));
        assert!(m("$*", ""));
        assert!(m("\\(", "("));
        assert!(m("a{", "a{"));
        assert!(m("()", "anything"));
        assert!(m("(a*)*b", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaab"));
        assert!(!m("(a*)*b", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"));
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
        assert_eq!(e("a{2,1}"), "invalid repetition count(s)");
        assert_eq!(e("a{1"), "braces not balanced");
        assert_eq!(e("a{300}"), "invalid repetition count(s)");
        assert_eq!(e("[[:nope:]]"), "invalid character class");
        assert_eq!(e("a\\"), "trailing backslash (\\)");
    }
}
