//! C++ types as MLIR specs spell them (`int64_t`, `::llvm::StringRef`, `ArrayRef<Type>`,
//! `Block *`, `const T &`) mapped to the Rust types generated code uses, so a spec copied
//! from MLIR keeps its parameter, property and builder types. Rust types pass through
//! unchanged; a C++ type without a Rust counterpart is refused with a message saying what to
//! write instead.
//!
//! A type is mapped for a [`Position`]: stored values own their data (`String`, `Vec<T>`),
//! function parameters borrow it (`&str`, `&[T]`), as `StringRef` and `ArrayRef` do in C++.

use std::fmt::Write as _;

/// Where a type is used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Position {
    /// A stored value: type and attribute parameters, property storage and interface types,
    /// attribute return types (`::llvm::StringRef` -> `String`, `ArrayRef<T>` -> `Vec<T>`).
    Owned,
    /// A function parameter: builder parameters and `CArg`s (`::llvm::StringRef` -> `&str`,
    /// `ArrayRef<T>` -> `&[T]`).
    Param,
}

/// The Rust spelling of `text` used at `pos`, or the message of a diagnostic saying why it
/// has none. A type that is already Rust (and names no C++ namespace) comes back as written.
pub fn map(text: &str, pos: Position) -> Result<String, String> {
    let whole = text.trim();
    if whole.is_empty() {
        return Err("a type is empty; write the Rust type".to_string());
    }
    if let Some(callback) = function_ref(whole, pos) {
        return callback;
    }
    let mapped = match parse(whole) {
        Some(ty) => map_ty(&ty, pos).map_err(|e| e.message(whole))?,
        None => {
            // Not a type shape this module knows (`fn(i32) -> i32`, `dyn Trait`, ...): fine
            // if it is Rust and names no C++ namespace.
            if let Some(marker) = cpp_marker(whole).or_else(|| cpp_std_type(whole)) {
                let hint = if whole.contains("function") {
                    "for example `fn(..) -> T` or `Box<dyn Fn(..) -> T>`".to_string()
                } else {
                    format!("it names the C++ namespace `{marker}`; {DEFAULT_HINT}")
                };
                return Err(Unmapped {
                    piece: whole.to_string(),
                    hint,
                }
                .message(whole));
            }
            if syn::parse_str::<syn::Type>(whole).is_err() {
                return Err(format!(
                    "`{whole}` is neither a Rust type nor a C++ type ods-build knows; write the Rust type"
                ));
            }
            return Ok(whole.to_string());
        }
    };
    let out = print(&mapped);
    if syn::parse_str::<syn::Type>(&out).is_err() {
        return Err(format!(
            "`{whole}` is neither a Rust type nor a C++ type ods-build knows; write the Rust type"
        ));
    }
    if squeeze(&out) == squeeze(whole) {
        Ok(whole.to_string())
    } else {
        Ok(out)
    }
}

/// `llvm::function_ref<R(A, ..)>`, the callbacks MLIR's builders take (a body builder):
/// as a parameter, `Option<&mut dyn FnMut(A, ..) -> R>`, where a `nullptr` default is `None`
/// and `OpBuilder &` is the runtime's `&mut OpBuilder`. `None` when `text` is not one.
fn function_ref(text: &str, pos: Position) -> Option<Result<String, String>> {
    let rest = text
        .strip_prefix("::llvm::")
        .or_else(|| text.strip_prefix("llvm::"))
        .unwrap_or(text)
        .strip_prefix("function_ref")?
        .trim_start()
        .strip_prefix('<')?
        .strip_suffix('>')?;
    let open = rest.find('(')?;
    let close = rest.rfind(')')?;
    if close < open || !rest[close + 1..].trim().is_empty() {
        return None;
    }
    if pos != Position::Param {
        return Some(Err(format!(
            "`{text}` is a C++ callback, which only a builder parameter may take"
        )));
    }
    let ret = rest[..open].trim();
    let mut args = Vec::new();
    let (mut depth, mut start) = (0usize, open + 1);
    let inner = &rest[..close];
    for (i, c) in inner.char_indices().skip(open + 1) {
        match c {
            '<' | '(' => depth += 1,
            '>' | ')' => depth = depth.saturating_sub(1),
            ',' if depth == 0 => {
                args.push(inner[start..i].trim());
                start = i + 1;
            }
            _ => {}
        }
    }
    if !inner[start..].trim().is_empty() {
        args.push(inner[start..].trim());
    }
    let mut rust_args = Vec::new();
    for a in args {
        let bare = squeeze(a);
        let bare = bare
            .trim_start_matches("::mlir::")
            .trim_start_matches("mlir::");
        if bare == "OpBuilder&" || bare == "ImplicitLocOpBuilder&" {
            rust_args.push("&mut ::ods_runtime::builder::OpBuilder<'_>".to_string());
            continue;
        }
        match map(a, Position::Param) {
            Ok(t) => rust_args.push(t),
            Err(e) => return Some(Err(e)),
        }
    }
    let ret = if ret == "void" {
        String::new()
    } else {
        match map(ret, Position::Owned) {
            Ok(t) => format!(" -> {t}"),
            Err(e) => return Some(Err(e)),
        }
    };
    Some(Ok(format!(
        "Option<&mut dyn FnMut({}){ret}>",
        rust_args.join(", ")
    )))
}

