//! `--gen-bytecode`: a dialect's attribute and type bytecode encodings from its
//! `DialectAttributes`/`DialectTypes` records (`mlir/IR/BytecodeBase.td`), as mlir-tblgen's
//! `BytecodeDialectGen.cpp` generates them, in Rust over `ods_runtime::bytecode`'s
//! `DialectReader`/`DialectWriter`.
//!
//! For each entry: a `read_<entry>` function (each member read in order, then the
//! `cBuilder`), and for each `cType` a `write_<ctype>` function (each entry under its
//! `printerPredicate`: the entry's code, then each member's `cPrinter`); then the dispatch:
//! `read_attribute`/`read_type` by the entry's position in the list (the code mlir-opt
//! writes), `write_attribute`/`write_type` by `cType` in name order (MLIR's `TypeSwitch`).
//! The output is meant to be `include!`d where the dialect's classes and the bytecode API
//! are in scope, as upstream's `.inc` is `#include`d. Code blocks are Rust (the conventions
//! are in `BytecodeBase.td`); one that does not parse is an error at its record.

use std::collections::BTreeMap;

use ods_tablegen::{Record, Records};

use crate::diag::{Diagnostic, Error, Loc};

/// What a generated function reads or writes.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Attribute,
    Type,
}

impl Kind {
    /// The Rust handle type (`Attribute`, `Type`).
    fn handle(self) -> &'static str {
        match self {
            Kind::Attribute => "Attribute",
            Kind::Type => "Type",
        }
    }
    /// The name of the value being written (upstream's `attribute`/`type`).
    fn var(self) -> &'static str {
        match self {
            Kind::Attribute => "attribute",
            Kind::Type => "ty",
        }
    }
    /// The word in function names.
    fn word(self) -> &'static str {
        match self {
            Kind::Attribute => "attribute",
            Kind::Type => "type",
        }
    }
}

/// The location of a record (its definition).
fn loc_of(rec: &Record<'_>) -> Loc {
    rec.loc().map_or_else(Loc::default, |l| {
        Loc::new(l.path.replace('\\', "/"), l.line as u32, l.col as u32)
    })
}

/// A member name as a Rust variable: snake case, a leading `_` kept, a keyword raw.
pub fn var_name(name: &str) -> String {
    use heck::ToSnakeCase;
    let bare = name.trim_start_matches('_');
    let prefix = &name[..name.len() - bare.len()];
    let s = format!("{prefix}{}", bare.to_snake_case());
    if crate::names::is_keyword(&s) && !matches!(s.as_str(), "self" | "super" | "crate") {
        format!("r#{s}")
    } else {
        s
    }
}

/// `templ` with each `(from, to)` placeholder replaced (upstream's `format`).
fn subst(templ: &str, map: &[(&str, &str)]) -> String {
    let mut s = templ.to_string();
    let mut sorted: Vec<_> = map.to_vec();
    // Longer placeholders first, so `$_attrType` is not taken for a shorter one.
    sorted.sort_by_key(|(from, _)| std::cmp::Reverse(from.len()));
    for (from, to) in sorted {
        s = s.replace(from, to);
    }
    s
}

/// The generator's state: the diagnostics so far.
struct Gen {
    errors: Vec<Diagnostic>,
}

/// What a code block is used as.
#[derive(Clone, Copy)]
enum Code {
    Expr,
    Type,
}

impl Gen {
    fn error(&mut self, rec: &Record<'_>, message: impl Into<String>) {
        self.errors.push(Diagnostic::new(loc_of(rec), message));
    }

    /// `text` (a field of `rec` after substitution), checked as Rust.
    fn code(&mut self, rec: &Record<'_>, field: &str, text: String, as_: Code) -> String {
        let ok = match as_ {
            Code::Expr => syn::parse_str::<syn::Expr>(&text).map(|_| ()),
            Code::Type => syn::parse_str::<syn::Type>(&text).map(|_| ()),
        };
        if let Err(e) = ok {
            let what = match as_ {
                Code::Expr => "a Rust expression",
                Code::Type => "a Rust type",
            };
            self.error(
                rec,
                format!(
                    "`{field}` of `{}` is not {what} ({e}): `{text}`",
                    rec.name()
                ),
            );
        }
        text
    }

