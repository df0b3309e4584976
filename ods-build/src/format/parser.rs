//! The assembly-format grammar, shared by op formats and type/attribute formats: literals,
//! strings, variables, `custom<Name>(...)` and optional groups. What a variable or a
//! directive means, and the checks that need the op or the def, live in `op` and `def`;
//! this file dispatches to them. Like mlir-tblgen, parsing stops at the first error.

use super::ast::{Anchor, Element, ElementKind, Format, OptionalGroup};
use super::error::FormatError;
use super::lexer::{Keyword, Lexer, Token, TokenKind};
use crate::model::{AttrOrTypeDef, Operator};

pub(crate) type PResult<T> = Result<T, FormatError>;

/// Where an element is being parsed; decides what is allowed there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Ctx {
    /// The top level of the format, an optional group or an `oilist`.
    Top,
    /// An argument of `custom<..>(...)`.
    Custom,
    /// The argument of `type(...)` or `functional-type(...)`.
    Type,
    /// The argument of `ref(...)`.
    Ref,
    /// An argument of `struct(...)`.
    Struct,
}

/// What the format belongs to.
#[derive(Clone, Copy)]
pub(crate) enum Target<'a> {
    Op(&'a Operator),
    Def(&'a AttrOrTypeDef),
}

/// What has been bound so far, for the "exactly once" rules.
#[derive(Default)]
pub(crate) struct Seen {
    pub attr_dict: bool,
    pub prop_dict: bool,
    pub all_operands: bool,
    pub all_operand_types: bool,
    pub all_result_types: bool,
    pub all_regions: bool,
    pub all_successors: bool,
    pub operands: Vec<bool>,
    pub operand_types: Vec<bool>,
    pub result_types: Vec<bool>,
    pub attrs: Vec<bool>,
    pub props: Vec<bool>,
    pub regions: Vec<bool>,
    pub successors: Vec<bool>,
    pub params: Vec<bool>,
}

pub(crate) struct Parser<'a> {
    pub src: &'a str,
    lexer: Lexer<'a>,
    pub tok: Token,
    pub target: Target<'a>,
    pub seen: Seen,
}

impl<'a> Parser<'a> {
    pub fn new(src: &'a str, target: Target<'a>) -> PResult<Self> {
        let mut lexer = Lexer::new(src);
        let tok = lexer.next_token()?;
        let mut seen = Seen::default();
        match target {
            Target::Op(op) => {
                seen.operands = vec![false; op.operands.len()];
                seen.operand_types = vec![false; op.operands.len()];
                seen.result_types = vec![false; op.results.len()];
                seen.attrs = vec![false; op.attributes.len()];
                seen.props = vec![false; op.properties.len()];
                seen.regions = vec![false; op.regions.len()];
                seen.successors = vec![false; op.successors.len()];
            }
            Target::Def(def) => seen.params = vec![false; def.parameters.len()],
        }
        Ok(Parser {
            src,
            lexer,
            tok,
            target,
            seen,
        })
    }

    /// Parses the whole format and runs the checks that need all of it.
    pub fn parse(mut self) -> PResult<Format> {
        let start = self.tok.start;
        let mut elements = Vec::new();
        while self.tok.kind != TokenKind::Eof {
            elements.push(self.element(Ctx::Top)?);
        }
        match self.target {
            Target::Op(op) => self.verify_op(op, start, &elements)?,
            Target::Def(def) => self.verify_def(def, start, &elements)?,
        }
        Ok(Format { elements })
    }

    pub fn consume(&mut self) -> PResult<()> {
        self.tok = self.lexer.next_token()?;
        Ok(())
    }

    /// Consumes a token of `kind`, or fails with `message` at the current token.
    pub fn expect(&mut self, kind: TokenKind, message: &str) -> PResult<Token> {
        if self.tok.kind != kind {
            return Err(FormatError::new(self.tok.start, message));
        }
        let tok = self.tok;
        self.consume()?;
        Ok(tok)
    }

