//! The Toy language's parser (tutorial chapter 1, with chapter 7's structs): a recursive
//! descent over the tokens of [`crate::lexer`] into the [`crate::ast`], with the tutorial's
//! operator precedences (`+` and `-` 20, `*` 40, the member access `.` 60). Errors are
//! located `file:line:col`.

use crate::ast::{Decl, Expr, Function, Item, Module, Prototype, StructDef, VarType};
use crate::lexer::{Pos, Tok, Token, lex};

/// A parse error: where, and what was expected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// Where the offending token starts.
    pub pos: Pos,
    /// The message.
    pub message: String,
}

impl ParseError {
    /// `file:line:col: error: message`.
    pub fn render(&self, file: &str) -> String {
        format!(
            "{file}:{}:{}: error: {}",
            self.pos.line, self.pos.col, self.message
        )
    }
}

/// Parses a whole Toy file.
pub fn parse_module(src: &str) -> Result<Module, ParseError> {
    let tokens = lex(src).map_err(|(pos, message)| ParseError { pos, message })?;
    let mut p = Parser { tokens, at: 0 };
    let mut items = Vec::new();
    loop {
        match p.peek() {
            Tok::Eof => break,
            Tok::Struct => items.push(Item::Struct(p.struct_def()?)),
            Tok::Def => items.push(Item::Function(p.definition()?)),
            _ => return p.error("'def' or 'struct'", "to begin a definition"),
        }
    }
    Ok(Module { items })
}

struct Parser {
    tokens: Vec<Token>,
    at: usize,
}

type PResult<T> = Result<T, ParseError>;

impl Parser {
    fn peek(&self) -> &Tok {
        &self.tokens[self.at].tok
    }

    fn pos(&self) -> Pos {
        self.tokens[self.at].pos
    }

    fn bump(&mut self) -> Tok {
        let t = self.tokens[self.at].tok.clone();
        if self.at + 1 < self.tokens.len() {
            self.at += 1;
        }
        t
    }

    fn error<T>(&self, expected: &str, context: &str) -> PResult<T> {
        let found = match self.peek() {
            Tok::Def => "'def'".to_string(),
            Tok::Var => "'var'".to_string(),
            Tok::Return => "'return'".to_string(),
            Tok::Struct => "'struct'".to_string(),
            Tok::Ident(s) => format!("identifier '{s}'"),
            Tok::Number(_) => "a number".to_string(),
            Tok::Char(c) => format!("'{c}'"),
            Tok::Eof => "end of file".to_string(),
        };
        Err(ParseError {
            pos: self.pos(),
            message: format!("expected {expected} {context} but has {found}"),
        })
    }

    fn expect_char(&mut self, c: char, context: &str) -> PResult<()> {
        if self.peek() == &Tok::Char(c) {
            self.bump();
            Ok(())
        } else {
            self.error(&format!("'{c}'"), context)
        }
    }

    fn ident(&mut self, context: &str) -> PResult<String> {
        match self.peek().clone() {
            Tok::Ident(name) => {
                self.bump();
                Ok(name)
            }
            _ => self.error("identifier", context),
        }
    }

    /// `struct Name { decl; ... }`: at least one member, each `var name [<shape>]` or
    /// `Struct name`, without an initializer.
    fn struct_def(&mut self) -> PResult<StructDef> {
        let pos = self.pos();
        self.bump();
        let name = self.ident("for the struct name")?;
        self.expect_char('{', "in struct definition")?;
        let mut fields = Vec::new();
        loop {
            let field = match self.peek() {
                Tok::Var => self.var_decl_head()?,
                Tok::Ident(_) => self.typed_decl_head()?,
                _ => return self.error("'var' or a struct name", "in struct definition"),
            };
            fields.push(field);
            self.expect_char(';', "after variable in struct definition")?;
            if self.peek() == &Tok::Char('}') {
                break;
            }
        }
        self.bump();
        Ok(StructDef { pos, name, fields })
    }

    /// `Type name`: a declaration of a struct value, up to its initializer.
    fn typed_decl_head(&mut self) -> PResult<Decl> {
        let pos = self.pos();
        let ty = self.ident("for a type name")?;
        let name = self.ident("in variable declaration")?;
        Ok(Decl {
            pos,
            name,
            ty: VarType::Named(ty),
        })
    }