    fn string(&mut self, rec: &Record<'_>, field: &str) -> String {
        match rec.get_string(field) {
            Ok(s) => s.to_string(),
            Err(_) => {
                self.error(
                    rec,
                    format!("`{}` has no string field `{field}`", rec.name()),
                );
                String::new()
            }
        }
    }

    fn optional_string(&mut self, rec: &Record<'_>, field: &str) -> Option<String> {
        rec.get_optional_string(field)
            .ok()
            .flatten()
            .map(|s| s.to_string())
    }

    /// upstream's `getCType`: the Rust type of a member or entry.
    fn c_type(&mut self, rec: &Record<'_>) -> String {
        let (def, array) = if rec.is_subclass_of("Array") {
            match rec.get_def("elemT") {
                Ok(d) => (d, true),
                Err(_) => {
                    self.error(rec, "`Array` without an element (`elemT`)");
                    return "()".into();
                }
            }
        } else {
            (*rec, false)
        };
        let c_type = self.optional_string(&def, "cType").unwrap_or_default();
        let c_type = if c_type.is_empty() {
            if def.is_anonymous() {
                self.error(&def, "Unable to determine cType");
                return "()".into();
            }
            def.name()
        } else {
            self.code(&def, "cType", c_type, Code::Type)
        };
        if array {
            format!("Vec<{c_type}>")
        } else {
            c_type
        }
    }

    /// The members of an entry or composite: `(record, name as written)`.
    fn members<'a>(&mut self, rec: &Record<'a>) -> Vec<(Record<'a>, String)> {
        let Ok(dag) = rec.get_dag("members") else {
            self.error(rec, format!("`{}` has no `members` dag", rec.name()));
            return Vec::new();
        };
        let mut out = Vec::new();
        for (value, name) in dag.args {
            let Some(def) = value.as_def() else {
                self.error(rec, format!("a member of `{}` is not a record", rec.name()));
                continue;
            };
            let Some(name) = name else {
                self.error(rec, format!("a member of `{}` has no `$name`", rec.name()));
                continue;
            };
            out.push((def, name.to_string()));
        }
        out
    }
}

/// Generates the encodings of `dialect` (or of the only dialect with encodings) from
/// `records`; `source` names the spec in the header.
pub fn generate(records: &Records, dialect: Option<&str>, source: &str) -> Result<String, Error> {
    let mut lists: Vec<(String, Option<Record<'_>>, Option<Record<'_>>)> = Vec::new();
    for (class, is_attr) in [("DialectAttributes", true), ("DialectTypes", false)] {
        for rec in records.derived_from(class) {
            let name = rec
                .get_string("dialect")
                .map(|s| s.to_string())
                .unwrap_or_default();
            if dialect.is_some_and(|d| d != name) {
                continue;
            }
            let i = match lists.iter().position(|(n, _, _)| *n == name) {
                Some(i) => i,
                None => {
                    lists.push((name, None, None));
                    lists.len() - 1
                }
            };
            if is_attr {
                lists[i].1 = Some(rec);
            } else {
                lists[i].2 = Some(rec);
            }
        }
    }
    if lists.len() != 1 {
        return Err(Error::new(
            Loc::new(source, 1, 1),
            "Single dialect per invocation required (either only one in input file or \
             specified via dialect option)",
        ));
    }
    let (name, attrs, types) = lists.remove(0);
    let mut g = Gen { errors: Vec::new() };
    let mut out = format!(
        "// @generated by ods-build from {source}; do not edit\n//\n// The {name} dialect's \
         bytecode encodings (`ods-tblgen --gen-bytecode -bytecode-dialect={name}`), to be \
         `include!`d\n// where its classes and `ods_runtime::bytecode`'s reader and writer are \
         in scope.\n\n"
    );
    for (list, kind) in [(attrs, Kind::Attribute), (types, Kind::Type)] {
        let elems = match list {
            Some(l) => l.get_list_of_defs("elems").unwrap_or_else(|_| {
                g.error(&l, "`elems` is not a list of records");
                Vec::new()
            }),
            None => Vec::new(),
        };
        emit_kind(&mut g, kind, &elems, &mut out);
    }
    if !g.errors.is_empty() {
        return Err(Error {
            diagnostics: g.errors,
        });
    }
    let file = syn::parse_file(&out[out.find("\n\n").unwrap_or(0)..]).map_err(|e| {
        Error::new(
            Loc::new(source, 1, 1),
            format!("the generated encodings do not parse: {e}"),
        )
    })?;
    let header = &out[..out.find("\n\n").unwrap_or(0) + 1];
    Ok(format!("{header}\n{}", prettyplease::unparse(&file)))
}