    pub fn element(&mut self, ctx: Ctx) -> PResult<Element> {
        match self.tok.kind {
            TokenKind::Literal => self.literal(ctx),
            TokenKind::String => self.string(ctx),
            TokenKind::Variable => {
                let tok = self.tok;
                self.consume()?;
                let name = tok.spelling(self.src).get(1..).unwrap_or("");
                let var = match self.target {
                    Target::Op(op) => self.op_variable(op, tok.start, name, ctx)?,
                    Target::Def(def) => self.def_variable(def, tok.start, name, ctx)?,
                };
                Ok(Element::new(ElementKind::Variable(var), tok.start))
            }
            TokenKind::Keyword(kw) => {
                let loc = self.tok.start;
                self.consume()?;
                if kw == Keyword::Custom {
                    return self.custom(loc, ctx);
                }
                match self.target {
                    Target::Op(op) => self.op_directive(op, loc, kw, ctx),
                    Target::Def(def) => self.def_directive(def, loc, kw, ctx),
                }
            }
            TokenKind::LParen => self.optional_group(ctx),
            _ => Err(FormatError::new(
                self.tok.start,
                "expected literal, variable, directive, or optional group",
            )),
        }
    }

    /// A literal; also used for an `oilist` clause's leading literal, where the current
    /// token may be something else.
    pub fn literal(&mut self, ctx: Ctx) -> PResult<Element> {
        let tok = self.tok;
        self.consume()?;
        if ctx != Ctx::Top {
            return Err(FormatError::new(
                tok.start,
                "literals may only be used in the top-level section of the format",
            ));
        }
        let spelling = tok.spelling(self.src);
        let value = match spelling.strip_prefix('`').and_then(|s| s.strip_suffix('`')) {
            Some(v) if spelling.len() >= 2 => v,
            _ => {
                return Err(FormatError::new(
                    tok.start,
                    format!("expected literal, but got '{spelling}'"),
                ));
            }
        };
        if value.is_empty() || value == " " || value == "\\n" {
            return Ok(Element::new(
                ElementKind::Whitespace(value.to_string()),
                tok.start,
            ));
        }
        if let Err(why) = check_literal(value) {
            return Err(FormatError::new(
                tok.start,
                format!("expected valid literal but got '{value}': {why}"),
            ));
        }
        Ok(Element::new(
            ElementKind::Literal(value.to_string()),
            tok.start,
        ))
    }

    fn string(&mut self, ctx: Ctx) -> PResult<Element> {
        let tok = self.tok;
        self.consume()?;
        if ctx != Ctx::Custom {
            return Err(FormatError::new(
                tok.start,
                "strings may only be used as 'custom' directive arguments",
            ));
        }
        let spelling = tok.spelling(self.src);
        let inner = spelling
            .strip_prefix('"')
            .and_then(|s| s.strip_suffix('"'))
            .unwrap_or("");
        let value: String = inner.chars().filter(|&c| c != '\\').collect();
        Ok(Element::new(ElementKind::String(value), tok.start))
    }

    fn optional_group(&mut self, ctx: Ctx) -> PResult<Element> {
        let loc = self.tok.start;
        self.consume()?;
        if ctx != Ctx::Top {
            return Err(FormatError::new(
                loc,
                "optional groups can only be used as top-level elements",
            ));
        }
        let mut anchor = None;
        let then_elements = self.group_elements(&mut anchor, false)?;
        self.consume()?;
        let mut else_elements = Vec::new();
        if self.tok.kind == TokenKind::Colon {
            self.consume()?;
            self.expect(
                TokenKind::LParen,
                "expected '(' to start else branch of optional group",
            )?;
            else_elements = self.group_elements(&mut anchor, true)?;
            self.consume()?;
        }
        self.expect(TokenKind::Question, "expected '?' after optional group")?;
        let Some(anchor) = anchor else {
            return Err(FormatError::new(
                loc,
                "optional group has no anchor element",
            ));
        };
        let then_anchor = (!anchor.in_else).then_some(anchor.index);
        match self.target {
            Target::Op(op) => {
                for (i, el) in then_elements.iter().enumerate() {
                    self.op_group_element(op, loc, el, then_anchor == Some(i))?;
                }
                for el in &else_elements {
                    self.op_group_element(op, loc, el, false)?;
                }
            }
            Target::Def(def) => {
                Self::def_group_elements(def, loc, &then_elements, then_anchor)?;
                Self::def_group_elements(def, loc, &else_elements, None)?;
            }
        }
        let first = then_elements
            .iter()
            .find(|e| !matches!(e.kind, ElementKind::Whitespace(_)));
        if !matches!(
            first.map(|e| &e.kind),
            Some(ElementKind::Literal(_) | ElementKind::Variable(_) | ElementKind::Custom { .. })
        ) {
            return Err(FormatError::new(
                loc,
                "first parsable element of an optional group must be a literal, variable, or \
                 custom directive",
            ));
        }
        Ok(Element::new(
            ElementKind::Optional(OptionalGroup {
                then_elements,
                else_elements,
                anchor,
            }),
            loc,
        ))
    }

