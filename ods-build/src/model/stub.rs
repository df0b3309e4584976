//! The stub mode (`Config::stub_foreign_code`), for measurement only: every code block of a
//! spec that is not Rust (C++ left in an upstream spec) is replaced by a hook that compiles,
//! so the rest of the spec is generated for real and its generated Rust can be checked by
//! rustc. A predicate becomes a call of a closure returning `bool` whose body is
//! `::core::todo!()`, an expression or a block becomes `::core::todo!()`, a C++ type with
//! no Rust counterpart becomes the placeholder `()`, and an `extraClassDeclaration` is
//! dropped. Every replacement is listed, located, in [`Spec::stubbed`], which the generated
//! file repeats in its header comment.
//!
//! The walk covers the code blocks `CodeCheck` checks; the spec is validated afterwards as
//! usual, so a block this walk missed is still an error.

use std::collections::BTreeSet;

use super::code::{Kind, problem};
use super::cpp_types::{self, Position};
use super::{AttrKind, AttrOrTypeDef, Builder, Interface, Operator, Pred, Spec, Trait};
use crate::diag::Loc;

/// The predicate stub: a `bool` that is never computed.
const PRED_STUB: &str = "(|| -> bool { ::core::todo!() })()";
/// The expression and block stub.
const EXPR_STUB: &str = "::core::todo!()";
/// The type placeholder.
const TYPE_STUB: &str = "()";

/// Replaces every code block of `spec` that is not Rust by a stub, recording each in
/// `spec.stubbed`.
pub(crate) fn stub_foreign_code(spec: &mut Spec) {
    let mut st = Stubs {
        done: Vec::new(),
        known: known_names(spec),
        namespaces: spec
            .dialects
            .iter()
            .map(|d| {
                d.module
                    .rsplit("::")
                    .next()
                    .unwrap_or(&d.module)
                    .to_string()
            })
            .collect(),
        foreign: spec
            .interfaces
            .iter()
            .filter(|i| !i.is_generated())
            .map(|i| (i.name.clone(), i.rust_path()))
            .collect(),
    };
    for d in &mut spec.dialects {
        let what = format!("code block `extraClassDeclaration` of `{}`", d.def_name);
        st.code(
            &d.loc,
            &what,
            &mut d.extra_class_declaration,
            Kind::ModuleItems,
        );
    }
    for op in &mut spec.ops {
        st.op(op);
    }
    for iface in &mut spec.interfaces {
        st.interface(iface);
    }
    for def in spec.typedefs.iter_mut().chain(&mut spec.attrdefs) {
        st.attr_or_type(def);
    }
    spec.stubbed.extend(st.done);
}

struct Stubs {
    done: Vec<String>,
    /// The type names code may use unqualified (see [`known_names`]).
    known: BTreeSet<String>,
    /// The last segments of the spec's dialects' C++ namespaces (`LLVM`, `spirv`).
    namespaces: BTreeSet<String>,
    /// The interfaces the spec uses but does not generate, with their Rust paths.
    foreign: std::collections::BTreeMap<String, String>,
}

/// Rust's own type and trait names code may use unqualified.
const RUST_NAMES: &[&str] = &[
    "Self",
    "String",
    "Vec",
    "Option",
    "Some",
    "None",
    "Box",
    "Result",
    "Ok",
    "Err",
    "Default",
    "Clone",
    "Copy",
    "PartialEq",
    "Eq",
    "PartialOrd",
    "Ord",
    "Hash",
    "Debug",
    "Into",
    "From",
    "Iterator",
    "IntoIterator",
    "ToString",
    "Send",
    "Sync",
    "Sized",
    "Fn",
    "FnMut",
    "FnOnce",
];

/// The lowercase names a Rust path may start with: Rust's roots and crates and its
/// primitive types (`i64::MAX`).
const RUST_PATH_ROOTS: &[&str] = &[
    "crate",
    "self",
    "super",
    "std",
    "core",
    "alloc",
    "ods_runtime",
    "i8",
    "i16",
    "i32",
    "i64",
    "i128",
    "isize",
    "u8",
    "u16",
    "u32",
    "u64",
    "u128",
    "usize",
    "f32",
    "f64",
    "bool",
    "char",
    "str",
];