    /// A parameter: `name`, or `Struct name`.
    fn param(&mut self) -> PResult<Decl> {
        let pos = self.pos();
        let first = self.ident("for a parameter name")?;
        if let Tok::Ident(name) = self.peek().clone() {
            self.bump();
            return Ok(Decl {
                pos,
                name,
                ty: VarType::Named(first),
            });
        }
        Ok(Decl {
            pos,
            name: first,
            ty: VarType::Shape(Vec::new()),
        })
    }

    /// `def name(params) { ... }`
    fn definition(&mut self) -> PResult<Function> {
        let pos = self.pos();
        self.bump();
        let name = self.ident("for the function name")?;
        self.expect_char('(', "in prototype")?;
        let mut params = Vec::new();
        if self.peek() != &Tok::Char(')') {
            loop {
                params.push(self.param()?);
                if self.peek() != &Tok::Char(',') {
                    break;
                }
                self.bump();
            }
        }
        self.expect_char(')', "to end the function prototype")?;
        let body = self.block()?;
        Ok(Function {
            proto: Prototype { pos, name, params },
            body,
        })
    }

    /// `{ statement; ... }`
    fn block(&mut self) -> PResult<Vec<Expr>> {
        self.expect_char('{', "to begin a block")?;
        let mut body = Vec::new();
        while self.peek() == &Tok::Char(';') {
            self.bump();
        }
        while self.peek() != &Tok::Char('}') && self.peek() != &Tok::Eof {
            let typed = matches!(self.peek(), Tok::Ident(_))
                && matches!(
                    self.tokens.get(self.at + 1).map(|t| &t.tok),
                    Some(Tok::Ident(_))
                );
            let e = match self.peek() {
                Tok::Var => self.decl()?,
                Tok::Ident(_) if typed => {
                    let head = self.typed_decl_head()?;
                    self.expect_char('=', "in variable declaration")?;
                    let init = self.expression()?;
                    Expr::VarDecl(head.pos, head.name, head.ty, Box::new(init))
                }
                Tok::Return => self.ret()?,
                _ => self.expression()?,
            };
            body.push(e);
            if self.peek() != &Tok::Char(';') {
                return self.error("';'", "after expression");
            }
            while self.peek() == &Tok::Char(';') {
                self.bump();
            }
        }
        self.expect_char('}', "to close a block")?;
        Ok(body)
    }

    /// `var name [<shape>] = expr`
    fn decl(&mut self) -> PResult<Expr> {
        let head = self.var_decl_head()?;
        self.expect_char('=', "in variable declaration")?;
        let init = self.expression()?;
        Ok(Expr::VarDecl(head.pos, head.name, head.ty, Box::new(init)))
    }

    /// `var name [<shape>]`
    fn var_decl_head(&mut self) -> PResult<Decl> {
        let pos = self.pos();
        self.bump();
        let name = self.ident("after 'var'")?;
        let mut shape = Vec::new();
        if self.peek() == &Tok::Char('<') {
            self.bump();
            loop {
                match self.peek().clone() {
                    Tok::Number(n) if n >= 0.0 && n.fract() == 0.0 => {
                        self.bump();
                        shape.push(n as i64);
                    }
                    _ => return self.error("a dimension", "in a variable's shape"),
                }
                if self.peek() != &Tok::Char(',') {
                    break;
                }
                self.bump();
            }
            self.expect_char('>', "to end a type")?;
        }
        Ok(Decl {
            pos,
            name,
            ty: VarType::Shape(shape),
        })
    }

    /// `return [expr]`
    fn ret(&mut self) -> PResult<Expr> {
        let pos = self.pos();
        self.bump();
        if self.peek() == &Tok::Char(';') {
            return Ok(Expr::Return(pos, None));
        }
        let value = self.expression()?;
        Ok(Expr::Return(pos, Some(Box::new(value))))
    }

    fn expression(&mut self) -> PResult<Expr> {
        let lhs = self.primary()?;
        self.bin_op_rhs(0, lhs)
    }

    fn precedence(&self) -> i32 {
        match self.peek() {
            Tok::Char('+') | Tok::Char('-') => 20,
            Tok::Char('*') => 40,
            Tok::Char('.') => 60,
            _ => -1,
        }
    }