/// The C++ namespace `text` names (`mlir::`, `llvm::`), if any, outside string literals.
pub fn cpp_marker(text: &str) -> Option<&'static str> {
    let bytes = text.as_bytes();
    for (ns, marker) in [("mlir", "mlir::"), ("llvm", "llvm::")] {
        let mut from = 0;
        while let Some(i) = text[from..].find(marker) {
            let at = from + i;
            if at == 0 || !(bytes[at - 1].is_ascii_alphanumeric() || bytes[at - 1] == b'_') {
                return Some(if ns == "mlir" { "mlir::" } else { "llvm::" });
            }
            from = at + marker.len();
        }
    }
    None
}

/// `std::` when `text` names a type at the root of C++'s `std` (`std::function<..>`); Rust's
/// `std` has only modules there (`std::collections::BTreeMap`).
fn cpp_std_type(text: &str) -> Option<&'static str> {
    let bytes = text.as_bytes();
    let mut from = 0;
    while let Some(i) = text[from..].find("std::") {
        let at = from + i;
        from = at + 5;
        if at > 0 && (bytes[at - 1].is_ascii_alphanumeric() || bytes[at - 1] == b'_') {
            continue;
        }
        let rest = &text[from..];
        let name_len = rest
            .find(|c: char| !(c.is_alphanumeric() || c == '_'))
            .unwrap_or(rest.len());
        if !rest[name_len..].trim_start().starts_with("::") {
            return Some("std::");
        }
    }
    None
}

fn squeeze(s: &str) -> String {
    s.chars().filter(|c| !c.is_whitespace()).collect()
}

// ---- parsing ----------------------------------------------------------------------------

#[derive(Clone, Debug, PartialEq, Eq)]
enum Tok {
    Ident(String),
    Colon2,
    Lt,
    Gt,
    Comma,
    Star,
    Amp,
    LParen,
    RParen,
    LBrack,
    RBrack,
    Semi,
    Lifetime(String),
    Int(String),
}

fn tokenize(s: &str) -> Option<Vec<Tok>> {
    let mut out = Vec::new();
    let chars: Vec<char> = s.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        match c {
            c if c.is_whitespace() => i += 1,
            ':' if chars.get(i + 1) == Some(&':') => {
                out.push(Tok::Colon2);
                i += 2;
            }
            '<' => {
                out.push(Tok::Lt);
                i += 1;
            }
            '>' => {
                out.push(Tok::Gt);
                i += 1;
            }
            ',' => {
                out.push(Tok::Comma);
                i += 1;
            }
            '*' => {
                out.push(Tok::Star);
                i += 1;
            }
            '&' => {
                out.push(Tok::Amp);
                i += 1;
            }
            '(' => {
                out.push(Tok::LParen);
                i += 1;
            }
            ')' => {
                out.push(Tok::RParen);
                i += 1;
            }
            '[' => {
                out.push(Tok::LBrack);
                i += 1;
            }
            ']' => {
                out.push(Tok::RBrack);
                i += 1;
            }
            ';' => {
                out.push(Tok::Semi);
                i += 1;
            }
            '\'' => {
                let start = i + 1;
                let mut j = start;
                while j < chars.len() && (chars[j].is_alphanumeric() || chars[j] == '_') {
                    j += 1;
                }
                if j == start {
                    return None;
                }
                out.push(Tok::Lifetime(chars[start..j].iter().collect()));
                i = j;
            }
            c if c.is_ascii_digit() => {
                let start = i;
                while i < chars.len() && (chars[i].is_ascii_alphanumeric() || chars[i] == '_') {
                    i += 1;
                }
                out.push(Tok::Int(chars[start..i].iter().collect()));
            }
            c if c.is_alphabetic() || c == '_' => {
                let start = i;
                while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
                    i += 1;
                }
                out.push(Tok::Ident(chars[start..i].iter().collect()));
            }
            _ => return None,
        }
    }
    Some(out)
}

/// A type in the common subset of C++ and Rust type syntax.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Ty {
    /// `a::b<T>::c`, with a leading `::` when `global`.
    Path { global: bool, segs: Vec<Seg> },
    /// A C++ builtin spelled in words (`unsigned int`, `long long`).
    Words(Vec<String>),
    /// C++ `T *`.
    Ptr(Box<Ty>),
    /// C++ `T &` or `T &&`.
    CppRef(Box<Ty>),
    /// Rust `&'a mut T`.
    Ref {
        lifetime: Option<String>,
        mutable: bool,
        inner: Box<Ty>,
    },
    /// Rust `[T]`.
    Slice(Box<Ty>),
    /// Rust `[T; N]`.
    Array(Box<Ty>, String),
    /// Rust `(A, B)`.
    Tuple(Vec<Ty>),
}

#[derive(Clone, Debug, PartialEq, Eq)]
struct Seg {
    name: String,
    args: Option<Vec<GenericArg>>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum GenericArg {
    Ty(Ty),
    Int(String),
    Lifetime(String),
}

const WORDS: [&str; 6] = ["unsigned", "signed", "short", "long", "int", "char"];
const QUALIFIERS: [&str; 5] = ["const", "volatile", "struct", "class", "typename"];

fn parse(s: &str) -> Option<Ty> {
    let toks = tokenize(s)?;
    let mut p = Parser { toks, i: 0 };
    let ty = p.ty()?;
    (p.i == p.toks.len()).then_some(ty)
}

struct Parser {
    toks: Vec<Tok>,
    i: usize,
}

impl Parser {
    fn peek(&self) -> Option<&Tok> {
        self.toks.get(self.i)
    }