/// The suffixes of the companions the generated file defines beside an op, interface or
/// definition (`FooOpAdaptor`, `FooOpHooks`, `FooInterfaceImpl`).
const COMPANIONS: &[&str] = &["Adaptor", "Hooks", "Properties", "Impl", "Model", "Storage"];

/// The type names the generated file defines (ops, enums, types, attributes, interfaces) or
/// imports from other dialects, which code may use unqualified.
fn known_names(spec: &Spec) -> BTreeSet<String> {
    let mut known: BTreeSet<String> = RUST_NAMES.iter().map(|s| s.to_string()).collect();
    let mut enum_paths = Vec::new();
    let mut add = |name: &str| {
        known.insert(name.to_string());
        // A def name `Dialect_FooOp` names the class `FooOp`.
        if let Some((_, class)) = name.split_once('_') {
            known.insert(class.to_string());
        }
    };
    for op in &spec.ops {
        add(&op.def_name);
    }
    // An enum's def name (`Arith_RoundingModeAttr`) names MLIR's specialized attribute
    // class (`RoundingModeAttr`), which is C++: only the enum itself is generated.
    for e in &spec.enums {
        add(&e.name);
        // `Enum::` marks an enum, `Enum::Variant` each Rust name of its cases.
        enum_paths.push(format!("{}::", e.name));
        for variant in e.variant_idents() {
            enum_paths.push(format!("{}::{variant}", e.name));
        }
    }
    // A type or attribute's def name (`PDL_Value`) is no Rust name: its Rust name is.
    for def in spec.typedefs.iter().chain(&spec.attrdefs) {
        add(&def.rust_name);
    }
    for i in &spec.interfaces {
        add(&i.def_name);
        add(&i.name);
    }
    for u in &spec.foreign_uses {
        add(u.item.rsplit("::").next().unwrap_or(&u.item));
    }
    known.extend(enum_paths);
    known
}

impl Stubs {
    /// Stubs `code`, used as `kind`, when it is not Rust (or, for a type, a C++ type).
    fn code(&mut self, loc: &Loc, what: &str, code: &mut String, kind: Kind) {
        if code.trim().is_empty() {
            return;
        }
        // `{}` as a value is C++'s value-initialization (Rust's would be `()`).
        let cpp_init = matches!(kind, Kind::Expr) && code.trim() == "{}";
        let rust_as_written =
            problem(kind, code).is_none() && !cpp_init && !looks_cpp(code, &self.known);
        if matches!(kind, Kind::Type | Kind::ParamType) {
            let pos = if kind == Kind::Type {
                Position::Owned
            } else {
                Position::Param
            };
            // A C++ type is mapped first, whether or not its text parses as Rust
            // (`function_ref<void(OpBuilder &)>` does not).
            match cpp_types::map(code, pos) {
                Ok(rust) if rust == code.trim() => {
                    if rust_as_written {
                        return;
                    }
                }
                // A C++ type with a Rust counterpart: the mapped type, as a user would
                // write it.
                Ok(rust) if !looks_cpp(&rust, &self.known) => {
                    self.done.push(format!(
                        "{loc}: {what}: C++ `{}` written `{rust}`",
                        code.trim()
                    ));
                    *code = rust;
                    return;
                }
                Ok(_) | Err(_) => {}
            }
        } else if rust_as_written {
            return;
        }
        let (stub, as_what) = match kind {
            Kind::Expr | Kind::ExprOrStmt | Kind::Block => (EXPR_STUB, "`::core::todo!()`"),
            Kind::Type | Kind::ParamType => (TYPE_STUB, "`()`"),
            Kind::ImplItems | Kind::ModuleItems => ("", "nothing"),
        };
        let dropped = match kind {
            Kind::ImplItems | Kind::ModuleItems => dropped_items(code),
            _ => String::new(),
        };
        self.done
            .push(format!("{loc}: {what}: C++ replaced by {as_what}{dropped}"));
        *code = stub.to_string();
    }

