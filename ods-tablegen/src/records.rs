//! The public records API: look up classes and defs, walk superclasses and fields, and read
//! typed field values with descriptive errors.

use crate::diag::{Diagnostic, Location, SourceMap};
use crate::init::{Cx, FieldKind, InitData, InitId, RecId, RecKind};
use std::fmt;
use std::path::PathBuf;
use std::sync::Arc;

/// Everything a load produced: classes, defs, and the files that were read.
pub struct Records {
    cx: Cx,
    sources: SourceMap,
    files_read: Vec<PathBuf>,
    main_includes: Vec<String>,
    classes: Vec<RecId>,
    defs: Vec<RecId>,
    notes: Vec<Diagnostic>,
}

/// Why a typed field read failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FieldError {
    /// The record has no field of that name.
    Missing {
        /// Record name.
        record: String,
        /// Field name.
        field: String,
    },
    /// The field exists but holds another kind of value.
    WrongType {
        /// Record name.
        record: String,
        /// Field name.
        field: String,
        /// What was asked for.
        expected: &'static str,
        /// The value as printed.
        found: String,
    },
}

impl fmt::Display for FieldError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FieldError::Missing { record, field } => {
                write!(
                    f,
                    "Record `{record}' does not have a field named `{field}'!"
                )
            }
            FieldError::WrongType {
                record,
                field,
                expected,
                found,
            } => write!(
                f,
                "Record `{record}', field `{field}' does not have a {expected} initializer: {found}"
            ),
        }
    }
}

impl std::error::Error for FieldError {}

impl fmt::Debug for Records {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Records")
            .field("classes", &self.classes.len())
            .field("defs", &self.defs.len())
            .field("files_read", &self.files_read)
            .finish()
    }
}

impl Records {
    pub(crate) fn new(
        cx: Cx,
        sources: SourceMap,
        files_read: Vec<PathBuf>,
        main_includes: Vec<String>,
    ) -> Self {
        let classes = crate::print::sorted(&cx.classes);
        let defs = crate::print::sorted(&cx.defs);
        let notes = cx
            .messages
            .iter()
            .map(|(warn, loc, m)| {
                if *warn {
                    sources.warning(*loc, m.clone())
                } else {
                    sources.note(*loc, m.clone())
                }
            })
            .collect();
        Records {
            notes,
            cx,
            sources,
            files_read,
            main_includes,
            classes,
            defs,
        }
    }

    /// The `--print-records` text.
    pub fn print_records(&self) -> String {
        let (cx, classes, defs) = (&self.cx, &self.classes, &self.defs);
        crate::stack::run(|| crate::print::print_sorted(cx, classes, defs))
    }

    /// The `--print-records` text as bytes, with the input's bytes that are not UTF-8
    /// written back unchanged (what `mlir-tblgen` writes).
    pub fn print_records_bytes(&self) -> Vec<u8> {
        crate::raw::encode(&self.print_records())
    }

    /// Writes the `--print-records` text to `w` as it is produced, without holding all of it
    /// (as bytes, like [`Records::print_records_bytes`]).
    pub fn write_records(&self, w: &mut dyn std::io::Write) -> std::io::Result<()> {
        crate::print::write_sorted(&self.cx, &self.classes, &self.defs, w)
    }

