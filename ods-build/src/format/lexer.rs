//! The assembly-format lexer: splits a format string into tokens that carry their byte
//! offset in the string, with mlir-tblgen's token set (punctuation, `` `literals` ``,
//! `$variables`, `"strings"`, identifiers and directive keywords).

use super::error::FormatError;

/// What a token is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TokenKind {
    /// End of the format string.
    Eof,
    /// `^`
    Caret,
    /// `:`
    Colon,
    /// `,`
    Comma,
    /// `=`
    Equal,
    /// `<`
    Less,
    /// `>`
    Greater,
    /// `?`
    Question,
    /// `(`
    LParen,
    /// `)`
    RParen,
    /// `*`
    Star,
    /// `|`
    Pipe,
    /// A literal in backquotes (spelling includes them).
    Literal,
    /// `$name` (spelling includes the `$`).
    Variable,
    /// A double-quoted string (spelling includes the quotes).
    String,
    /// An identifier that is no directive keyword.
    Identifier,
    /// A directive keyword.
    Keyword(Keyword),
}

/// The directive keywords.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Keyword {
    /// `attr-dict`
    AttrDict,
    /// `attr-dict-with-keyword`
    AttrDictWithKeyword,
    /// `prop-dict`
    PropDict,
    /// `custom`
    Custom,
    /// `functional-type`
    FunctionalType,
    /// `oilist`
    OIList,
    /// `operands`
    Operands,
    /// `params`
    Params,
    /// `qualified`
    Qualified,
    /// `ref`
    Ref,
    /// `regions`
    Regions,
    /// `results`
    Results,
    /// `struct`
    Struct,
    /// `successors`
    Successors,
    /// `type`
    Type,
}

impl Keyword {
    fn from_word(word: &str) -> Option<Keyword> {
        Some(match word {
            "attr-dict" => Keyword::AttrDict,
            "attr-dict-with-keyword" => Keyword::AttrDictWithKeyword,
            "prop-dict" => Keyword::PropDict,
            "custom" => Keyword::Custom,
            "functional-type" => Keyword::FunctionalType,
            "oilist" => Keyword::OIList,
            "operands" => Keyword::Operands,
            "params" => Keyword::Params,
            "qualified" => Keyword::Qualified,
            "ref" => Keyword::Ref,
            "regions" => Keyword::Regions,
            "results" => Keyword::Results,
            "struct" => Keyword::Struct,
            "successors" => Keyword::Successors,
            "type" => Keyword::Type,
            _ => return None,
        })
    }
}

/// One token: its kind, and where its spelling is in the format string.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token {
    /// What it is.
    pub kind: TokenKind,
    /// Byte offset of its first character.
    pub start: usize,
    /// Byte offset just past it.
    pub end: usize,
}

impl Token {
    /// The token's text in `src`.
    pub fn spelling<'s>(&self, src: &'s str) -> &'s str {
        src.get(self.start..self.end).unwrap_or("")
    }
}

/// Lexes `src` one token at a time.
pub struct Lexer<'s> {
    src: &'s str,
    pos: usize,
}

impl<'s> Lexer<'s> {
    /// A lexer at the start of `src`.
    pub fn new(src: &'s str) -> Self {
        Lexer { src, pos: 0 }
    }

    fn byte(&self, at: usize) -> Option<u8> {
        self.src.as_bytes().get(at).copied()
    }

    fn token(&self, kind: TokenKind, start: usize) -> Token {
        Token {
            kind,
            start,
            end: self.pos,
        }
    }