    /// Drops the C++ namespace of a name the generated file defines (`spirv::MemoryModel`,
    /// `::mlir::spirv::VerCapExtAttr` in `std::optional<..>`): the name is the Rust item.
    fn unqualify_known(&self, ty: &mut String) {
        let chars: Vec<char> = ty.chars().collect();
        let mut out = String::with_capacity(ty.len());
        let mut i = 0;
        while i < chars.len() {
            let word_start = chars[i].is_ascii_alphabetic() || chars[i] == '_' || chars[i] == ':';
            let after_word = i > 0 && (chars[i - 1].is_ascii_alphanumeric() || chars[i - 1] == '_');
            if word_start && !after_word {
                // A path `a::b::Name`: keep only `Name` when every segment before it is a
                // lowercase namespace and `Name` is known.
                let mut j = i;
                while j < chars.len()
                    && (chars[j].is_ascii_alphanumeric() || chars[j] == '_' || chars[j] == ':')
                {
                    j += 1;
                }
                let path: String = chars[i..j].iter().collect();
                let segs: Vec<&str> = path.trim_start_matches("::").split("::").collect();
                let (last, ns) = segs.split_last().unwrap_or((&"", &[]));
                let namespaced = !ns.is_empty()
                    && ns.iter().all(|s| {
                        s.starts_with(|c: char| c.is_ascii_lowercase())
                            || self.namespaces.contains(*s)
                    })
                    && !ns.iter().any(|s| RUST_PATH_ROOTS.contains(s));
                if (namespaced || ns.is_empty())
                    && let Some(path) = self.foreign.get(*last)
                {
                    out.push_str(path);
                } else if namespaced && self.known.contains(*last) {
                    out.push_str(last);
                } else {
                    out.push_str(&path);
                }
                i = j;
                continue;
            }
            out.push(chars[i]);
            i += 1;
        }
        *ty = out;
    }

    /// Stubs `code`, used as `kind`, whatever it is.
    fn force(&mut self, loc: &Loc, what: &str, code: &mut String, kind: Kind) {
        if code.trim().is_empty() || code.trim() == EXPR_STUB {
            return;
        }
        *code = "{".to_string();
        self.code(loc, what, code, kind);
    }

    /// Stubs the expression `code` of Rust type `ty`: a stub typed `ty`, so that code
    /// calling methods on the value still type-checks.
    fn typed(&mut self, loc: &Loc, what: &str, code: &mut String, ty: &str) {
        self.code(loc, what, code, Kind::Expr);
        if code == EXPR_STUB && !ty.trim().is_empty() && ty.trim() != TYPE_STUB {
            *code = format!("(|| -> {ty} {{ {EXPR_STUB} }})()");
        }
    }

    /// Stubs the C++ leaves of `pred`, then the whole predicate if its text around the
    /// leaves (`Concat`) is C++ too.
    fn pred(&mut self, loc: &Loc, what: &str, pred: &mut Pred) {
        let before = self.done.len();
        self.leaves(pred);
        if self.done.len() > before {
            self.done.truncate(before);
            self.done.push(format!(
                "{loc}: {what}: C++ leaves replaced by `todo!()` calls"
            ));
        }
        if problem(Kind::Expr, &pred.to_expr()).is_some() {
            *pred = Pred::CPred(PRED_STUB.to_string());
            self.done
                .push(format!("{loc}: {what}: C++ replaced by a `todo!()` call"));
        }
    }

    fn leaves(&mut self, pred: &mut Pred) {
        match pred {
            Pred::CPred(code) => {
                if !code.trim().is_empty()
                    && (problem(Kind::Expr, code).is_some() || looks_cpp(code, &self.known))
                {
                    *code = PRED_STUB.to_string();
                    self.done.push(String::new());
                }
            }
            Pred::And(children) | Pred::Or(children) => {
                for c in children {
                    self.leaves(c);
                }
            }
            Pred::Neg(child) | Pred::Concat { child, .. } | Pred::SubstLeaves { child, .. } => {
                self.leaves(child);
            }
        }
    }