/// The functions of one list (attributes or types).
fn emit_kind(g: &mut Gen, kind: Kind, elems: &[Record<'_>], out: &mut String) {
    // Entries grouped by cType, in name order (upstream's `std::map`).
    let mut per_type: BTreeMap<String, Vec<(usize, Record<'_>)>> = BTreeMap::new();
    for (i, rec) in elems.iter().enumerate() {
        if rec.name() == "ReservedOrDead" {
            continue;
        }
        if !rec.is_subclass_of("DialectAttrOrType") {
            g.error(
                rec,
                format!("`{}` is not a `DialectAttrOrType`", rec.name()),
            );
            continue;
        }
        if rec
            .get_code("postProcess")
            .is_ok_and(|p| !p.trim().is_empty())
        {
            g.error(
                rec,
                "`postProcess` is not supported (mlir-tblgen's `-gen-bytecode` does not read it \
                 either)",
            );
        }
        let c_type = g.c_type(rec);
        per_type.entry(c_type).or_default().push((i, *rec));
    }
    for (c_type, entries) in &per_type {
        for (_, rec) in entries {
            emit_parse(g, kind, rec, out);
        }
        emit_print(g, kind, c_type, entries, out);
    }
    emit_parse_dispatch(kind, elems, out);
    emit_print_dispatch(kind, per_type.keys(), out);
}

/// A Rust function name for a record or class name.
fn fn_name(prefix: &str, name: &str) -> String {
    let clean: String = name
        .chars()
        .map(|c| if c.is_alphanumeric() { c } else { '_' })
        .collect();
    use heck::ToSnakeCase;
    format!("{prefix}_{}", clean.to_snake_case())
}

fn emit_parse(g: &mut Gen, kind: Kind, rec: &Record<'_>, out: &mut String) {
    let return_type = g.c_type(rec);
    let members = g.members(rec);
    let builder = g.string(rec, "cBuilder").trim().to_string();
    out.push_str(&format!(
        "/// Reads `{name}`.\nfn {f}<R: DialectReader>(reader: &mut R) -> Result<{h}, ReadError> ",
        name = rec.name(),
        f = fn_name("read", &rec.name()),
        h = kind.handle(),
    ));
    let body = parse_helper(g, rec, &return_type, &builder, &members);
    out.push_str(&body);
    out.push_str("\n\n");
}

/// The body of a read function or list helper: upstream's `emitParseHelper`.
fn parse_helper(
    g: &mut Gen,
    owner: &Record<'_>,
    return_type: &str,
    builder: &str,
    members: &[(Record<'_>, String)],
) -> String {
    if members.is_empty() {
        return format!(
            "{{ let context = reader.ctx(); let built: Result<_, String> = \
             <{return_type}>::get(context, ()); built.map_err(|m| reader.emit_error(m)) }}"
        );
    }
    let mut s = String::from("{\n");
    // List helpers.
    for (rec, name) in members {
        if !rec.is_subclass_of("Array") {
            continue;
        }
        let Ok(def) = rec.get_def("elemT") else {
            g.error(rec, "`Array` without an element (`elemT`)");
            continue;
        };
        let composite = def.is_subclass_of("CompositeBytecode");
        if !composite && (def.is_subclass_of("AttributeKind") || def.is_subclass_of("TypeKind")) {
            continue;
        }
        let elem_type = g.c_type(&def);
        let (args, builder) = if composite {
            (g.members(&def), g.string(&def, "cBuilder"))
        } else {
            (vec![(def, "temp".to_string())], g.string(&def, "cBuilder"))
        };
        let body = parse_helper(g, &def, &elem_type, builder.trim(), &args);
        s.push_str(&format!(
            "let {h} = |reader: &mut R| -> Result<{elem_type}, ReadError> {body};\n",
            h = fn_name("read", name)
        ));
    }
    // Each member, in order.
    for (rec, name) in members {
        let var = var_name(name);
        let c_type = g.c_type(rec);
        let parser = match g.optional_string(rec, "cParser") {
            Some(p) if !p.is_empty() => p,
            _ if rec.is_subclass_of("Array") => match rec.get_def("elemT") {
                Ok(def) => {
                    let composite = def.is_subclass_of("CompositeBytecode");
                    if !composite && def.is_subclass_of("AttributeKind") {
                        "$_reader.read_attributes_as()".to_string()
                    } else if !composite && def.is_subclass_of("TypeKind") {
                        "$_reader.read_types_as()".to_string()
                    } else {
                        format!("read_list($_reader, {})", fn_name("read", name))
                    }
                }
                Err(_) => continue,
            },
            _ => {
                g.error(
                    rec,
                    format!(
                        "No parser specified (member `{name}` of `{}`)",
                        owner.name()
                    ),
                );
                continue;
            }
        };
        let parser = subst(
            &parser,
            &[
                ("$_reader", "reader"),
                ("$_resultType", &c_type),
                ("$_var", &var),
            ],
        );
        let parser = g.code(rec, "cParser", parser, Code::Expr);
        s.push_str(&format!("let {var}: {c_type} = {parser}?;\n"));
    }
    let args: Vec<String> = members
        .iter()
        .filter(|(_, n)| !n.starts_with('_'))
        .map(|(_, n)| var_name(n))
        .collect();
    let built = subst(
        builder,
        &[("$_resultType", return_type), ("$_args", &args.join(", "))],
    );
    let built = g.code(owner, "cBuilder", built, Code::Expr);
    if built.contains("context") {
        s.push_str("let context = reader.ctx();\n");
    }
    s.push_str(&format!(
        "let built: Result<_, String> = {built};\nbuilt.map_err(|m| reader.emit_error(m))\n}}"
    ));
    s
}

fn emit_print(
    g: &mut Gen,
    kind: Kind,
    c_type: &str,
    entries: &[(usize, Record<'_>)],
    out: &mut String,
) {
    if entries.len() > 1 {
        let missing: Vec<_> = entries
            .iter()
            .filter(|(_, r)| {
                g.optional_string(r, "printerPredicate")
                    .unwrap_or_default()
                    .is_empty()
            })
            .map(|(_, r)| *r)
            .collect();
        if !missing.is_empty() {
            for r in &missing {
                g.error(r, "Requires parsing predicate given common cType");
            }
            g.errors.push(Diagnostic::new(
                loc_of(&missing[0]),
                format!("Unspecified for shared cType {c_type}"),
            ));
            return;
        }
    }
    let var = kind.var();
    let mut s = String::new();
    for (index, rec) in entries {
        let pred = g
            .optional_string(rec, "printerPredicate")
            .unwrap_or_default();
        if !pred.is_empty() {
            let pred = g.code(
                rec,
                "printerPredicate",
                subst(&pred, &[("$_val", var)]),
                Code::Expr,
            );
            s.push_str(&format!("if {pred} {{\n"));
        }
        s.push_str(&format!("writer.write_var_int({index});\n"));
        for (member, name) in g.members(rec) {
            print_helper(g, &member, kind, var, &name, &mut s);
        }
        if !pred.is_empty() {
            s.push_str("}\n");
        }
    }
    // A class without members is written by its code alone.
    let param = if uses_word(&s, var) {
        var.to_string()
    } else {
        format!("_{var}")
    };
    out.push_str(&format!(
        "/// Writes `{c_type}`.\nfn {f}({param}: &{c_type}, writer: &mut dyn DialectWriter) {{\n{s}}}\n\n",
        f = fn_name("write", c_type),
    ));
}

/// True when `word` occurs in `text` as a whole identifier.
fn uses_word(text: &str, word: &str) -> bool {
    let ident = |c: char| c.is_alphanumeric() || c == '_';
    text.match_indices(word).any(|(i, _)| {
        let before = text[..i].chars().next_back();
        let after = text[i + word.len()..].chars().next();
        !before.is_some_and(ident) && !after.is_some_and(ident)
    })
}

/// upstream's `emitPrintHelper`: how member `name` of `parent` is written.
fn print_helper(
    g: &mut Gen,
    rec: &Record<'_>,
    kind: Kind,
    parent: &str,
    name: &str,
    s: &mut String,
) {
    let member = var_name(name);
    let getter = match g.optional_string(rec, "cGetter") {
        Some(c) if !c.is_empty() => subst(
            &c,
            &[
                ("$_attrType", parent),
                ("$_member", &member),
                ("$_getMember", &member),
            ],
        ),
        _ => format!("{parent}.{member}()"),
    };
    let getter = g.code(rec, "cGetter", getter, Code::Expr);
    if rec.is_subclass_of("Array") {
        let Ok(def) = rec.get_def("elemT") else {
            g.error(rec, "`Array` without an element (`elemT`)");
            return;
        };
        if !def.is_subclass_of("CompositeBytecode") {
            if def.is_subclass_of("AttributeKind") {
                s.push_str(&format!("write_attributes_as(writer, {getter});\n"));
                return;
            }
            if def.is_subclass_of("TypeKind") {
                s.push_str(&format!("write_types_as(writer, {getter});\n"));
                return;
            }
        }
        let elem_type = g.c_type(&def);
        let nested = kind.var();
        s.push_str(&format!(
            "write_list(writer, {getter}, |writer: &mut dyn DialectWriter, {nested}: {elem_type}| {{\n"
        ));
        print_helper(g, &def, kind, nested, nested, s);
        s.push_str("});\n");
        return;
    }
    if rec.is_subclass_of("CompositeBytecode") {
        for (m, n) in g.members(rec) {
            print_helper(g, &m, kind, parent, &n, s);
        }
    }
    let printer = g.optional_string(rec, "cPrinter").unwrap_or_default();
    if !printer.is_empty() {
        let printer = subst(
            &printer,
            &[
                ("$_writer", "writer"),
                ("$_name", kind.var()),
                ("$_getter", &getter),
            ],
        );
        let printer = g.code(rec, "cPrinter", printer, Code::Expr);
        s.push_str(&format!("{printer};\n"));
    }
}

fn emit_parse_dispatch(kind: Kind, elems: &[Record<'_>], out: &mut String) {
    let h = kind.handle();
    let w = kind.word();
    let a = match kind {
        Kind::Attribute => "an",
        Kind::Type => "a",
    };
    out.push_str(&format!(
        "/// Reads {a} {w} entry: its code, then its encoding.\npub fn read_{w}<R: DialectReader>(reader: &mut R) -> Result<{h}, ReadError> {{\n"
    ));
    if elems.is_empty() {
        out.push_str("Err(reader.emit_error(\"unknown attribute\".to_string()))\n}\n\n");
        return;
    }
    out.push_str("let kind = reader.read_var_int()?;\nmatch kind {\n");
    for (i, rec) in elems.iter().enumerate() {
        if rec.name() == "ReservedOrDead" {
            continue;
        }
        out.push_str(&format!(
            "{i} => {}(reader),\n",
            fn_name("read", &rec.name())
        ));
    }
    out.push_str(
        "_ => Err(reader.emit_error(format!(\"unknown attribute code: {kind}\"))),\n}\n}\n\n",
    );
}

fn emit_print_dispatch<'a>(
    kind: Kind,
    c_types: impl Iterator<Item = &'a String>,
    out: &mut String,
) {
    let h = kind.handle();
    let w = kind.word();
    let var = kind.var();
    out.push_str(&format!(
        "/// Writes `{var}` if the dialect encodes its class; false leaves it to the textual \
         form.\npub fn write_{w}({var}: {h}, writer: &mut dyn DialectWriter) -> bool {{\n"
    ));
    for c_type in c_types {
        if c_type == "ReservedOrDead" {
            continue;
        }
        out.push_str(&format!(
            "if let Some(t) = <{c_type} as {class}>::cast(writer.ctx(), {var}) {{\n{f}(&t, writer);\nreturn true;\n}}\n",
            class = match kind {
                Kind::Attribute => "AttrClass",
                Kind::Type => "TypeClass",
            },
            f = fn_name("write", c_type),
        ));
    }
    out.push_str("false\n}\n\n");
}