    /// All classes, sorted by name (the printed order).
    pub fn classes(&self) -> impl Iterator<Item = Record<'_>> {
        self.classes.iter().map(|&id| Record { rs: self, id })
    }

    /// All defs, sorted by name (the printed order).
    pub fn defs(&self) -> impl Iterator<Item = Record<'_>> {
        self.defs.iter().map(|&id| Record { rs: self, id })
    }

    /// The def named `name`.
    pub fn def(&self, name: &str) -> Option<Record<'_>> {
        self.cx.defs.get(name).map(|&id| Record { rs: self, id })
    }

    /// The class named `name`.
    pub fn class(&self, name: &str) -> Option<Record<'_>> {
        self.cx.classes.get(name).map(|&id| Record { rs: self, id })
    }

    /// Defs deriving from class `class`, in the order LLVM backends see them
    /// (`getAllDerivedDefinitions`: names compared numerically, so `Op2` precedes `Op10`).
    /// Empty if there is no such class.
    pub fn derived_from(&self, class: &str) -> Vec<Record<'_>> {
        let Some(&c) = self.cx.classes.get(class) else {
            return Vec::new();
        };
        let mut v: Vec<(String, RecId)> = self
            .defs
            .iter()
            .filter(|&&d| self.cx.is_subclass_of(d, c))
            .map(|&d| (self.cx.name_of(d), d))
            .collect();
        v.sort_by(|a, b| crate::init::compare_numeric(&a.0, &b.0));
        v.into_iter()
            .map(|(_, id)| Record { rs: self, id })
            .collect()
    }

    /// Warnings (unused template arguments) and notes printed by `dump` statements, in
    /// the order they arose.
    pub fn notes(&self) -> &[Diagnostic] {
        &self.notes
    }

    /// Every file read from disk (the main file first, then includes in first-read order).
    pub fn files_read(&self) -> &[PathBuf] {
        &self.files_read
    }

    /// The files the main file includes itself (not through another file), in the order of
    /// its `include` lines, named as record locations name them.
    pub fn main_includes(&self) -> &[String] {
        &self.main_includes
    }

    fn value_of(&self, id: InitId) -> Value<'_> {
        Value { rs: self, id }
    }
}

/// A class or def.
#[derive(Clone, Copy)]
pub struct Record<'a> {
    rs: &'a Records,
    id: RecId,
}

impl fmt::Debug for Record<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Record({})", self.name())
    }
}

impl PartialEq for Record<'_> {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self.rs, other.rs) && self.id == other.id
    }
}

impl<'a> Record<'a> {
    /// The record's name.
    pub fn name(&self) -> String {
        self.rs.cx.name_of(self.id)
    }

    /// True for classes.
    pub fn is_class(&self) -> bool {
        self.rs.cx.rec(self.id).kind == RecKind::Class
    }

    /// True for anonymous defs (`anonymous_N`).
    pub fn is_anonymous(&self) -> bool {
        self.rs.cx.rec(self.id).kind == RecKind::AnonDef
    }

    /// Where the record was defined.
    pub fn loc(&self) -> Option<Location> {
        self.locs().into_iter().next()
    }

    /// All locations (definition first, then instantiation sites).
    pub fn locs(&self) -> Vec<Location> {
        self.rs
            .cx
            .rec(self.id)
            .locs
            .iter()
            .map(|&s| self.rs.sources.location(s))
            .collect()
    }