    fn interface(&mut self, iface: &mut Interface) {
        // An interface the runtime implements (`rustModule`) is ods-build's library, whose
        // bodies are Rust: kept as they are, so the defaults written into each op's
        // implementation (those naming `$_op`) still are.
        if iface.rust_module.is_some() {
            return;
        }
        let owner = iface.name.clone();
        let loc = iface.loc.clone();
        for m in &mut iface.methods {
            for (field, code) in [
                ("methodBody", &mut m.body),
                ("defaultImplementation", &mut m.default_body),
            ] {
                let what = format!(
                    "code block `{field}` of method `{}` of interface `{owner}`",
                    m.name
                );
                // Written against the C++ signature, whose types may have been mapped
                // (`StringRef` returned as `String`): replaced even when it parses as Rust.
                self.force(&loc, &what, code, Kind::Block);
            }
            if m.return_type != "()" {
                let what = format!(
                    "the return type of method `{}` of interface `{owner}`",
                    m.name
                );
                self.code(&loc, &what, &mut m.return_type, Kind::Type);
            }
            for p in &mut m.params {
                let what = format!(
                    "the type of parameter `{}` of method `{}` of interface `{owner}`",
                    p.name, m.name
                );
                self.code(&loc, &what, &mut p.rust_type, Kind::ParamType);
            }
        }
        let what = format!("code block `verify` of interface `{owner}`");
        self.code(&loc, &what, &mut iface.verify, Kind::Block);
        let what = format!("code block `extraClassDeclaration` of interface `{owner}`");
        self.code(
            &loc,
            &what,
            &mut iface.extra_class_declaration,
            Kind::ImplItems,
        );
    }

    /// Stubs the string arguments of `custom` directives in `format`, C++ expressions
    /// (`"::mlir::AsmParser::Delimiter::Paren"`, `"false"`) whose type is the hooks'
    /// associated argument type, which the dialect's author names: each becomes
    /// `"::core::todo!()"`.
    fn format_strings(&mut self, loc: &Loc, owner: &str, format: &mut Option<String>) {
        let Some(text) = format.as_mut() else {
            return;
        };
        use crate::format::lexer::{Lexer, TokenKind};
        let mut strings = Vec::new();
        let mut lexer = Lexer::new(text);
        while let Ok(t) = lexer.next_token() {
            match t.kind {
                TokenKind::Eof => break,
                TokenKind::String => strings.push((t.start, t.end)),
                _ => {}
            }
        }
        // From the end, so earlier offsets stay valid.
        for (start, end) in strings.into_iter().rev() {
            let code = text[start + 1..end - 1].replace("\\\"", "\"");
            self.done.push(format!(
                "{loc}: string argument `{code}` of a `custom` directive in the format of \
                 `{owner}`: C++ replaced by `::core::todo!()`"
            ));
            text.replace_range(start..end, "\"::core::todo!()\"");
        }
    }