    /// The elements of a then or else group, up to (not past) the closing `)`.
    fn group_elements(
        &mut self,
        anchor: &mut Option<Anchor>,
        in_else: bool,
    ) -> PResult<Vec<Element>> {
        let mut elements = Vec::new();
        loop {
            let element = self.element(Ctx::Top)?;
            if self.tok.kind == TokenKind::Caret {
                if anchor.is_some() {
                    return Err(FormatError::new(
                        self.tok.start,
                        "only one element can be marked as the anchor of an optional group",
                    ));
                }
                *anchor = Some(Anchor {
                    in_else,
                    index: elements.len(),
                });
                self.consume()?;
            }
            elements.push(element);
            if self.tok.kind == TokenKind::RParen {
                return Ok(elements);
            }
        }
    }

    fn custom(&mut self, loc: usize, ctx: Ctx) -> PResult<Element> {
        if ctx != Ctx::Top && ctx != Ctx::Struct {
            return Err(FormatError::new(
                loc,
                "`custom` can only be used at the top-level context or within a `struct` \
                 directive",
            ));
        }
        self.expect(TokenKind::Less, "expected '<' before custom directive name")?;
        let name = self.expect(
            TokenKind::Identifier,
            "expected custom directive name identifier",
        )?;
        self.expect(
            TokenKind::Greater,
            "expected '>' after custom directive name",
        )?;
        self.expect(
            TokenKind::LParen,
            "expected '(' before custom directive parameters",
        )?;
        let mut args = Vec::new();
        loop {
            args.push(self.element(Ctx::Custom)?);
            if self.tok.kind != TokenKind::Comma {
                break;
            }
            self.consume()?;
        }
        self.expect(
            TokenKind::RParen,
            "expected ')' after custom directive parameters",
        )?;
        match self.target {
            Target::Op(_) => Self::op_custom_args(loc, &args)?,
            Target::Def(_) => Self::def_custom_args(loc, &args)?,
        }
        Ok(Element::new(
            ElementKind::Custom {
                name: name.spelling(self.src).to_string(),
                args,
            },
            loc,
        ))
    }
}

/// mlir-tblgen's rule for a literal: punctuation, `->`, `...`, or a keyword.
fn check_literal(value: &str) -> Result<(), String> {
    let bytes = value.as_bytes();
    let Some(&front) = bytes.first() else {
        return Err("literal can't be empty".into());
    };
    if bytes.len() == 1 {
        const BARE: &str = "_:,=<>()[]{}?+-*";
        if front.is_ascii_alphabetic() || BARE.as_bytes().contains(&front) {
            return Ok(());
        }
        return Err(format!(
            "single character literal must be a letter or one of '{BARE}'"
        ));
    }
    if value == "->" || value == "..." {
        return Ok(());
    }
    if !front.is_ascii_alphabetic() && front != b'_' {
        return Err("valid keyword starts with a letter or '_'".into());
    }
    if !bytes[1..]
        .iter()
        .all(|&c| c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c == b'.')
    {
        return Err("keywords should contain only alphanum, '_', '$', or '.' characters".into());
    }
    Ok(())
}