    fn eat(&mut self, t: &Tok) -> bool {
        if self.peek() == Some(t) {
            self.i += 1;
            true
        } else {
            false
        }
    }

    fn eat_word(&mut self, w: &str) -> bool {
        if matches!(self.peek(), Some(Tok::Ident(x)) if x == w) {
            self.i += 1;
            true
        } else {
            false
        }
    }

    fn qualifiers(&mut self) {
        while QUALIFIERS.iter().any(|q| self.eat_word(q)) {}
    }

    fn ty(&mut self) -> Option<Ty> {
        match self.peek()? {
            Tok::Amp => {
                self.i += 1;
                let lifetime = match self.peek() {
                    Some(Tok::Lifetime(l)) => {
                        let l = l.clone();
                        self.i += 1;
                        Some(l)
                    }
                    _ => None,
                };
                let mutable = self.eat_word("mut");
                let inner = self.ty()?;
                Some(Ty::Ref {
                    lifetime,
                    mutable,
                    inner: Box::new(inner),
                })
            }
            Tok::LBrack => {
                self.i += 1;
                let inner = self.ty()?;
                if self.eat(&Tok::Semi) {
                    let Some(Tok::Int(n)) = self.peek().cloned() else {
                        return None;
                    };
                    self.i += 1;
                    self.eat(&Tok::RBrack).then_some(())?;
                    return Some(Ty::Array(Box::new(inner), n));
                }
                self.eat(&Tok::RBrack).then_some(())?;
                Some(Ty::Slice(Box::new(inner)))
            }
            Tok::LParen => {
                self.i += 1;
                let mut items = Vec::new();
                while !self.eat(&Tok::RParen) {
                    items.push(self.ty()?);
                    if !self.eat(&Tok::Comma) {
                        self.eat(&Tok::RParen).then_some(())?;
                        break;
                    }
                }
                Some(Ty::Tuple(items))
            }
            _ => self.cpp_ty(),
        }
    }

    /// `const T const * &`: a base type with C++ qualifiers and declarators.
    fn cpp_ty(&mut self) -> Option<Ty> {
        self.qualifiers();
        let mut ty = self.base()?;
        loop {
            self.qualifiers();
            if self.eat(&Tok::Star) {
                ty = Ty::Ptr(Box::new(ty));
            } else if self.eat(&Tok::Amp) {
                self.eat(&Tok::Amp);
                ty = Ty::CppRef(Box::new(ty));
            } else {
                return Some(ty);
            }
        }
    }

    fn base(&mut self) -> Option<Ty> {
        let mut words = Vec::new();
        while let Some(Tok::Ident(w)) = self.peek() {
            if !WORDS.contains(&w.as_str()) {
                break;
            }
            words.push(w.clone());
            self.i += 1;
        }
        if words.len() > 1 || (words.len() == 1 && words[0] != "int" && words[0] != "char") {
            return Some(Ty::Words(words));
        }
        if let Some(w) = words.pop() {
            // A lone `int` or `char`: an ordinary name.
            return Some(Ty::Path {
                global: false,
                segs: vec![Seg {
                    name: w,
                    args: None,
                }],
            });
        }
        let global = self.eat(&Tok::Colon2);
        let mut segs = Vec::new();
        loop {
            let Some(Tok::Ident(name)) = self.peek().cloned() else {
                return None;
            };
            if ["dyn", "impl", "fn", "mut"].contains(&name.as_str()) {
                return None;
            }
            self.i += 1;
            let args = if self.eat(&Tok::Lt) {
                let mut args = Vec::new();
                while !self.eat(&Tok::Gt) {
                    let arg = match self.peek()? {
                        Tok::Int(n) => {
                            let n = n.clone();
                            self.i += 1;
                            GenericArg::Int(n)
                        }
                        Tok::Lifetime(l) => {
                            let l = l.clone();
                            self.i += 1;
                            GenericArg::Lifetime(l)
                        }
                        _ => GenericArg::Ty(self.ty()?),
                    };
                    args.push(arg);
                    if !self.eat(&Tok::Comma) {
                        self.eat(&Tok::Gt).then_some(())?;
                        break;
                    }
                }
                Some(args)
            } else {
                None
            };
            segs.push(Seg { name, args });
            if !self.eat(&Tok::Colon2) {
                return Some(Ty::Path { global, segs });
            }
        }
    }
}

// ---- mapping ----------------------------------------------------------------------------

/// A piece of a type that has no Rust counterpart, and what to write instead.
struct Unmapped {
    piece: String,
    hint: String,
}

impl Unmapped {
    fn message(&self, whole: &str) -> String {
        let what = if squeeze(&self.piece) == squeeze(whole) {
            format!("C++ type `{whole}` has no Rust counterpart")
        } else {
            format!(
                "C++ type `{whole}` has no Rust counterpart (`{}` does not map to Rust)",
                self.piece
            )
        };
        format!("{what}; write the Rust type instead ({})", self.hint)
    }
}

const DEFAULT_HINT: &str =
    "for example `i64`, `String`, `Vec<i64>`, `::ods_runtime::Type` or `::ods_runtime::Attribute`";

fn unmapped(piece: &Ty, hint: &str) -> Unmapped {
    Unmapped {
        piece: print(piece),
        hint: hint.to_string(),
    }
}

fn rust_path(path: &str) -> Ty {
    let global = path.starts_with("::");
    let segs = path
        .trim_start_matches("::")
        .split("::")
        .map(|s| Seg {
            name: s.to_string(),
            args: None,
        })
        .collect();
    Ty::Path { global, segs }
}

fn generic(name: &str, args: Vec<Ty>) -> Ty {
    Ty::Path {
        global: false,
        segs: vec![Seg {
            name: name.to_string(),
            args: Some(args.into_iter().map(GenericArg::Ty).collect()),
        }],
    }
}

fn slice_or_vec(elem: Ty, pos: Position, mutable: bool) -> Ty {
    match pos {
        Position::Param => Ty::Ref {
            lifetime: None,
            mutable,
            inner: Box::new(Ty::Slice(Box::new(elem))),
        },
        Position::Owned => generic("Vec", vec![elem]),
    }
}

fn str_or_string(pos: Position) -> Ty {
    match pos {
        Position::Param => Ty::Ref {
            lifetime: None,
            mutable: false,
            inner: Box::new(rust_path("str")),
        },
        Position::Owned => rust_path("String"),
    }
}

/// The builtin class a parameter's C++ type names (`IntegerType` in `::mlir::IntegerType`,
/// `ArrayRef<IntegerType>` or `std::optional<IntegerType>`), when it is one narrower than
/// `Type` or `Attribute`: its Rust type is the plain handle, so the generated parser checks
/// the class (`ods_runtime::dialect_storage::parse_class_field`).
pub fn builtin_class(text: &str) -> Option<&'static str> {
    let mut t: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    loop {
        let inner = ["::llvm::ArrayRef<", "llvm::ArrayRef<", "ArrayRef<"]
            .iter()
            .chain(&["::std::optional<", "std::optional<"])
            .find_map(|w| t.strip_prefix(w).and_then(|r| r.strip_suffix('>')));
        match inner {
            Some(i) => t = i.to_string(),
            None => break,
        }
    }
    let name = t
        .strip_prefix("::mlir::")
        .or_else(|| t.strip_prefix("mlir::"))
        .unwrap_or(&t);
    TYPE_CLASSES
        .iter()
        .chain(ATTR_CLASSES)
        .find(|c| **c == name && !matches!(name, "Type" | "Attribute"))
        .copied()
}