    fn op(&mut self, op: &mut Operator) {
        let owner = op.def_name.clone();
        let loc = op.loc.clone();
        self.format_strings(&loc, &owner, &mut op.assembly_format);
        for (kind, values) in [("operand", &mut op.operands), ("result", &mut op.results)] {
            for (i, v) in values.iter_mut().enumerate() {
                let name = if v.name.is_empty() {
                    format!("{kind} #{i}")
                } else {
                    format!("{kind} `{}`", v.name)
                };
                let what = format!("the predicate of {name} of `{owner}`");
                self.pred(&v.loc, &what, &mut v.constraint.pred);
                if let Some(call) = &mut v.constraint.builder_call {
                    let what =
                        format!("code block `builderCall` of the type of {name} of `{owner}`");
                    self.code(&v.loc, &what, call, Kind::Expr);
                }
            }
        }
        for a in &mut op.attributes {
            let of = format!("attribute `{}` of `{owner}`", a.name);
            let at = &mut a.attr;
            self.pred(&a.loc, &format!("the predicate of {of}"), &mut at.pred);
            self.code(
                &a.loc,
                &format!("`storageType` of {of}"),
                &mut at.storage_type,
                Kind::Type,
            );
            self.code(
                &a.loc,
                &format!("`returnType` of {of}"),
                &mut at.return_type,
                Kind::Type,
            );
            // A value of the placeholder type builds no attribute (no setter or builder
            // takes it) and is read by a stub.
            if at.return_type.trim() == TYPE_STUB {
                if at.const_builder_call.take().is_some() {
                    self.done.push(format!(
                        "{}: `constBuilderCall` of {of}: dropped (the value has the \
                         placeholder type)",
                        a.loc
                    ));
                }
                let what = format!("`convertFromStorage` of {of}");
                self.force(&a.loc, &what, &mut at.convert_from_storage, Kind::Expr);
            }
            for (field, code) in [
                ("convertFromStorage", Some(&mut at.convert_from_storage)),
                ("constBuilderCall", at.const_builder_call.as_mut()),
            ] {
                if let Some(code) = code {
                    self.code(&a.loc, &format!("`{field}` of {of}"), code, Kind::Expr);
                }
            }
            if let Some(code) = at.default_value.as_mut() {
                let what = format!("`defaultValue` of {of}");
                self.typed(&a.loc, &what, code, &at.return_type);
            }
            if let AttrKind::Derived { body } = &mut a.kind {
                let what = format!("code block `body` of derived {of}");
                self.code(&a.loc, &what, body, Kind::Block);
            }
        }
        for p in &mut op.properties {
            let of = format!("property `{}` of `{owner}`", p.name);
            self.pred(&p.loc, &format!("the predicate of {of}"), &mut p.pred);
            for (field, code, kind) in [
                ("storageType", Some(&mut p.storage_type), Kind::Type),
                ("interfaceType", Some(&mut p.interface_type), Kind::Type),
                (
                    "convertFromStorage",
                    Some(&mut p.convert_from_storage),
                    Kind::Expr,
                ),
                (
                    "assignToStorage",
                    Some(&mut p.assign_to_storage),
                    Kind::ExprOrStmt,
                ),
                (
                    "convertToAttribute",
                    Some(&mut p.convert_to_attribute),
                    Kind::Expr,
                ),
                (
                    "convertFromAttribute",
                    Some(&mut p.convert_from_attribute),
                    Kind::Expr,
                ),
            ] {
                if let Some(code) = code {
                    self.code(&p.loc, &format!("`{field}` of {of}"), code, kind);
                }
            }
            if let Some(code) = p.default_value.as_mut() {
                let what = format!("`defaultValue` of {of}");
                self.typed(&p.loc, &what, code, &p.interface_type);
            }
        }
        for r in &mut op.regions {
            let what = format!("the predicate of region `{}` of `{owner}`", r.name);
            self.pred(&r.loc, &what, &mut r.constraint.pred);
        }
        for s in &mut op.successors {
            let what = format!("the predicate of successor `{}` of `{owner}`", s.name);
            self.pred(&s.loc, &what, &mut s.constraint.pred);
        }
        let loc = op.loc.clone();
        for t in &mut op.traits {
            match t {
                Trait::Native { name, rust, .. } => {
                    let what = format!("the Rust expression of trait `{name}` of `{owner}`");
                    self.code(&loc, &what, rust, Kind::Expr);
                    if rust.trim() == EXPR_STUB {
                        // No value stands in for a trait: the trait is dropped below.
                        self.done.push(format!("{loc}: {what}: trait dropped"));
                    }
                }
                Trait::Interface { .. } => {}
                Trait::Pred {
                    description,
                    pred,
                    types_match,
                } => {
                    let what = format!("the predicate of trait `{description}` of `{owner}`");
                    self.pred(&loc, &what, pred);
                    if let Some(tm) = types_match {
                        let what = format!("the transformer of trait `{description}` of `{owner}`");
                        self.code(&loc, &what, &mut tm.transformer, Kind::Expr);
                    }
                }
            }
        }
        op.traits
            .retain(|t| !matches!(t, Trait::Native { rust, .. } if rust.trim() == EXPR_STUB));
        for b in &mut op.builders {
            self.builder(&owner, b);
        }
        let what = format!("code block `extraClassDeclaration` of `{owner}`");
        self.code(
            &loc,
            &what,
            &mut op.extra_class_declaration,
            Kind::ImplItems,
        );
    }

