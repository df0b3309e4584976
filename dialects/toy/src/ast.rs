//! The Toy language's abstract syntax tree (tutorial chapter 1, with chapter 7's structs)
//! and its dump, in the tutorial's `-emit=ast` format.

use std::fmt::Write as _;

use crate::lexer::Pos;

/// A whole file: its functions and structs, in order.
#[derive(Clone, Debug, PartialEq)]
pub struct Module {
    /// The definitions.
    pub items: Vec<Item>,
}

/// A top-level definition.
#[derive(Clone, Debug, PartialEq)]
pub enum Item {
    /// `def name(params) { body }`
    Function(Function),
    /// `struct Name { fields }`
    Struct(StructDef),
}

/// `struct Name { var a; Other b; }` (chapter 7).
#[derive(Clone, Debug, PartialEq)]
pub struct StructDef {
    /// Where `struct` is.
    pub pos: Pos,
    /// The name.
    pub name: String,
    /// The members, in order: declarations without initializers.
    pub fields: Vec<Decl>,
}

/// A declared name with its type: a parameter or a struct member.
#[derive(Clone, Debug, PartialEq)]
pub struct Decl {
    /// Where the declaration starts.
    pub pos: Pos,
    /// The name.
    pub name: String,
    /// The type.
    pub ty: VarType,
}

/// The type of a variable: a tensor shape (empty when not given) or a struct's name.
#[derive(Clone, Debug, PartialEq)]
pub enum VarType {
    /// `var name<shape>`, the shape empty for `var name`.
    Shape(Vec<i64>),
    /// `Name name`: a value of the struct `Name`.
    Named(String),
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
    /// The parameters (`name`, or `Struct name`).
    pub params: Vec<Decl>,
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
    /// A struct literal `{...}` (chapter 7): its elements (numbers, tensor literals,
    /// struct literals).
    StructLiteral(Pos, Vec<Expr>),
    /// `var name<shape> = init` or `Struct name = init`.
    VarDecl(Pos, String, VarType, Box<Expr>),
    /// `return [expr]`.
    Return(Pos, Option<Box<Expr>>),
    /// `lhs op rhs` (`.` the member access); the position is the right operand's.
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
            | Expr::StructLiteral(p, _)
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
    for item in &module.items {
        match item {
            Item::Function(f) => d.function(f),
            Item::Struct(s) => d.structure(s),
        }
    }
    d.out
}

struct Dumper<'a> {
    out: String,
    file: &'a str,
    level: usize,
}

impl Dumper<'_> {
    fn indent(&mut self) {
        for _ in 0..self.level {
            self.out.push_str("  ");
        }
    }

    fn line(&mut self, text: &str) {
        self.indent();
        self.out.push_str(text);
        self.out.push('\n');
    }

    fn at(&self, pos: Pos) -> String {
        format!("@{}:{}:{}", self.file, pos.line, pos.col)
    }

    /// `Struct: Name @at`, then its members as declarations without initializers.
    fn structure(&mut self, s: &StructDef) {
        let at = self.at(s.pos);
        self.line(&format!("Struct: {} {at}", s.name));
        self.level += 1;
        self.line("Variables: [");
        self.level += 1;
        for field in &s.fields {
            let at = self.at(field.pos);
            self.line(&format!(
                "VarDecl {}{} {at}",
                field.name,
                type_text(&field.ty)
            ));
        }
        self.level -= 1;
        self.line("]");
        self.level -= 1;
    }

    fn function(&mut self, f: &Function) {
        self.line("Function ");
        self.level += 1;
        let at = self.at(f.proto.pos);
        self.line(&format!("Proto '{}' {at}", f.proto.name));
        let params: Vec<&str> = f.proto.params.iter().map(|p| p.name.as_str()).collect();
        self.line(&format!("Params: [{}]", params.join(", ")));
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
            Expr::StructLiteral(p, values) => {
                // As the tutorial's dumper writes it: the first element, indented as a
                // nested line, follows the heading on its line, and the position comes
                // last, on a line of its own.
                self.indent();
                self.out.push_str("Struct Literal: ");
                for v in values {
                    self.nested(v);
                }
                self.indent();
                let at = self.at(*p);
                self.out.push_str(&format!(" {at}\n"));
            }
            Expr::VarDecl(p, name, ty, init) => {
                let at = self.at(*p);
                self.line(&format!("VarDecl {name}{} {at}", type_text(ty)));
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

/// `<2, 3>` for a shape, `<Name>` for a struct.
fn type_text(ty: &VarType) -> String {
    match ty {
        VarType::Shape(shape) => shape_text(shape),
        VarType::Named(name) => format!("<{name}>"),
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