const RUNTIME_TYPE: &str = "::ods_runtime::Type";
const RUNTIME_ATTR: &str = "::ods_runtime::Attribute";
const RUNTIME_VALUE: &str = "::ods_runtime::ir::Value";
/// The runtime's `TypeClass` variant of a C++ class of builtin types (`::mlir::ComplexType`
/// is `Complex`), which mlir-tblgen's custom parsers read a constraint's type as.
pub fn builtin_type_class(cpp: &str) -> Option<&'static str> {
    let name = cpp.trim().trim_start_matches("::");
    let name = name.strip_prefix("mlir::").unwrap_or(name);
    Some(match name {
        "ComplexType" => "Complex",
        "FunctionType" | "GraphType" => "Function",
        "IndexType" => "Index",
        "IntegerType" => "Integer",
        "MemRefType" => "MemRef",
        "NoneType" => "None",
        "OpaqueType" => "Opaque",
        "RankedTensorType" => "RankedTensor",
        "TupleType" => "Tuple",
        "UnrankedMemRefType" => "UnrankedMemRef",
        "UnrankedTensorType" => "UnrankedTensor",
        "VectorType" => "Vector",
        "FloatType" => "Float",
        "ShapedType" => "Shaped",
        "TensorType" => "Tensor",
        "BaseMemRefType" => "BaseMemRef",
        _ => return None,
    })
}

/// The Rust type of `llvm::APFloat`: the runtime's IEEE and non-IEEE floats of every format.
pub const APFLOAT: &str = "::ods_runtime::attributes::apfloat::ApFloat";

/// MLIR's builtin type classes: all are `::ods_runtime::Type` handles in Rust.
const TYPE_CLASSES: &[&str] = &[
    "Type",
    "IntegerType",
    "FloatType",
    "IndexType",
    "NoneType",
    "FunctionType",
    "GraphType",
    "ShapedType",
    "TensorType",
    "RankedTensorType",
    "UnrankedTensorType",
    "BaseMemRefType",
    "MemRefType",
    "UnrankedMemRefType",
    "VectorType",
    "ComplexType",
    "TupleType",
    "OpaqueType",
    "BFloat16Type",
    "Float16Type",
    "Float32Type",
    "Float64Type",
    "Float80Type",
    "Float128Type",
];

/// MLIR's builtin attribute classes: all are `::ods_runtime::Attribute` handles in Rust.
const ATTR_CLASSES: &[&str] = &[
    "Attribute",
    "TypedAttr",
    "IntegerAttr",
    "FloatAttr",
    "BoolAttr",
    "StringAttr",
    "ArrayAttr",
    "TypeAttr",
    "DictionaryAttr",
    "UnitAttr",
    "SymbolRefAttr",
    "FlatSymbolRefAttr",
    "DenseArrayAttr",
    "DenseBoolArrayAttr",
    "DenseI8ArrayAttr",
    "DenseI16ArrayAttr",
    "DenseI32ArrayAttr",
    "DenseI64ArrayAttr",
    "DenseF32ArrayAttr",
    "DenseF64ArrayAttr",
    "ElementsAttr",
    "DenseElementsAttr",
    "DenseIntElementsAttr",
    "DenseFPElementsAttr",
    "DenseIntOrFPElementsAttr",
    "DenseStringElementsAttr",
    "DenseResourceElementsAttr",
    "SparseElementsAttr",
    "AffineMapAttr",
    "IntegerSetAttr",
    "OpaqueAttr",
    "LocationAttr",
    "DistinctAttr",
    "StridedLayoutAttr",
];