    fn attr_or_type(&mut self, def: &mut AttrOrTypeDef) {
        let owner = def.def_name.clone();
        let loc = def.loc.clone();
        self.format_strings(&loc, &owner, &mut def.assembly_format);
        let mut placeholder = None;
        for p in &mut def.parameters {
            let what = format!("the type of parameter `{}` of `{owner}`", p.name);
            self.code(&loc, &what, &mut p.rust_type, Kind::Type);
            if p.rust_type.contains(TYPE_STUB) && placeholder.is_none() {
                placeholder = Some(p.name.clone());
            }
            if let Some(d) = &mut p.default_value {
                let what = format!("`defaultValue` of parameter `{}` of `{owner}`", p.name);
                self.code(&loc, &what, d, Kind::Expr);
            }
            if let Some(code) = p.parser.as_mut() {
                // Typed, as the generated parser applies `?` to it.
                let what = format!("`parser` of parameter `{}` of `{owner}`", p.name);
                let ty = format!("::ods_runtime::asm::parser::PResult<{}>", p.rust_type);
                self.typed(&loc, &what, code, &ty);
            }
            if let Some(code) = p.printer.as_mut() {
                let what = format!("`printer` of parameter `{}` of `{owner}`", p.name);
                self.code(&loc, &what, code, Kind::Block);
            }
        }
        // A declarative format cannot parse or print the placeholder: the format becomes
        // the custom parser and printer hooks, as for a C++ type without the stub mode.
        if let Some(param) = placeholder
            && def.assembly_format.is_some()
        {
            def.assembly_format = None;
            def.has_custom_assembly_format = true;
            self.done.push(format!(
                "{loc}: `assemblyFormat` of `{owner}`: replaced by custom parser and printer \
                 hooks (parameter `{param}` has the placeholder type)"
            ));
        }
        for b in &mut def.builders {
            self.builder(&owner, b);
        }
        let what = format!("code block `extraClassDeclaration` of `{owner}`");
        self.code(
            &loc,
            &what,
            &mut def.extra_class_declaration,
            Kind::ImplItems,
        );
    }

    fn builder(&mut self, owner: &str, b: &mut Builder) {
        let loc = b.loc.clone();
        for p in &mut b.params {
            let what = format!("the type of builder parameter `{}` of `{owner}`", p.name);
            self.unqualify_known(&mut p.rust_type);
            self.code(&loc, &what, &mut p.rust_type, Kind::ParamType);
            if let Some(d) = &mut p.default {
                let what = format!("the default of builder parameter `{}` of `{owner}`", p.name);
                if p.rust_type.trim() == TYPE_STUB {
                    // The placeholder type's only value.
                    if d.trim() != TYPE_STUB {
                        self.done
                            .push(format!("{loc}: {what}: replaced by `()` with its type"));
                        *d = TYPE_STUB.to_string();
                    }
                } else {
                    self.code(&loc, &what, d, Kind::Expr);
                }
            }
        }
        if let Some(body) = &mut b.body {
            let what = format!("code block `body` of a builder of `{owner}`");
            self.code(&loc, &what, body, Kind::Block);
        }
    }
}