    /// The right-hand sides of binary operators binding at least as tightly as `min`.
    fn bin_op_rhs(&mut self, min: i32, mut lhs: Expr) -> PResult<Expr> {
        loop {
            let prec = self.precedence();
            if prec < min {
                return Ok(lhs);
            }
            let Tok::Char(op) = self.bump() else {
                return Ok(lhs);
            };
            let pos = self.pos();
            let mut rhs = self.primary()?;
            if prec < self.precedence() {
                rhs = self.bin_op_rhs(prec + 1, rhs)?;
            }
            lhs = Expr::BinOp(pos, op, Box::new(lhs), Box::new(rhs));
        }
    }

    fn primary(&mut self) -> PResult<Expr> {
        let pos = self.pos();
        match self.peek().clone() {
            Tok::Ident(name) => {
                self.bump();
                if self.peek() != &Tok::Char('(') {
                    return Ok(Expr::Var(pos, name));
                }
                self.bump();
                let mut args = Vec::new();
                if self.peek() != &Tok::Char(')') {
                    loop {
                        args.push(self.expression()?);
                        if self.peek() == &Tok::Char(')') {
                            break;
                        }
                        self.expect_char(',', "or ')' in argument list")?;
                    }
                }
                self.bump();
                if name == "print" {
                    if args.len() != 1 {
                        return Err(ParseError {
                            pos,
                            message: "expected 1 argument to print".to_string(),
                        });
                    }
                    let arg = args.remove(0);
                    return Ok(Expr::Print(pos, Box::new(arg)));
                }
                Ok(Expr::Call(pos, name, args))
            }
            Tok::Number(v) => {
                self.bump();
                Ok(Expr::Number(pos, v))
            }
            Tok::Char('(') => {
                self.bump();
                let e = self.expression()?;
                self.expect_char(')', "to close a parenthesized expression")?;
                Ok(e)
            }
            Tok::Char('[') => self.literal(),
            Tok::Char('{') => self.struct_literal(),
            _ => self.error("expression", "to begin an expression"),
        }
    }

    /// `{ elements }`: at least one, each a number, a tensor literal or a struct literal.
    fn struct_literal(&mut self) -> PResult<Expr> {
        let pos = self.pos();
        self.bump();
        let values = self.elements('}', "{, [, or number", "in struct literal expression")?;
        Ok(Expr::StructLiteral(pos, values))
    }

    /// The comma-separated elements of a literal up to `close` (consumed): numbers, tensor
    /// literals and, inside a struct literal, struct literals; at least one.
    fn elements(&mut self, close: char, expected: &str, context: &str) -> PResult<Vec<Expr>> {
        let mut values = Vec::new();
        loop {
            match self.peek() {
                Tok::Char('[') => values.push(self.literal()?),
                Tok::Char('{') if close == '}' => values.push(self.struct_literal()?),
                Tok::Number(v) => {
                    let v = *v;
                    let at = self.pos();
                    self.bump();
                    values.push(Expr::Number(at, v));
                }
                _ => return self.error(expected, context),
            }
            if self.peek() == &Tok::Char(close) {
                break;
            }
            self.expect_char(',', &format!("or '{close}' {context}"))?;
        }
        self.bump();
        Ok(values)
    }

    /// `[ elements ]`, every nested literal of the same dimensions.
    fn literal(&mut self) -> PResult<Expr> {
        let pos = self.pos();
        self.bump();
        let values = self.elements(']', "<num> or [", "in literal expression")?;
        let mut dims = vec![values.len() as i64];
        let nested: Vec<&Vec<i64>> = values
            .iter()
            .filter_map(|v| match v {
                Expr::Literal(_, d, _) => Some(d),
                _ => None,
            })
            .collect();
        if let Some(first) = nested.first() {
            if nested.len() != values.len() || nested.iter().any(|d| d != first) {
                return Err(ParseError {
                    pos,
                    message: "expected uniformly well-nested dimensions inside literal expression"
                        .to_string(),
                });
            }
            dims.extend(first.iter().copied());
        }
        Ok(Expr::Literal(pos, dims, values))
    }
}