    /// All superclasses, in the printed order.
    pub fn superclasses(&self) -> Vec<Record<'a>> {
        self.rs
            .cx
            .rec(self.id)
            .supers
            .iter()
            .map(|&(id, _)| Record { rs: self.rs, id })
            .collect()
    }

    /// True when the record derives from the class `class`.
    pub fn is_subclass_of(&self, class: &str) -> bool {
        self.rs
            .cx
            .classes
            .get(class)
            .is_some_and(|&c| self.rs.cx.is_subclass_of(self.id, c))
    }

    /// Fields (excluding template arguments) as (name, value) pairs, in declaration order.
    pub fn fields(&self) -> Vec<(String, Value<'a>)> {
        self.rs
            .cx
            .rec(self.id)
            .values
            .iter()
            .filter(|v| v.kind != FieldKind::TemplateArg)
            .map(|v| (self.rs.cx.unquoted(v.name), self.rs.value_of(v.value)))
            .collect()
    }

    /// The template arguments of a class, in order, without the `Class:` prefix TableGen
    /// gives them (empty for a def).
    pub fn template_args(&self) -> Vec<String> {
        self.rs
            .cx
            .rec(self.id)
            .values
            .iter()
            .filter(|v| v.kind == FieldKind::TemplateArg)
            .map(|v| {
                let name = self.rs.cx.unquoted(v.name);
                match name.rsplit_once(':') {
                    Some((_, arg)) => arg.to_string(),
                    None => name,
                }
            })
            .collect()
    }

    /// The declared type of a field, as printed (`int`, `list<Trait>`, ...).
    pub fn field_type(&self, field: &str) -> Option<String> {
        let rec = self.rs.cx.rec(self.id);
        rec.values
            .iter()
            .find(|v| self.rs.cx.str_value(v.name) == Some(field))
            .map(|v| self.rs.cx.ty_str(v.ty))
    }

    /// The value of field `field`.
    pub fn value(&self, field: &str) -> Result<Value<'a>, FieldError> {
        let rec = self.rs.cx.rec(self.id);
        rec.values
            .iter()
            .find(|v| self.rs.cx.str_value(v.name) == Some(field))
            .map(|v| self.rs.value_of(v.value))
            .ok_or_else(|| FieldError::Missing {
                record: self.name(),
                field: field.to_string(),
            })
    }

    fn wrong(&self, field: &str, expected: &'static str, v: Value<'_>) -> FieldError {
        FieldError::WrongType {
            record: self.name(),
            field: field.to_string(),
            expected,
            found: v.to_string(),
        }
    }

    /// A string (or code) field.
    pub fn get_string(&self, field: &str) -> Result<Arc<str>, FieldError> {
        let v = self.value(field)?;
        v.as_str().ok_or_else(|| self.wrong(field, "string", v))
    }

    /// A string field, `None` when it is `?`.
    pub fn get_optional_string(&self, field: &str) -> Result<Option<Arc<str>>, FieldError> {
        let v = self.value(field)?;
        if v.is_unset() {
            return Ok(None);
        }
        v.as_str()
            .map(Some)
            .ok_or_else(|| self.wrong(field, "string", v))
    }

    /// A code field (any string value; code and string share a type).
    pub fn get_code(&self, field: &str) -> Result<Arc<str>, FieldError> {
        self.get_string(field)
    }

    /// An int field.
    pub fn get_int(&self, field: &str) -> Result<i64, FieldError> {
        let v = self.value(field)?;
        v.as_int().ok_or_else(|| self.wrong(field, "int", v))
    }

    /// A bit field.
    pub fn get_bit(&self, field: &str) -> Result<bool, FieldError> {
        let v = self.value(field)?;
        v.as_bit().ok_or_else(|| self.wrong(field, "bit", v))
    }

    /// A list field.
    pub fn get_list(&self, field: &str) -> Result<Vec<Value<'a>>, FieldError> {
        let v = self.value(field)?;
        v.as_list().ok_or_else(|| self.wrong(field, "list", v))
    }

    /// A `list<string>` field.
    pub fn get_list_of_strings(&self, field: &str) -> Result<Vec<Arc<str>>, FieldError> {
        let v = self.value(field)?;
        v.as_list()
            .and_then(|l| l.iter().map(|e| e.as_str()).collect::<Option<Vec<_>>>())
            .ok_or_else(|| self.wrong(field, "list of strings", v))
    }

    /// A `list<int>` field.
    pub fn get_list_of_ints(&self, field: &str) -> Result<Vec<i64>, FieldError> {
        let v = self.value(field)?;
        v.as_list()
            .and_then(|l| l.iter().map(|e| e.as_int()).collect::<Option<Vec<_>>>())
            .ok_or_else(|| self.wrong(field, "list of ints", v))
    }

    /// A list-of-records field (`list<SomeClass>`).
    pub fn get_list_of_defs(&self, field: &str) -> Result<Vec<Record<'a>>, FieldError> {
        let v = self.value(field)?;
        v.as_list()
            .and_then(|l| l.iter().map(|e| e.as_def()).collect::<Option<Vec<_>>>())
            .ok_or_else(|| self.wrong(field, "list of defs", v))
    }

    /// A `bits<n>` field, least significant bit first (`None` for `?` bits).
    pub fn get_bits(&self, field: &str) -> Result<Vec<Option<bool>>, FieldError> {
        let v = self.value(field)?;
        v.as_bits().ok_or_else(|| self.wrong(field, "bits", v))
    }

    /// A dag field.
    pub fn get_dag(&self, field: &str) -> Result<Dag<'a>, FieldError> {
        let v = self.value(field)?;
        v.as_dag().ok_or_else(|| self.wrong(field, "dag", v))
    }

    /// A field holding a def.
    pub fn get_def(&self, field: &str) -> Result<Record<'a>, FieldError> {
        let v = self.value(field)?;
        v.as_def().ok_or_else(|| self.wrong(field, "def", v))
    }

    /// A field holding a def or `?`.
    pub fn get_optional_def(&self, field: &str) -> Result<Option<Record<'a>>, FieldError> {
        let v = self.value(field)?;
        if v.is_unset() {
            return Ok(None);
        }
        v.as_def()
            .map(Some)
            .ok_or_else(|| self.wrong(field, "def", v))
    }
}