/// Whether `code`, though it parses as Rust, is C++ by its words: an identifier in
/// lowerCamelCase outside placeholders (`getType`, `addOperands`, `destOperands`: Rust
/// written against ods_runtime is snake_case), a word of C++ (`nullptr`, `this`, `auto`,
/// `unsigned`, `int64_t`, ...), a bare call of `build`, `success` or `failure` (C++'s
/// builders and `LogicalResult`), an unqualified type name the generated file neither
/// defines nor imports (`ValueRange`, `IntegerAttr::get`, `ReassociationIndices`: C++
/// classes), or a path rooted at a C++ namespace (`arith::AtomicRMWKind`: Rust's paths
/// start at `crate`, `self`, `super`, a crate or a type). Strings and placeholders are skipped. Upstream's specs are C++ throughout, so
/// in the stub mode a block of theirs that happens to parse as Rust is still replaced.
fn looks_cpp(code: &str, known: &BTreeSet<String>) -> bool {
    const CPP_WORDS: &[&str] = &[
        "nullptr",
        "this",
        "auto",
        "unsigned",
        "int64_t",
        "int32_t",
        "int16_t",
        "int8_t",
        "uint64_t",
        "uint32_t",
        "uint16_t",
        "uint8_t",
        "size_t",
        "static_cast",
    ];
    let check = |word: &str, qualified: bool, next: char, path_root: bool, parent: &str| {
        let camel = word.starts_with(|c: char| c.is_ascii_lowercase())
            && word.contains(|c: char| c.is_ascii_uppercase());
        let bare_call =
            !qualified && next == '(' && ["build", "success", "failure"].contains(&word);
        // Companions (`FooOpAdaptor`, `FooOpHooks`) are a known name and a suffix; a
        // known name with another suffix (`RoundingModeAttr` beside the enum
        // `RoundingMode`) is C++.
        let unknown_type = !qualified
            && word.starts_with(|c: char| c.is_ascii_uppercase())
            && word.contains(|c: char| c.is_ascii_lowercase())
            && !known.contains(word)
            && !known.iter().any(|k| {
                word.strip_prefix(k.as_str())
                    .is_some_and(|rest| COMPANIONS.contains(&rest))
                    && !RUST_NAMES.contains(&k.as_str())
            });
        // A path rooted at a lowercase name other than Rust's roots and primitive types:
        // a dialect's C++ namespace (`arith::AtomicRMWKind`, `pdl::RangeType::get`).
        // MLIR's and LLVM's own (`mlir::OpBuilder`) are left to the C++ type mapping.
        let namespace = path_root
            && word.starts_with(|c: char| c.is_ascii_lowercase())
            && !RUST_PATH_ROOTS.contains(&word)
            && !["mlir", "llvm"].contains(&word);
        // A constant of a spec's enum that is not one of its Rust cases: C++'s enumerator
        // (`RcpRoundingMode::APPROX`, the Rust case being `Approx`).
        let cpp_case = !parent.is_empty()
            && next != '('
            && known.contains(&format!("{parent}::"))
            && !known.contains(&format!("{parent}::{word}"))
            && !["CASES", "MAX_VALUE", "ALL_BITS"].contains(&word);
        camel || bare_call || unknown_type || namespace || cpp_case || CPP_WORDS.contains(&word)
    };
    let mut word = String::new();
    let mut placeholder = false;
    // Whether the word follows `::`, `.` or `'` (a path segment, a method or a lifetime).
    let mut qualified = false;
    let mut in_string = false;
    let mut prev = ' ';
    let mut before = ' ';
    // A word followed by blanks: what comes after them decides whether it is called.
    let mut pending = false;
    let chars: Vec<char> = code.chars().chain(std::iter::once(';')).collect();
    // The path segment before the current word's `::`, if any.
    let mut previous = String::new();
    for (i, &c) in chars.iter().enumerate() {
        if in_string {
            if c == '"' && prev != '\\' {
                in_string = false;
            }
            prev = c;
            continue;
        }
        if c.is_whitespace() {
            pending = !word.is_empty();
            continue;
        }
        let word_char = c.is_ascii_alphanumeric() || c == '_';
        if !word.is_empty() && (pending || !word_char) {
            // The word starts a relative path (`word::`); `mut ::a::B` is a keyword before a
            // global path.
            let path_root = !qualified && !pending && c == ':' && chars.get(i + 1) == Some(&':');
            let parent = if qualified { previous.as_str() } else { "" };
            if !placeholder && check(&word, qualified, c, path_root, parent) {
                return true;
            }
            // The segment a following `::word` is qualified by.
            previous = if c == ':' && chars.get(i + 1) == Some(&':') {
                std::mem::take(&mut word)
            } else {
                String::new()
            };
            word.clear();
        }
        pending = false;
        if word_char {
            if word.is_empty() {
                placeholder = prev == '$';
                qualified = prev == '.' || prev == '\'' || (prev == ':' && before == ':');
            }
            word.push(c);
        } else {
            in_string = c == '"';
        }
        before = prev;
        prev = c;
    }
    false
}