/// Fixed-width and size integers, with or without `std::`.
fn int_name(name: &str) -> Option<&'static str> {
    Some(match name {
        "int8_t" => "i8",
        "int16_t" => "i16",
        "int32_t" => "i32",
        "int64_t" => "i64",
        "uint8_t" => "u8",
        "uint16_t" => "u16",
        "uint32_t" => "u32",
        "uint64_t" => "u64",
        "size_t" | "uintptr_t" => "usize",
        "ptrdiff_t" | "intptr_t" | "ssize_t" => "isize",
        "int" => "i32",
        "unsigned" => "u32",
        "short" => "i16",
        "long" => "i64",
        "double" => "f64",
        "float" => "f32",
        _ => return None,
    })
}

fn words_to_rust(words: &[String]) -> Option<&'static str> {
    let mut w: Vec<&str> = words.iter().map(String::as_str).collect();
    let unsigned = w.contains(&"unsigned");
    w.retain(|x| *x != "unsigned" && *x != "signed");
    if w.len() > 1 {
        w.retain(|x| *x != "int");
    }
    Some(match (unsigned, w.as_slice()) {
        (false, [] | ["int"]) => "i32",
        (true, [] | ["int"]) => "u32",
        (false, ["char"]) => "i8",
        (true, ["char"]) => "u8",
        (false, ["short"]) => "i16",
        (true, ["short"]) => "u16",
        (false, ["long"] | ["long", "long"]) => "i64",
        (true, ["long"] | ["long", "long"]) => "u64",
        _ => return None,
    })
}

/// The namespace a C++ path is written in, for looking its last name up.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Ns {
    /// No namespace: `StringRef`, `int64_t`, or any Rust name.
    None,
    /// `std::`
    Std,
    /// `llvm::` or `mlir::` (MLIR re-exports LLVM's support types).
    LlvmOrMlir,
    /// Anything else: a Rust path (`::ods_runtime::Type`, `crate::Foo`).
    Rust,
}

fn first_ty_arg(seg: &Seg) -> Option<&Ty> {
    seg.args.as_ref()?.iter().find_map(|a| match a {
        GenericArg::Ty(t) => Some(t),
        _ => None,
    })
}

fn map_ty(ty: &Ty, pos: Position) -> Result<Ty, Unmapped> {
    match ty {
        Ty::Words(words) => words_to_rust(words)
            .map(rust_path)
            .ok_or_else(|| unmapped(ty, "for example `i64`, `u32` or `f64`")),
        Ty::Ptr(inner) => map_pointer(ty, inner, pos),
        // `OpBuilder &` is the runtime's builder, borrowed mutably.
        Ty::CppRef(inner) if is_builder(inner) => Ok(Ty::Ref {
            lifetime: None,
            mutable: true,
            inner: Box::new(Ty::Path {
                global: true,
                segs: vec![
                    Seg {
                        name: "ods_runtime".to_string(),
                        args: None,
                    },
                    Seg {
                        name: "builder".to_string(),
                        args: None,
                    },
                    Seg {
                        name: "OpBuilder".to_string(),
                        args: Some(vec![GenericArg::Lifetime("_".to_string())]),
                    },
                ],
            }),
        }),
        Ty::CppRef(inner) => map_ty(inner, pos),
        Ty::Ref {
            lifetime,
            mutable,
            inner,
        } => Ok(Ty::Ref {
            lifetime: lifetime.clone(),
            mutable: *mutable,
            inner: Box::new(map_ty(inner, Position::Owned)?),
        }),
        Ty::Slice(inner) => Ok(Ty::Slice(Box::new(map_ty(inner, Position::Owned)?))),
        Ty::Array(inner, n) => Ok(Ty::Array(
            Box::new(map_ty(inner, Position::Owned)?),
            n.clone(),
        )),
        Ty::Tuple(items) => Ok(Ty::Tuple(
            items
                .iter()
                .map(|t| map_ty(t, Position::Owned))
                .collect::<Result<_, _>>()?,
        )),
        Ty::Path { global, segs } => map_path(ty, *global, segs, pos),
    }
}

/// Whether `ty` is MLIR's `OpBuilder` (or `ImplicitLocOpBuilder`), possibly qualified.
fn is_builder(ty: &Ty) -> bool {
    match ty {
        Ty::Path { segs, .. } => {
            segs.len() <= 2
                && (segs.len() == 1 || segs[0].name == "mlir")
                && segs.last().is_some_and(|s| {
                    s.args.is_none()
                        && matches!(s.name.as_str(), "OpBuilder" | "ImplicitLocOpBuilder")
                })
        }
        _ => false,
    }
}

fn map_pointer(whole: &Ty, inner: &Ty, pos: Position) -> Result<Ty, Unmapped> {
    if let Ty::Path { segs, .. } = inner
        && let Some(last) = segs.last()
        && segs.len() <= 2
        && (segs.len() == 1 || segs[0].name == "mlir")
    {
        match last.name.as_str() {
            "Block" => return Ok(rust_path("::ods_runtime::ir::BlockId")),
            "Region" => return Ok(rust_path("::ods_runtime::ir::RegionId")),
            "Operation" => return Ok(rust_path("::ods_runtime::ir::OpId")),
            "char" => return Ok(str_or_string(pos)),
            "MLIRContext" => {
                return Err(unmapped(
                    whole,
                    "drop the parameter: builders receive the context as `$_builder`",
                ));
            }
            _ => {}
        }
    }
    Err(unmapped(
        whole,
        "pointers have none; `Operation *` is `::ods_runtime::ir::OpId`, `Block *` \
         `::ods_runtime::ir::BlockId`, `Region *` `::ods_runtime::ir::RegionId`",
    ))
}

