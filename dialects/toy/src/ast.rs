//! The Toy language's abstract syntax tree (tutorial chapter 1) and its dump, in the
//! tutorial's `-emit=ast` format.

use std::fmt::Write as _;

use crate::lexer::Pos;

/// A whole file: its functions, in order.
#[derive(Clone, Debug, PartialEq)]
pub struct Module {
    /// The functions.
    pub functions: Vec<Function>,
}

/// `def name(params) { body }`.
#[derive(Clone, Debug, PartialEq)]
pub struct Function {
    /// The prototype.
    pub proto: Prototype,
    /// The statements.
    pub body: Vec<Expr>,
}

/// `def name(params)`.
#[derive(Clone, Debug, PartialEq)]
pub struct Prototype {
    /// Where `def` is.
    pub pos: Pos,
    /// The name.
    pub name: String,
    /// The parameter names.
    pub params: Vec<String>,
}

/// An expression or statement.
#[derive(Clone, Debug, PartialEq)]
pub enum Expr {
    /// A number.
    Number(Pos, f64),
    /// A tensor literal `[...]`: its dimensions and its elements (numbers or literals).
    Literal(Pos, Vec<i64>, Vec<Expr>),
    /// A variable use.
    Var(Pos, String),
    /// `var name<shape> = init`.
    VarDecl(Pos, String, Vec<i64>, Box<Expr>),
    /// `return [expr]`.
    Return(Pos, Option<Box<Expr>>),
    /// `lhs op rhs`; the position is the right operand's.
    BinOp(Pos, char, Box<Expr>, Box<Expr>),
    /// `callee(args)` (the builtin `transpose` among them).
    Call(Pos, String, Vec<Expr>),
    /// `print(arg)`.
    Print(Pos, Box<Expr>),
}

impl Expr {
    /// Where the expression is.
    pub fn pos(&self) -> Pos {
        match self {
            Expr::Number(p, _)
            | Expr::Literal(p, ..)
            | Expr::Var(p, _)
            | Expr::VarDecl(p, ..)
            | Expr::Return(p, _)
            | Expr::BinOp(p, ..)
            | Expr::Call(p, ..)
            | Expr::Print(p, _) => *p,
        }
    }
}

/// `v` as C's `%e` writes it (`1.000000e+00`).
pub fn format_e(v: f64) -> String {
    let s = format!("{v:.6e}");
    match s.split_once('e') {
        Some((mantissa, exp)) => {
            let exp: i32 = exp.parse().unwrap_or(0);
            let sign = if exp < 0 { '-' } else { '+' };
            format!("{mantissa}e{sign}{:02}", exp.abs())
        }
        None => s,
    }
}

/// The tutorial's AST dump of `module`; positions are written `@file:line:col`.
pub fn dump(module: &Module, file: &str) -> String {
    let mut d = Dumper {
        out: String::new(),
        file,
        level: 0,
    };
    d.line("Module:");
    d.level += 1;
    for f in &module.functions {
        d.function(f);
    }
    d.out
}

struct Dumper<'a> {
    out: String,
    file: &'a str,
    level: usize,
}

impl Dumper<'_> {
    fn line(&mut self, text: &str) {
        for _ in 0..self.level {
            self.out.push_str("  ");
        }
        self.out.push_str(text);
        self.out.push('\n');
    }

    fn at(&self, pos: Pos) -> String {
        format!("@{}:{}:{}", self.file, pos.line, pos.col)
    }

    fn function(&mut self, f: &Function) {
        self.line("Function ");
        self.level += 1;
        let at = self.at(f.proto.pos);
        self.line(&format!("Proto '{}' {at}", f.proto.name));
        self.line(&format!("Params: [{}]", f.proto.params.join(", ")));
        self.line("Block {");
        self.level += 1;
        for e in &f.body {
            self.expr(e);
        }
        self.level -= 1;
        self.line("} // Block");
        self.level -= 1;
    }

    fn nested(&mut self, e: &Expr) {
        self.level += 1;
        self.expr(e);
        self.level -= 1;
    }

    fn expr(&mut self, e: &Expr) {
        match e {
            Expr::Number(p, v) => {
                let at = self.at(*p);
                self.line(&format!("{} {at}", format_e(*v)));
            }
            Expr::Literal(p, ..) => {
                let mut text = String::new();
                literal(e, &mut text);
                let at = self.at(*p);
                self.line(&format!("Literal: {text} {at}"));
            }
            Expr::Var(p, name) => {
                let at = self.at(*p);
                self.line(&format!("var: {name} {at}"));
            }
            Expr::VarDecl(p, name, shape, init) => {
                let at = self.at(*p);
                self.line(&format!("VarDecl {name}{} {at}", shape_text(shape)));
                self.nested(init);
            }
            Expr::Return(_, value) => {
                self.line("Return");
                match value {
                    Some(v) => self.nested(v),
                    None => {
                        self.level += 1;
                        self.line("(void)");
                        self.level -= 1;
                    }
                }
            }
            Expr::BinOp(p, op, lhs, rhs) => {
                let at = self.at(*p);
                self.line(&format!("BinOp: {op} {at}"));
                self.nested(lhs);
                self.nested(rhs);
            }
            Expr::Call(p, callee, args) => {
                let at = self.at(*p);
                self.line(&format!("Call '{callee}' [ {at}"));
                for a in args {
                    self.nested(a);
                }
                self.line("]");
            }
            Expr::Print(p, arg) => {
                let at = self.at(*p);
                self.line(&format!("Print [ {at}"));
                self.nested(arg);
                self.line("]");
            }
        }
    }
}

/// `<2, 3>` for a shape.
fn shape_text(shape: &[i64]) -> String {
    let dims: Vec<String> = shape.iter().map(i64::to_string).collect();
    format!("<{}>", dims.join(", "))
}

/// A literal as the dump writes it: `<dims>[ elements ]` or a number.
fn literal(e: &Expr, out: &mut String) {
    match e {
        Expr::Literal(_, dims, values) => {
            let _ = write!(out, "{}[ ", shape_text(dims));
            for (i, v) in values.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                literal(v, out);
            }
            out.push(']');
        }
        Expr::Number(_, v) => out.push_str(&format_e(*v)),
        _ => {}
    }
}
