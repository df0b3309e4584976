//! The Toy language's lexer (tutorial chapter 1): identifiers and keywords (`def`, `var`,
//! `return`, and chapter 7's `struct`), numbers (`[0-9.]+`, read as `f64`; a `.` starts one
//! only before a digit, else it is the member access operator), single-character
//! punctuation, and `#` comments to the end of the line. Every token carries its 1-based
//! line and column.

/// A position in the source: 1-based line and column (in characters).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pos {
    /// The line.
    pub line: u32,
    /// The column.
    pub col: u32,
}

/// A token's kind.
#[derive(Clone, Debug, PartialEq)]
pub enum Tok {
    /// `def`
    Def,
    /// `var`
    Var,
    /// `return`
    Return,
    /// `struct`
    Struct,
    /// An identifier.
    Ident(String),
    /// A number.
    Number(f64),
    /// Any other single character (`(`, `;`, `<`, `+`, ...).
    Char(char),
    /// The end of the input.
    Eof,
}

/// A token and where it starts.
#[derive(Clone, Debug, PartialEq)]
pub struct Token {
    /// What it is.
    pub tok: Tok,
    /// Where it starts.
    pub pos: Pos,
}

/// Splits `src` into tokens, the last one [`Tok::Eof`]. A number that does not read as a
/// float is an error at its position.
pub fn lex(src: &str) -> Result<Vec<Token>, (Pos, String)> {
    let chars: Vec<char> = src.chars().collect();
    let mut out = Vec::new();
    let (mut i, mut line, mut col) = (0usize, 1u32, 1u32);
    let advance = |i: &mut usize, line: &mut u32, col: &mut u32| {
        if chars[*i] == '\n' {
            *line += 1;
            *col = 1;
        } else {
            *col += 1;
        }
        *i += 1;
    };
    while i < chars.len() {
        let c = chars[i];
        if c.is_whitespace() {
            advance(&mut i, &mut line, &mut col);
            continue;
        }
        if c == '#' {
            while i < chars.len() && chars[i] != '\n' {
                advance(&mut i, &mut line, &mut col);
            }
            continue;
        }
        let pos = Pos { line, col };
        if c.is_ascii_alphabetic() {
            let mut word = String::new();
            while i < chars.len() && (chars[i].is_ascii_alphanumeric() || chars[i] == '_') {
                word.push(chars[i]);
                advance(&mut i, &mut line, &mut col);
            }
            let tok = match word.as_str() {
                "def" => Tok::Def,
                "var" => Tok::Var,
                "return" => Tok::Return,
                "struct" => Tok::Struct,
                _ => Tok::Ident(word),
            };
            out.push(Token { tok, pos });
            continue;
        }
        let digit_next = chars.get(i + 1).is_some_and(char::is_ascii_digit);
        if c.is_ascii_digit() || (c == '.' && digit_next) {
            let mut text = String::new();
            while i < chars.len() && (chars[i].is_ascii_digit() || chars[i] == '.') {
                text.push(chars[i]);
                advance(&mut i, &mut line, &mut col);
            }
            let value: f64 = text
                .parse()
                .map_err(|_| (pos, format!("invalid number '{text}'")))?;
            out.push(Token {
                tok: Tok::Number(value),
                pos,
            });
            continue;
        }
        out.push(Token {
            tok: Tok::Char(c),
            pos,
        });
        advance(&mut i, &mut line, &mut col);
    }
    out.push(Token {
        tok: Tok::Eof,
        pos: Pos { line, col },
    });
    Ok(out)
}