fn map_path(whole: &Ty, global: bool, segs: &[Seg], pos: Position) -> Result<Ty, Unmapped> {
    let names: Vec<&str> = segs.iter().map(|s| s.name.as_str()).collect();
    let ns = match names.as_slice() {
        [_] => Ns::None,
        ["std", _] => Ns::Std,
        ["llvm" | "mlir", _] => Ns::LlvmOrMlir,
        ["llvm" | "mlir", ..] => {
            return Err(unmapped(
                whole,
                "ods-build knows MLIR's and LLVM's common types only; write the Rust type, \
                 or an op's Rust name for an op class",
            ));
        }
        _ => Ns::Rust,
    };
    let last = &segs[segs.len() - 1];
    if ns == Ns::Rust {
        // A Rust path: keep it, mapping the generic arguments.
        return Ok(Ty::Path {
            global,
            segs: segs
                .iter()
                .map(map_rust_seg)
                .collect::<Result<Vec<_>, _>>()?,
        });
    }
    let name = last.name.as_str();
    let elem = |pos: Position| -> Result<Ty, Unmapped> {
        match first_ty_arg(last) {
            Some(t) => map_ty(t, pos),
            None => Err(unmapped(whole, "name the element type, as in `Vec<i64>`")),
        }
    };
    if let Some(rust) = int_name(name)
        && (ns != Ns::LlvmOrMlir)
    {
        return Ok(rust_path(rust));
    }
    match name {
        "bool" if ns == Ns::None => return Ok(rust_path("bool")),
        "string" | "string_view" if ns != Ns::LlvmOrMlir => {
            return Ok(if name == "string" {
                rust_path("String")
            } else {
                str_or_string(pos)
            });
        }
        "optional" | "Optional" => return Ok(generic("Option", vec![elem(pos)?])),
        "vector" | "SmallVector" | "SmallVectorImpl" => {
            return Ok(generic("Vec", vec![elem(Position::Owned)?]));
        }
        "pair" | "tuple" if ns != Ns::LlvmOrMlir => {
            let items = last
                .args
                .iter()
                .flatten()
                .map(|a| match a {
                    GenericArg::Ty(t) => map_ty(t, Position::Owned),
                    _ => Err(unmapped(whole, DEFAULT_HINT)),
                })
                .collect::<Result<Vec<_>, _>>()?;
            return Ok(Ty::Tuple(items));
        }
        _ => {}
    }
    if ns != Ns::Std {
        match name {
            "StringRef" | "Twine" => return Ok(str_or_string(pos)),
            "ArrayRef" => return Ok(slice_or_vec(elem(pos)?, pos, false)),
            "MutableArrayRef" => return Ok(slice_or_vec(elem(pos)?, pos, true)),
            "APInt" => return Ok(rust_path("::ods_runtime::attributes::ApInt")),
            "APFloat" => return Ok(rust_path(APFLOAT)),
            "APSInt" => {
                return Err(unmapped(
                    whole,
                    "for example `::ods_runtime::attributes::ApInt` with the signedness kept \
                     separately, or `i64`",
                ));
            }
            "TypeRange" => return Ok(slice_or_vec(rust_path(RUNTIME_TYPE), pos, false)),
            "BlockRange" | "SuccessorRange" => {
                return Ok(slice_or_vec(
                    rust_path("::ods_runtime::ir::BlockId"),
                    pos,
                    false,
                ));
            }
            "ValueRange" | "OperandRange" | "ResultRange" => {
                return Ok(slice_or_vec(rust_path(RUNTIME_VALUE), pos, false));
            }
            "OpFoldResult" => return Ok(rust_path("::ods_runtime::registry::OpFoldResult")),
            "Value" | "OpResult" | "BlockArgument" | "TypedValue" => {
                return Ok(rust_path(RUNTIME_VALUE));
            }
            "Location" => return Ok(rust_path("::ods_runtime::Location")),
            "PtrLikeTypeInterface" => {
                return Ok(rust_path("::ods_runtime::ptr_like::PtrLikeTypeInterface"));
            }
            "Block" => return Ok(rust_path("::ods_runtime::ir::BlockId")),
            "Region" => return Ok(rust_path("::ods_runtime::ir::RegionId")),
            "Operation" => return Ok(rust_path("::ods_runtime::ir::OpId")),
            "NamedAttribute" => {
                return Ok(Ty::Tuple(vec![
                    rust_path("::ods_runtime::types::Identifier"),
                    rust_path(RUNTIME_ATTR),
                ]));
            }
            "MLIRContext" => {
                return Err(unmapped(
                    whole,
                    "drop the parameter: builders receive the context as `$_builder`",
                ));
            }
            n if TYPE_CLASSES.contains(&n) => return Ok(rust_path(RUNTIME_TYPE)),
            n if ATTR_CLASSES.contains(&n) => return Ok(rust_path(RUNTIME_ATTR)),
            _ => {}
        }
    }
    match ns {
        Ns::None => {
            // Any other single name is Rust (`String`, `Vec<T>`, `MyEnum`, an op's type).
            Ok(Ty::Path {
                global,
                segs: vec![map_rust_seg(last)?],
            })
        }
        _ => {
            let hint = match name {
                "map" | "unordered_map" | "DenseMap" | "StringMap" | "MapVector" => {
                    "for example `::std::collections::BTreeMap<K, V>`"
                }
                "set" | "unordered_set" | "DenseSet" | "SmallPtrSet" | "SetVector" => {
                    "for example `::std::collections::BTreeSet<T>`"
                }
                "function" | "function_ref" => {
                    "for example `fn(..) -> T` or `Box<dyn Fn(..) -> T>`"
                }
                "unique_ptr" | "shared_ptr" => "for example `Box<T>` or `::std::rc::Rc<T>`",
                "LogicalResult" | "FailureOr" => {
                    "for example `Result<T, String>`; results are not parameter types"
                }
                _ => DEFAULT_HINT,
            };
            Err(unmapped(whole, hint))
        }
    }
}