/// What a dropped declaration block declared, as far as its C++ can be read: the names
/// before each `(` at the start of a declaration (`, dropping: getFoo, setBar`).
fn dropped_items(code: &str) -> String {
    let mut names: Vec<String> = Vec::new();
    // Brace depth at the start of each line: declarations are at depth 0.
    let mut depth = 0usize;
    for line in code.lines() {
        let line = line.trim();
        let at = depth;
        depth = (depth + line.matches('{').count()).saturating_sub(line.matches('}').count());
        if at > 0 || line.starts_with("//") || line.starts_with('#') {
            continue;
        }
        let Some(open) = line.find('(') else {
            continue;
        };
        let name: String = line[..open]
            .trim_end()
            .chars()
            .rev()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect::<Vec<_>>()
            .into_iter()
            .rev()
            .collect();
        let declares = line[..open].trim_end().len() > name.len();
        if !name.is_empty()
            && declares
            && !matches!(name.as_str(), "if" | "for" | "while" | "return" | "switch")
            && !names.contains(&name)
        {
            names.push(name);
        }
    }
    if names.is_empty() {
        String::new()
    } else {
        format!(" (dropped: {})", names.join(", "))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::spec::records::RecordSet;

    /// An op written for MLIR's C++: a C++ predicate, builder and declarations.
    const SPEC: &str = r#"
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; let cppNamespace = "::t"; }
def T_FooOp : Op<T_Dialect, "foo", [
    PredOpTrait<"one operand", CPred<"$_op.getNumOperands() == 1">>]> {
  let arguments = (ins I32:$x);
  let results = (outs I32:$y);
  let builders = [OpBuilder<(ins "Value":$v), [{ build($_builder, $_state, v.getType(), v); }]>];
  let extraClassDeclaration = [{
    int getWidth() { return 32; }
    static bool isWide(int w);
  }];
}
"#;

    fn lower(stub: bool) -> Result<Spec, crate::Error> {
        let mut tg = ods_tablegen::TableGen::new();
        for (name, text) in crate::library::FILES {
            tg.virtual_file(*name, *text);
        }
        let records = tg.load_source("x.td", SPEC).expect("spec parses");
        crate::spec::td::lower_with(
            &RecordSet::from_tablegen(&records, "x.td"),
            stub,
            &crate::spec::LowerOptions::default(),
        )
    }

    #[test]
    fn without_the_mode_cpp_is_an_error() {
        let spec = lower(false).expect("lowers");
        let e = spec.validate().expect_err("C++ is refused");
        assert!(e.to_string().contains("is not Rust"), "{e}");
        assert!(spec.stubbed.is_empty());
    }

    #[test]
    fn the_mode_stubs_cpp_and_keeps_the_rest() {
        let mut spec = lower(true).expect("lowers");
        stub_foreign_code(&mut spec);
        spec.validate().expect("stubbed spec validates");
        let all = spec.stubbed.join("\n");
        assert!(all.contains("dropped: getWidth, isWide"), "{all}");
        assert!(
            all.contains("code block `body` of a builder of `T_FooOp`"),
            "{all}"
        );
        assert!(
            all.contains("the predicate of trait `one operand`"),
            "{all}"
        );
        let op = &spec.ops[0];
        assert_eq!(op.builders[0].body.as_deref(), Some(EXPR_STUB));
        assert!(op.extra_class_declaration.is_empty());
        let (rs, _) = crate::Config::new()
            .render_spec(&spec, "x.td")
            .expect("renders");
        assert!(rs.contains("// STUBBED (measurement only)"), "{rs}");
        assert!(rs.contains("x.td:"), "{rs}");
        assert!(rs.contains("todo!()"), "{rs}");
        // The operand and result are generated for real.
        assert!(rs.contains("pub fn x("), "{rs}");
    }

    #[test]
    fn cpp_that_parses_as_rust_is_recognised() {
        let known: BTreeSet<String> = RUST_NAMES
            .iter()
            .chain(&["FooOp", "Mode", "Mode::", "Mode::Approx"])
            .map(|s| s.to_string())
            .collect();
        for cpp in [
            "$_self.getType()",
            "build($_builder, $_state, x)",
            "IntegerAttr::get($_ctxt, 1)",
            "x == nullptr",
            "ValueRange {}",
            "&[arith::AtomicRMWKind]",
            "pdl::RangeType::get($_self)",
            "Mode::APPROX",
            "Mode::to_nearest",
        ] {
            assert!(looks_cpp(cpp, &known), "{cpp}");
        }
        for rust in [
            "$_self.ty(32).is_integer()",
            "FooOp::cast($_ctxt, $_self).is_some()",
            "FooOpAdaptor::new(x)",
            "::ods_runtime::Type::index($_ctxt)",
            "\"getType\" == name",
            "Option<&mut dyn FnMut(::ods_runtime::ir::Value)>",
            "Option<&mut dyn FnMut(&mut ::ods_runtime::builder::OpBuilder<'_>)>",
            "Self::build_with(x)",
            "Vec<String>",
            "i64::MAX",
            "crate::arith::AtomicRMWKind::AddF",
            "std::vec::Vec::<u8>::new()",
            "Mode::Approx",
            "Mode::from_value(0)",
            "Mode::CASES[0]",
        ] {
            assert!(!looks_cpp(rust, &known), "{rust}");
        }
    }
}
