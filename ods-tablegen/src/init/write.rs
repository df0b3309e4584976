//! Printing values as LLVM's `getAsString` does.

use super::*;

impl Cx {
    /// LLVM's `getAsString`.
    pub fn as_string(&self, id: InitId) -> String {
        let mut s = String::new();
        self.write(id, &mut s);
        s
    }

    /// LLVM's `getAsUnquotedString`: strings without quotes, anything else as printed.
    pub fn unquoted(&self, id: InitId) -> String {
        match self.data(id) {
            InitData::Str { s, .. } => s.to_string(),
            _ => self.as_string(id),
        }
    }

    pub(super) fn write_unquoted(&self, id: InitId, out: &mut String) {
        match self.data(id) {
            InitData::Str { s, .. } => out.push_str(s),
            _ => self.write(id, out),
        }
    }

    /// Appends the printed form of a value to `out`.
    ///
    /// Printing recurses as deep as the value nests. Where the stack budget of
    /// [`crate::stack`] runs out it stops descending and sets a flag the evaluator turns into
    /// a located error; a load checks that every value it keeps prints whole (see
    /// [`crate::print::first_too_deep`]).
    pub fn write(&self, id: InitId, out: &mut String) {
        use std::fmt::Write;
        if self.depth(id) > 1 && crate::stack::exhausted() {
            self.print_too_deep
                .store(true, std::sync::atomic::Ordering::Relaxed);
            return;
        }
        match self.data(id) {
            InitData::Unset => out.push('?'),
            InitData::Null => {}
            InitData::Arg { value, aux } => {
                match aux {
                    ArgAux::Positional(i) => {
                        let _ = write!(out, "{i}");
                    }
                    ArgAux::Named(n) => self.write(*n, out),
                }
                out.push_str(": ");
                self.write(*value, out);
            }
            InitData::Bit(b) => out.push(if *b { '1' } else { '0' }),
            InitData::Bits(bits) => {
                out.push_str("{ ");
                for (i, b) in bits.iter().rev().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    self.write(*b, out);
                }
                out.push_str(" }");
            }
            InitData::Int(v) => {
                let _ = write!(out, "{v}");
            }
            InitData::Str { s, code } => {
                if *code {
                    out.push_str("[{");
                    out.push_str(s);
                    out.push_str("}]");
                } else {
                    out.push('"');
                    out.push_str(s);
                    out.push('"');
                }
            }
            InitData::AnonName(n) => {
                let _ = write!(out, "anonymous_{n}");
            }
            InitData::List { elems, .. } => {
                out.push('[');
                for (i, e) in elems.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    self.write(*e, out);
                }
                out.push(']');
            }
            InitData::Dag { op, name, args } => {
                out.push('(');
                self.write(*op, out);
                if let Some(n) = name {
                    out.push_str(":$");
                    self.write_unquoted(*n, out);
                }
                for (i, (a, n)) in args.iter().enumerate() {
                    out.push_str(if i == 0 { " " } else { ", " });
                    self.write(*a, out);
                    if let Some(n) = n {
                        out.push_str(":$");
                        self.write_unquoted(*n, out);
                    }
                }
                out.push(')');
            }
            InitData::Def(r) => self.write_unquoted(self.rec(*r).name, out),
            InitData::VarDef { class, args, .. } => {
                self.write_unquoted(self.rec(*class).name, out);
                out.push('<');
                for (i, a) in args.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    self.write(*a, out);
                }
                out.push('>');
            }
            InitData::Var { name, .. } => self.write_unquoted(*name, out),
            InitData::VarBit { var, bit } => {
                self.write(*var, out);
                let _ = write!(out, "{{{bit}}}");
            }
            InitData::Field { rec, field, .. } => {
                self.write(*rec, out);
                out.push('.');
                self.write_unquoted(*field, out);
            }
            _ => self.write_operator(id, out),
        }
    }

    /// Writes an operator value (`!op(...)`, `!cond`, `!foldl`, `!isa`, `!instances`,
    /// `!exists`) as LLVM's `getAsString` does.
    fn write_operator(&self, id: InitId, out: &mut String) {
        match self.data(id) {
            InitData::UnOp { op, a, ty } => {
                match op {
                    UnOp::Cast => {
                        out.push_str("!cast<");
                        out.push_str(&self.ty_str(*ty));
                        out.push('>');
                    }
                    UnOp::Not => out.push_str("!not"),
                    UnOp::Head => out.push_str("!head"),
                    UnOp::Tail => out.push_str("!tail"),
                    UnOp::Size => out.push_str("!size"),
                    UnOp::Empty => out.push_str("!empty"),
                    UnOp::GetDagOp => out.push_str("!getdagop"),
                    UnOp::GetDagOpName => out.push_str("!getdagopname"),
                    UnOp::Log2 => out.push_str("!logtwo"),
                    UnOp::Repr => out.push_str("!repr"),
                    UnOp::ToLower => out.push_str("!tolower"),
                    UnOp::ToUpper => out.push_str("!toupper"),
                    UnOp::ListFlatten => out.push_str("!listflatten"),
                    UnOp::Initialized => out.push_str("!initialized"),
                }
                out.push('(');
                self.write(*a, out);
                out.push(')');
            }
            InitData::BinOp { op, l, r, ty } => {
                match op {
                    BinOp::ListElem | BinOp::ListSlice => {
                        self.write(*l, out);
                        out.push('[');
                        self.write(*r, out);
                        out.push(']');
                        return;
                    }
                    BinOp::RangeC => {
                        self.write(*l, out);
                        out.push_str("...");
                        self.write(*r, out);
                        return;
                    }
                    BinOp::GetDagArg => {
                        out.push_str("!getdagarg<");
                        out.push_str(&self.ty_str(*ty));
                        out.push('>');
                    }
                    _ => out.push_str(binop_name(*op)),
                }
                out.push('(');
                self.write(*l, out);
                out.push_str(", ");
                self.write(*r, out);
                out.push(')');
            }
            InitData::TernOp { op, l, m, r, .. } => {
                let (name, unq) = match op {
                    TernOp::Dag => ("!dag", false),
                    TernOp::Filter => ("!filter", true),
                    TernOp::Foreach => ("!foreach", true),
                    TernOp::If => ("!if", false),
                    TernOp::Range => ("!range", false),
                    TernOp::Subst => ("!subst", false),
                    TernOp::Substr => ("!substr", false),
                    TernOp::Find => ("!find", false),
                    TernOp::SetDagArg => ("!setdagarg", false),
                    TernOp::SetDagName => ("!setdagname", false),
                };
                out.push_str(name);
                out.push('(');
                if unq {
                    self.write_unquoted(*l, out);
                } else {
                    self.write(*l, out);
                }
                out.push_str(", ");
                self.write(*m, out);
                out.push_str(", ");
                self.write(*r, out);
                out.push(')');
            }
            InitData::Cond { conds, vals, .. } => {
                out.push_str("!cond(");
                for i in 0..conds.len() {
                    self.write(conds[i], out);
                    out.push_str(": ");
                    self.write(vals[i], out);
                    if i + 1 != conds.len() {
                        out.push_str(", ");
                    }
                }
                out.push(')');
            }
            InitData::Fold {
                start,
                list,
                a,
                b,
                expr,
                ..
            } => {
                out.push_str("!foldl(");
                self.write(*start, out);
                out.push_str(", ");
                self.write(*list, out);
                out.push_str(", ");
                self.write_unquoted(*a, out);
                out.push_str(", ");
                self.write_unquoted(*b, out);
                out.push_str(", ");
                self.write(*expr, out);
                out.push(')');
            }
            InitData::IsA { check, e } => {
                out.push_str("!isa<");
                out.push_str(&self.ty_str(*check));
                out.push_str(">(");
                self.write(*e, out);
                out.push(')');
            }
            InitData::Instances { elt, regex, .. } => {
                out.push_str("!instances<");
                out.push_str(&self.ty_str(*elt));
                out.push_str(">(");
                self.write(*regex, out);
                out.push(')');
            }
            InitData::Exists { check, e } => {
                out.push_str("!exists<");
                out.push_str(&self.ty_str(*check));
                out.push_str(">(");
                self.write(*e, out);
                out.push(')');
            }
            _ => {}
        }
    }
}