/// A segment of a Rust path, with its generic arguments mapped as stored types.
fn map_rust_seg(seg: &Seg) -> Result<Seg, Unmapped> {
    let args = match &seg.args {
        None => None,
        Some(args) => Some(
            args.iter()
                .map(|a| match a {
                    GenericArg::Ty(t) => map_ty(t, Position::Owned).map(GenericArg::Ty),
                    other => Ok(other.clone()),
                })
                .collect::<Result<Vec<_>, _>>()?,
        ),
    };
    Ok(Seg {
        name: seg.name.clone(),
        args,
    })
}

// ---- printing ---------------------------------------------------------------------------

/// The spelling of a type: Rust once mapped; C++ declarators (`T *`, `T &`) and words
/// (`unsigned int`) as the spec wrote them before.
fn print(ty: &Ty) -> String {
    let mut out = String::new();
    print_into(ty, &mut out);
    out
}

fn print_into(ty: &Ty, out: &mut String) {
    match ty {
        Ty::Path { global, segs } => {
            if *global {
                out.push_str("::");
            }
            for (i, seg) in segs.iter().enumerate() {
                if i > 0 {
                    out.push_str("::");
                }
                out.push_str(&seg.name);
                if let Some(args) = &seg.args {
                    out.push('<');
                    for (j, a) in args.iter().enumerate() {
                        if j > 0 {
                            out.push_str(", ");
                        }
                        match a {
                            GenericArg::Ty(t) => print_into(t, out),
                            GenericArg::Int(n) => out.push_str(n),
                            GenericArg::Lifetime(l) => {
                                let _ = write!(out, "'{l}");
                            }
                        }
                    }
                    out.push('>');
                }
            }
        }
        Ty::Words(words) => out.push_str(&words.join(" ")),
        Ty::Ptr(inner) => {
            print_into(inner, out);
            out.push_str(" *");
        }
        Ty::CppRef(inner) => {
            print_into(inner, out);
            out.push_str(" &");
        }
        Ty::Ref {
            lifetime,
            mutable,
            inner,
        } => {
            out.push('&');
            if let Some(l) = lifetime {
                let _ = write!(out, "'{l} ");
            }
            if *mutable {
                out.push_str("mut ");
            }
            print_into(inner, out);
        }
        Ty::Slice(inner) => {
            out.push('[');
            print_into(inner, out);
            out.push(']');
        }
        Ty::Array(inner, n) => {
            out.push('[');
            print_into(inner, out);
            let _ = write!(out, "; {n}]");
        }
        Ty::Tuple(items) => {
            out.push('(');
            for (i, t) in items.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                print_into(t, out);
            }
            if items.len() == 1 {
                out.push(',');
            }
            out.push(')');
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn owned(s: &str) -> String {
        map(s, Position::Owned).unwrap_or_else(|e| panic!("{s}: {e}"))
    }

    fn param(s: &str) -> String {
        map(s, Position::Param).unwrap_or_else(|e| panic!("{s}: {e}"))
    }

    #[test]
    fn scalars() {
        for (cpp, rust) in [
            ("int64_t", "i64"),
            ("std::int64_t", "i64"),
            ("uint32_t", "u32"),
            ("int", "i32"),
            ("unsigned", "u32"),
            ("unsigned int", "u32"),
            ("unsigned long long", "u64"),
            ("long", "i64"),
            ("size_t", "usize"),
            ("bool", "bool"),
            ("double", "f64"),
            ("float", "f32"),
            ("const int64_t", "i64"),
            ("const int64_t &", "i64"),
        ] {
            assert_eq!(owned(cpp), rust, "{cpp}");
            assert_eq!(param(cpp), rust, "{cpp}");
        }
    }

    #[test]
    fn strings_and_arrays_borrow_as_parameters() {
        for s in [
            "::llvm::StringRef",
            "StringRef",
            "llvm::StringRef",
            "const char *",
        ] {
            assert_eq!(param(s), "&str");
            assert_eq!(owned(s), "String");
        }
        assert_eq!(owned("std::string"), "String");
        assert_eq!(param("const std::string &"), "String");
        assert_eq!(param("::llvm::ArrayRef<int64_t>"), "&[i64]");
        assert_eq!(owned("::llvm::ArrayRef<int64_t>"), "Vec<i64>");
        assert_eq!(param("ArrayRef<StringRef>"), "&[&str]");
        assert_eq!(owned("llvm::SmallVector<int64_t, 4>"), "Vec<i64>");
        assert_eq!(owned("std::optional<uint32_t>"), "Option<u32>");
        assert_eq!(param("std::optional<StringRef>"), "Option<&str>");
        assert_eq!(owned("std::pair<int, bool>"), "(i32, bool)");
    }

    #[test]
    fn ir_handles() {
        assert_eq!(owned("Type"), "::ods_runtime::Type");
        assert_eq!(owned("::mlir::Type"), "::ods_runtime::Type");
        assert_eq!(owned("mlir::IntegerType"), "::ods_runtime::Type");
        assert_eq!(owned("Attribute"), "::ods_runtime::Attribute");
        assert_eq!(owned("::mlir::StringAttr"), "::ods_runtime::Attribute");
        assert_eq!(owned("DenseI64ArrayAttr"), "::ods_runtime::Attribute");
        assert_eq!(param("Value"), "::ods_runtime::ir::Value");
        assert_eq!(
            param("OpBuilder&"),
            "&mut ::ods_runtime::builder::OpBuilder<'_>"
        );
        assert_eq!(
            param("::mlir::OpBuilder &"),
            "&mut ::ods_runtime::builder::OpBuilder<'_>"
        );
        assert_eq!(param("::mlir::Location"), "::ods_runtime::Location");
        assert_eq!(param("Block *"), "::ods_runtime::ir::BlockId");
        assert_eq!(param("::mlir::Region &"), "::ods_runtime::ir::RegionId");
        assert_eq!(param("Region*"), "::ods_runtime::ir::RegionId");
        assert_eq!(param("TypeRange"), "&[::ods_runtime::Type]");
        assert_eq!(owned("TypeRange"), "Vec<::ods_runtime::Type>");
        assert_eq!(param("ValueRange"), "&[::ods_runtime::ir::Value]");
        assert_eq!(
            param("function_ref<void(OpBuilder &, Location, Value, ValueRange)>"),
            "Option<&mut dyn FnMut(&mut ::ods_runtime::builder::OpBuilder<'_>, \
             ::ods_runtime::Location, ::ods_runtime::ir::Value, &[::ods_runtime::ir::Value])>"
        );
        assert_eq!(param("BlockRange"), "&[::ods_runtime::ir::BlockId]");
        assert_eq!(
            param("::llvm::ArrayRef<::mlir::Type>"),
            "&[::ods_runtime::Type]"
        );
        assert_eq!(owned("::llvm::APInt"), "::ods_runtime::attributes::ApInt");
    }

    #[test]
    fn rust_types_pass_through_as_written() {
        for s in [
            "i64",
            "String",
            "Vec< u32 >",
            "&[::ods_runtime::ir::Value]",
            "::ods_runtime::Type",
            "Option<::ods_runtime::Type>",
            "(i32, i32)",
            "[u8; 4]",
            "&'static str",
            "fn(i32) -> i32",
            "Box<dyn Fn(i32) -> i32>",
            "crate::Foo<T>",
            "std::collections::BTreeMap<String, i64>",
            "char",
        ] {
            assert_eq!(owned(s), s.trim());
            assert_eq!(param(s), s.trim());
        }
        // C++ names inside Rust generics are mapped too.
        assert_eq!(owned("Vec<int64_t>"), "Vec<i64>");
        assert_eq!(owned("&[uint32_t]"), "&[u32]");
    }

    #[test]
    fn unmappable_types_say_what_to_write() {
        assert_eq!(map("::llvm::APFloat", Position::Owned).unwrap(), APFLOAT);
        let e = map("llvm::DenseMap<int, int>", Position::Owned).unwrap_err();
        assert!(e.contains("BTreeMap"), "{e}");
        let e = map("Foo *", Position::Param).unwrap_err();
        assert!(e.contains("pointers"), "{e}");
        let e = map("::mlir::test::YieldOp", Position::Param).unwrap_err();
        assert!(e.contains("no Rust counterpart"), "{e}");
        let e = map("MLIRContext *", Position::Param).unwrap_err();
        assert!(e.contains("$_builder"), "{e}");
        let e = map("std::function<void()>", Position::Param).unwrap_err();
        assert!(
            e.contains("no Rust counterpart") || e.contains("neither"),
            "{e}"
        );
        let e = map("Vec<", Position::Param).unwrap_err();
        assert!(e.contains("neither a Rust type"), "{e}");
    }

    #[test]
    fn mapping_is_idempotent() {
        for s in [
            "int64_t",
            "::llvm::StringRef",
            "ArrayRef<int64_t>",
            "Block *",
            "TypeRange",
            "std::optional<StringRef>",
        ] {
            for pos in [Position::Owned, Position::Param] {
                let once = map(s, pos).unwrap();
                assert_eq!(map(&once, pos).unwrap(), once, "{s}");
            }
        }
    }

    #[test]
    fn odd_input_never_panics() {
        for s in [
            "",
            " ",
            "<<>>",
            "::",
            "&&&",
            "[;]",
            "'",
            "()",
            "(,)",
            "a<,>",
            "::::",
            "*",
            "&",
            "const",
            "unsigned unsigned",
            "[u8; ]",
            "Vec<>",
            "é<ü>",
            "a::",
            "::a<b::>",
            "&'",
            "std::",
            "mlir::",
            "std::optional",
            "ArrayRef",
            "int *&",
            "$_self",
        ] {
            for pos in [Position::Owned, Position::Param] {
                let _ = map(s, pos);
            }
        }
    }

    #[test]
    fn markers() {
        assert_eq!(cpp_marker("::mlir::success()"), Some("mlir::"));
        assert_eq!(cpp_marker("llvm::isa<X>(y)"), Some("llvm::"));
        assert_eq!(cpp_marker("my_mlir::x"), None);
    }
}