    /// The next token, or the error mlir-tblgen reports for malformed text.
    pub fn next_token(&mut self) -> Result<Token, FormatError> {
        loop {
            let start = self.pos;
            let Some(c) = self.byte(start) else {
                return Ok(self.token(TokenKind::Eof, start));
            };
            self.pos += 1;
            let kind = match c {
                b' ' | b'\t' | b'\n' | b'\r' | 0 => continue,
                b'^' => TokenKind::Caret,
                b':' => TokenKind::Colon,
                b',' => TokenKind::Comma,
                b'=' => TokenKind::Equal,
                b'<' => TokenKind::Less,
                b'>' => TokenKind::Greater,
                b'?' => TokenKind::Question,
                b'(' => TokenKind::LParen,
                b')' => TokenKind::RParen,
                b'*' => TokenKind::Star,
                b'|' => TokenKind::Pipe,
                b'`' => return self.literal(start),
                b'$' => return self.variable(start),
                b'"' => return self.string(start),
                c if c.is_ascii_alphabetic() || c == b'_' => return Ok(self.identifier(start)),
                _ => return Err(FormatError::new(start, "unexpected character")),
            };
            return Ok(self.token(kind, start));
        }
    }

    fn literal(&mut self, start: usize) -> Result<Token, FormatError> {
        while let Some(c) = self.byte(self.pos) {
            self.pos += 1;
            if c == 0 {
                break;
            }
            if c == b'`' {
                return Ok(self.token(TokenKind::Literal, start));
            }
        }
        Err(FormatError::new(
            self.src.len(),
            "unexpected end of file in literal",
        ))
    }

    fn variable(&mut self, start: usize) -> Result<Token, FormatError> {
        match self.byte(self.pos) {
            Some(c) if c.is_ascii_alphabetic() || c == b'_' => {}
            _ => return Err(FormatError::new(start, "expected variable name")),
        }
        while matches!(self.byte(self.pos), Some(c) if c.is_ascii_alphanumeric() || c == b'_') {
            self.pos += 1;
        }
        Ok(self.token(TokenKind::Variable, start))
    }

    fn string(&mut self, start: usize) -> Result<Token, FormatError> {
        let mut escape = false;
        while let Some(c) = self.byte(self.pos) {
            self.pos += 1;
            if c == 0 {
                break;
            }
            if !escape && c == b'"' {
                return Ok(self.token(TokenKind::String, start));
            }
            escape = c == b'\\';
        }
        Err(FormatError::new(
            self.src.len(),
            "unexpected end of file in string",
        ))
    }

    fn identifier(&mut self, start: usize) -> Token {
        while matches!(self.byte(self.pos), Some(c) if c.is_ascii_alphanumeric() || c == b'_' || c == b'-')
        {
            self.pos += 1;
        }
        let word = &self.src[start..self.pos];
        let kind = Keyword::from_word(word).map_or(TokenKind::Identifier, TokenKind::Keyword);
        self.token(kind, start)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(src: &str) -> Result<Vec<TokenKind>, FormatError> {
        let mut lexer = Lexer::new(src);
        let mut out = Vec::new();
        loop {
            let t = lexer.next_token()?;
            if t.kind == TokenKind::Eof {
                return Ok(out);
            }
            out.push(t.kind);
        }
    }

    #[test]
    fn lexes_every_token_kind() {
        let got = kinds("attr-dict `x` $a \"s\" foo-bar ^:,=<>?()*|").unwrap();
        assert_eq!(got[0], TokenKind::Keyword(Keyword::AttrDict));
        assert_eq!(got[1], TokenKind::Literal);
        assert_eq!(got[2], TokenKind::Variable);
        assert_eq!(got[3], TokenKind::String);
        assert_eq!(got[4], TokenKind::Identifier);
        assert_eq!(got.len(), 5 + 11);
    }

    #[test]
    fn errors_point_where_mlir_tblgen_points() {
        assert_eq!(kinds("a %").unwrap_err().offset, 2);
        assert_eq!(kinds("a `bc").unwrap_err().offset, 5);
        assert_eq!(kinds("a $ ").unwrap_err().offset, 2);
        assert_eq!(kinds("\"ab").unwrap_err().offset, 3);
        assert_eq!(kinds("é").unwrap_err().offset, 0);
        assert!(kinds("`é`").is_ok());
    }
}