impl Cx {
    /// Appends a name init without quotes.
    pub fn write_unquoted_name(&self, id: InitId, out: &mut String) {
        self.write_unquoted(id, out);
    }
}

/// The name a binary operator is written with (`!getdagarg` without its type; the
/// subscript and range forms have no name).
fn binop_name(op: BinOp) -> &'static str {
    match op {
        BinOp::Concat => "!con",
        BinOp::Add => "!add",
        BinOp::Sub => "!sub",
        BinOp::Mul => "!mul",
        BinOp::Div => "!div",
        BinOp::And => "!and",
        BinOp::Or => "!or",
        BinOp::Xor => "!xor",
        BinOp::Shl => "!shl",
        BinOp::Sra => "!sra",
        BinOp::Srl => "!srl",
        BinOp::Eq => "!eq",
        BinOp::Ne => "!ne",
        BinOp::Le => "!le",
        BinOp::Lt => "!lt",
        BinOp::Ge => "!ge",
        BinOp::Gt => "!gt",
        BinOp::ListConcat => "!listconcat",
        BinOp::ListSplat => "!listsplat",
        BinOp::ListRemove => "!listremove",
        BinOp::StrConcat => "!strconcat",
        BinOp::Interleave => "!interleave",
        BinOp::SetDagOp => "!setdagop",
        BinOp::SetDagOpName => "!setdagopname",
        BinOp::Match => "!match",
        BinOp::GetDagName => "!getdagname",
        BinOp::GetDagArg => "!getdagarg",
        BinOp::ListElem | BinOp::ListSlice | BinOp::RangeC => "",
    }
}