/// A field value.
#[derive(Clone, Copy)]
pub struct Value<'a> {
    rs: &'a Records,
    id: InitId,
}

impl fmt::Display for Value<'_> {
    /// The value as `--print-records` prints it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.rs.cx.as_string(self.id))
    }
}

impl fmt::Debug for Value<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Value({self})")
    }
}

/// A dag value: operator, optional operator name, and named arguments.
#[derive(Clone, Debug)]
pub struct Dag<'a> {
    /// The operator.
    pub op: Value<'a>,
    /// `$name` of the operator.
    pub op_name: Option<Arc<str>>,
    /// Arguments with their `$names`.
    pub args: Vec<(Value<'a>, Option<Arc<str>>)>,
}

impl<'a> Value<'a> {
    fn data(&self) -> &'a InitData {
        self.rs.cx.data(self.id)
    }

    fn name_str(&self, n: Option<InitId>) -> Option<Arc<str>> {
        n.and_then(|n| match self.rs.cx.data(n) {
            InitData::Str { s, .. } => Some(s.clone()),
            _ => None,
        })
    }

    /// True for `?`.
    pub fn is_unset(&self) -> bool {
        matches!(self.data(), InitData::Unset)
    }

    /// The string of a string or code value.
    pub fn as_str(&self) -> Option<Arc<str>> {
        match self.data() {
            InitData::Str { s, .. } => Some(s.clone()),
            _ => None,
        }
    }

    /// True for a `[{...}]` code string.
    pub fn is_code(&self) -> bool {
        matches!(self.data(), InitData::Str { code: true, .. })
    }

    /// An int value (bits and bit convert).
    pub fn as_int(&self) -> Option<i64> {
        match self.data() {
            InitData::Int(v) => Some(*v),
            InitData::Bit(b) => Some(*b as i64),
            InitData::Bits(bits) => {
                let mut r = 0i64;
                for (i, b) in bits.iter().enumerate() {
                    match self.rs.cx.data(*b) {
                        InitData::Bit(true) if i < 64 => r |= 1 << i,
                        InitData::Bit(_) => {}
                        _ => return None,
                    }
                }
                Some(r)
            }
            _ => None,
        }
    }

    /// A bit value.
    pub fn as_bit(&self) -> Option<bool> {
        match self.data() {
            InitData::Bit(b) => Some(*b),
            _ => None,
        }
    }

    /// The bits of a `bits<n>` value, least significant first (`None` entries are unset).
    pub fn as_bits(&self) -> Option<Vec<Option<bool>>> {
        match self.data() {
            InitData::Bits(bits) => Some(
                bits.iter()
                    .map(|b| match self.rs.cx.data(*b) {
                        InitData::Bit(v) => Some(*v),
                        _ => None,
                    })
                    .collect(),
            ),
            _ => None,
        }
    }

    /// The elements of a list.
    pub fn as_list(&self) -> Option<Vec<Value<'a>>> {
        match self.data() {
            InitData::List { elems, .. } => {
                Some(elems.iter().map(|&e| self.rs.value_of(e)).collect())
            }
            _ => None,
        }
    }

    /// A dag.
    pub fn as_dag(&self) -> Option<Dag<'a>> {
        match self.data() {
            InitData::Dag { op, name, args } => Some(Dag {
                op: self.rs.value_of(*op),
                op_name: self.name_str(*name),
                args: args
                    .iter()
                    .map(|&(a, n)| (self.rs.value_of(a), self.name_str(n)))
                    .collect(),
            }),
            _ => None,
        }
    }

    /// The def a value refers to.
    pub fn as_def(&self) -> Option<Record<'a>> {
        match self.data() {
            InitData::Def(r) => Some(Record {
                rs: self.rs,
                id: *r,
            }),
            _ => None,
        }
    }
}
