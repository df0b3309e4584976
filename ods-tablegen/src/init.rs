//! Values ("inits"), types and records, following LLVM TableGen's model.
//!
//! Every value is uniqued in an arena and addressed by a small [`InitId`], so equal values
//! share one id: comparing values is comparing ids, and instantiating a class copies ids,
//! never trees. Types are uniqued the same way ([`TyId`]), and records live in one arena
//! ([`RecId`]). The [`Cx`] owns all three and implements resolution (substituting variables
//! through a [`Resolver`]), folding of operators, type conversion and printing, mirroring
//! the semantics of LLVM's `Record.cpp` so that the printed records match byte for byte.

use crate::diag::Span;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::Arc;

/// LLVM's numeric-aware name order (`StringRef::compare_numeric`): runs of digits compare
/// by length first, so `R2` sorts before `R10`. Backends list derived defs in this order.
pub fn compare_numeric(a: &str, b: &str) -> std::cmp::Ordering {
    use std::cmp::Ordering;
    let (x, y) = (a.as_bytes(), b.as_bytes());
    let e = x.len().min(y.len());
    let mut i = 0;
    while i < e {
        if x[i].is_ascii_digit() && y[i].is_ascii_digit() {
            let mut j = i + 1;
            loop {
                let ld = j < x.len() && x[j].is_ascii_digit();
                let rd = j < y.len() && y[j].is_ascii_digit();
                if ld != rd {
                    return if rd {
                        Ordering::Less
                    } else {
                        Ordering::Greater
                    };
                }
                if !rd {
                    break;
                }
                j += 1;
            }
            match x[i..j].cmp(&y[i..j]) {
                Ordering::Equal => {}
                o => return o,
            }
            i = j;
            continue;
        }
        if x[i] != y[i] {
            return x[i].cmp(&y[i]);
        }
        i += 1;
    }
    x.len().cmp(&y.len())
}

/// A small, fast, non-cryptographic hasher for ids and short keys.
#[derive(Default, Clone, Copy)]
pub struct FxHasher {
    hash: u64,
}

const SEED: u64 = 0x51_7c_c1_b7_27_22_0a_95;

impl FxHasher {
    #[inline]
    fn add(&mut self, w: u64) {
        self.hash = (self.hash.rotate_left(5) ^ w).wrapping_mul(SEED);
    }
}

impl Hasher for FxHasher {
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            self.add(u64::from_le_bytes([
                c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7],
            ]));
        }
        for &b in chunks.remainder() {
            self.add(b as u64);
        }
    }
    fn write_u8(&mut self, i: u8) {
        self.add(i as u64);
    }
    fn write_u32(&mut self, i: u32) {
        self.add(i as u64);
    }
    fn write_u64(&mut self, i: u64) {
        self.add(i);
    }
    fn write_usize(&mut self, i: usize) {
        self.add(i as u64);
    }
    fn finish(&self) -> u64 {
        self.hash
    }
}

/// A `HashMap` using [`FxHasher`].
pub type FxHashMap<K, V> = HashMap<K, V, BuildHasherDefault<FxHasher>>;

/// The uniquing hash of a string value, computed from its content alone.
fn str_hash(s: &str, code: bool) -> u32 {
    let mut h = FxHasher::default();
    h.write_u8(0xA5);
    h.write_u8(code as u8);
    let b = s.as_bytes();
    h.write_usize(b.len());
    // Long strings (code blocks) are hashed by length and both ends; equality still
    // compares them in full.
    if b.len() <= 64 {
        h.write(b);
    } else {
        h.write(&b[..32]);
        h.write(&b[b.len() - 32..]);
    }
    (h.finish() >> 32) as u32
}

/// The uniquing hash of a value (the high half of its [`FxHasher`] hash).
fn init_hash(d: &InitData) -> u32 {
    use std::hash::Hash;
    match d {
        InitData::Str { s, code } => str_hash(s, *code),
        _ => {
            let mut h = FxHasher::default();
            d.hash(&mut h);
            (h.finish() >> 32) as u32
        }
    }
}

/// Spreads a 32-bit uniquing hash over the 64 bits the table uses.
#[inline]
fn table_hash(h: u32) -> u64 {
    (h as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

/// What resolution and the recursive passes need to know about a value without walking it,
/// computed once when the value is made from what its children already know.
///
/// A value built by a loop (`!foldl((op), !range(n), acc, x, (op acc))`) is as deep as the
/// loop is long, and each step resolves the value of the step before: without these facts
/// every step would walk everything built so far.
#[derive(Clone, Copy, Debug)]
struct Meta {
    /// Levels of nested values (1 for a leaf), saturating.
    depth: u32,
    /// Resolving it is the identity under every resolver, and it is concrete: it is made of
    /// `?`, bits, ints, strings, defs and lists, bits and dags of those.
    closed: bool,
    /// It holds a part that a resolution which is not final may change without any
    /// variable being substituted: an anonymous name, bits that are not plain bits, or an
    /// `!and`/`!or` whose left operand is concrete (LLVM short-circuits `!and(0, x)`
    /// whenever it resolves it).
    sensitive: bool,
    /// The variables it refers to, what [`Resolver::leaves_alone`] looks at.
    vars: VarSet,
}

/// Most variables a [`VarSet`] names one by one.
const EXACT_VARS: usize = 4;

/// The variables a value refers to: their names when there are at most [`EXACT_VARS`] of
/// them, and always two bits per name ([`var_bits`]), which other names may share.
#[derive(Clone, Copy, Debug)]
pub struct VarSet {
    /// How many of `names` are used; more than [`EXACT_VARS`] when only `bits` is known.
    len: u8,
    names: [InitId; EXACT_VARS],
    bits: u64,
}

impl VarSet {
    /// The set of one variable.
    fn one(name: InitId) -> VarSet {
        VarSet {
            len: 1,
            names: [name; EXACT_VARS],
            bits: var_bits(name),
        }
    }

    /// Adds the variables of `other`.
    fn union(&mut self, other: &VarSet) {
        self.bits |= other.bits;
        if self.len as usize > EXACT_VARS {
            return;
        }
        if other.len as usize > EXACT_VARS {
            self.len = other.len;
            return;
        }
        for &n in &other.names[..other.len as usize] {
            if self.names[..self.len as usize].contains(&n) {
                continue;
            }
            if self.len as usize == EXACT_VARS {
                self.len += 1;
                return;
            }
            self.names[self.len as usize] = n;
            self.len += 1;
        }
    }

    /// True when none of `names` is in the set.
    pub fn none_of(&self, mut names: impl Iterator<Item = InitId>) -> bool {
        if self.len as usize <= EXACT_VARS {
            let mine = &self.names[..self.len as usize];
            names.all(|n| !mine.contains(&n))
        } else {
            names.all(|n| var_bits(n) & !self.bits != 0)
        }
    }
}

/// The two bits of [`VarSet::bits`] standing for the variable named `name`.
#[inline]
fn var_bits(name: InitId) -> u64 {
    let h = name.0.wrapping_mul(0x9E37_79B9);
    (1u64 << (h >> 26)) | (1u64 << ((h >> 20) & 63))
}

/// What [`Cx`] keeps of each value's [`Meta`]: its variables are an index into
/// `Cx::var_sets` (0 for none), since most values refer to none and a [`VarSet`] takes 32
/// bytes.
#[derive(Clone, Copy, Debug)]
struct StoredMeta {
    depth: u32,
    closed: bool,
    sensitive: bool,
    vars: u32,
}

const _: () = assert!(size_of::<StoredMeta>() == 12);

impl Meta {
    const LEAF: Meta = Meta {
        depth: 1,
        closed: true,
        sensitive: false,
        vars: VarSet {
            len: 0,
            names: [InitId(0); EXACT_VARS],
            bits: 0,
        },
    };

    /// Adds a child.
    #[inline]
    fn with(mut self, child: Meta) -> Meta {
        self.depth = self.depth.max(child.depth.saturating_add(1));
        self.closed &= child.closed;
        self.sensitive |= child.sensitive;
        self.vars.union(&child.vars);
        self
    }

    /// Marks a value that resolution may change by itself.
    fn open(mut self, sensitive: bool) -> Meta {
        self.closed = false;
        self.sensitive |= sensitive;
        self
    }
}

/// A uniqued value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct InitId(pub(crate) u32);

/// A uniqued type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TyId(pub(crate) u32);

/// A record (class, def, or an internal prototype).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RecId(pub(crate) u32);

/// Type structure.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TyData {
    /// `bit`
    Bit,
    /// `bits<n>`
    Bits(u32),
    /// `int`
    Int,
    /// `string` (and `code`)
    String,
    /// `dag`
    Dag,
    /// `list<T>`
    List(TyId),
    /// A record type: the set of classes (sorted by name) a value derives from.
    Record(Arc<[RecId]>),
}

/// Unary operators.
#[allow(missing_docs)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UnOp {
    Cast,
    Not,
    Head,
    Tail,
    Size,
    Empty,
    GetDagOp,
    GetDagOpName,
    Log2,
    Repr,
    ToLower,
    ToUpper,
    ListFlatten,
    Initialized,
}

/// Binary operators.
#[allow(missing_docs)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    Div,
    And,
    Or,
    Xor,
    Shl,
    Sra,
    Srl,
    ListConcat,
    ListSplat,
    ListRemove,
    ListElem,
    ListSlice,
    RangeC,
    StrConcat,
    Interleave,
    Concat,
    Eq,
    Ne,
    Le,
    Lt,
    Ge,
    Gt,
    GetDagArg,
    GetDagName,
    SetDagOp,
    SetDagOpName,
    Match,
}

/// Ternary operators.
#[allow(missing_docs)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TernOp {
    Subst,
    Foreach,
    Filter,
    If,
    Dag,
    Range,
    Substr,
    Find,
    SetDagArg,
    SetDagName,
}

/// How a template argument value is attached: by position or by (qualified) name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ArgAux {
    /// The n-th template argument.
    Positional(u32),
    /// The template argument with this qualified name (a string init).
    Named(InitId),
}

/// Value structure. Children are ids, so cloning is cheap.
#[allow(missing_docs)]
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum InitData {
    /// `?`
    Unset,
    /// No value at all: what LLVM leaves in a field whose `!cond` chose a value that does
    /// not convert to the field's type. It prints as a bare declaration (`int v;`).
    Null,
    /// A template argument value in a class reference.
    Arg {
        value: InitId,
        aux: ArgAux,
    },
    Bit(bool),
    /// Bits, least significant first.
    Bits(Arc<[InitId]>),
    Int(i64),
    /// A string; `code` is true for `[{...}]` strings.
    Str {
        s: Arc<str>,
        code: bool,
    },
    /// The not-yet-final name of an anonymous record.
    AnonName(u32),
    List {
        elems: Arc<[InitId]>,
        elt: TyId,
    },
    Dag {
        op: InitId,
        name: Option<InitId>,
        args: Arc<[(InitId, Option<InitId>)]>,
    },
    Def(RecId),
    VarDef {
        class: RecId,
        args: Arc<[InitId]>,
        ty: TyId,
    },
    Var {
        name: InitId,
        ty: TyId,
    },
    VarBit {
        var: InitId,
        bit: u32,
    },
    Field {
        rec: InitId,
        field: InitId,
        ty: TyId,
    },
    UnOp {
        op: UnOp,
        a: InitId,
        ty: TyId,
    },
    BinOp {
        op: BinOp,
        l: InitId,
        r: InitId,
        ty: TyId,
    },
    TernOp {
        op: TernOp,
        l: InitId,
        m: InitId,
        r: InitId,
        ty: TyId,
    },
    Cond {
        conds: Arc<[InitId]>,
        vals: Arc<[InitId]>,
        ty: TyId,
    },
    Fold {
        start: InitId,
        list: InitId,
        a: InitId,
        b: InitId,
        expr: InitId,
        ty: TyId,
    },
    IsA {
        check: TyId,
        e: InitId,
    },
    Exists {
        check: TyId,
        e: InitId,
    },
    /// `!instances<T>(regex)`: every def of type `T` whose name matches.
    Instances {
        elt: TyId,
        regex: InitId,
        ty: TyId,
    },
}

impl std::hash::Hash for InitData {
    fn hash<H: Hasher>(&self, h: &mut H) {
        std::mem::discriminant(self).hash(h);
        match self {
            InitData::Unset | InitData::Null => {}
            InitData::Arg { value, aux } => {
                value.hash(h);
                aux.hash(h);
            }
            InitData::Bit(b) => b.hash(h),
            InitData::Bits(b) => b.hash(h),
            InitData::Int(v) => v.hash(h),
            InitData::Str { s, code } => {
                // Long strings (code blocks) are hashed by length and both ends; equality
                // still compares them in full.
                code.hash(h);
                let b = s.as_bytes();
                b.len().hash(h);
                if b.len() <= 64 {
                    h.write(b);
                } else {
                    h.write(&b[..32]);
                    h.write(&b[b.len() - 32..]);
                }
            }
            InitData::AnonName(n) => n.hash(h),
            InitData::List { elems, elt } => {
                elems.hash(h);
                elt.hash(h);
            }
            InitData::Dag { op, name, args } => {
                op.hash(h);
                name.hash(h);
                args.hash(h);
            }
            InitData::Def(r) => r.hash(h),
            InitData::VarDef { class, args, ty } => {
                class.hash(h);
                args.hash(h);
                ty.hash(h);
            }
            InitData::Var { name, ty } => {
                name.hash(h);
                ty.hash(h);
            }
            InitData::VarBit { var, bit } => {
                var.hash(h);
                bit.hash(h);
            }
            InitData::Field { rec, field, ty } => {
                rec.hash(h);
                field.hash(h);
                ty.hash(h);
            }
            InitData::UnOp { op, a, ty } => {
                op.hash(h);
                a.hash(h);
                ty.hash(h);
            }
            InitData::BinOp { op, l, r, ty } => {
                op.hash(h);
                l.hash(h);
                r.hash(h);
                ty.hash(h);
            }
            InitData::TernOp { op, l, m, r, ty } => {
                op.hash(h);
                l.hash(h);
                m.hash(h);
                r.hash(h);
                ty.hash(h);
            }
            InitData::Cond { conds, vals, ty } => {
                conds.hash(h);
                vals.hash(h);
                ty.hash(h);
            }
            InitData::Fold {
                start,
                list,
                a,
                b,
                expr,
                ty,
            } => {
                start.hash(h);
                list.hash(h);
                a.hash(h);
                b.hash(h);
                expr.hash(h);
                ty.hash(h);
            }
            InitData::IsA { check, e } | InitData::Exists { check, e } => {
                check.hash(h);
                e.hash(h);
            }
            InitData::Instances { elt, regex, ty } => {
                elt.hash(h);
                regex.hash(h);
                ty.hash(h);
            }
        }
    }
}

/// What kind of field a [`RecordVal`] is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FieldKind {
    /// An ordinary field.
    Normal,
    /// Declared with `field`: may stay unresolved.
    NonconcreteOk,
    /// A class or multiclass template argument.
    TemplateArg,
}

/// Where a fatal error raised while folding is reported.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FatalAt {
    /// At the value being evaluated.
    Here,
    /// At a record's location.
    Record(RecId),
    /// Without a location, as LLVM reports it (a note then points at the record, if any,
    /// or at the value being evaluated).
    Nowhere(Option<RecId>),
}

impl FatalAt {
    fn of(rec: Option<RecId>) -> Self {
        rec.map_or(FatalAt::Here, FatalAt::Record)
    }
}

/// One field of a record.
#[derive(Clone, Debug)]
pub struct RecordVal {
    /// The field name (a string init).
    pub name: InitId,
    /// Declared type.
    pub ty: TyId,
    /// Field kind.
    pub kind: FieldKind,
    /// Current value.
    pub value: InitId,
    /// Where it was declared.
    pub loc: Span,
}

/// What a record is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RecKind {
    /// A `class`.
    Class,
    /// A named `def`.
    Def,
    /// An anonymous def.
    AnonDef,
    /// The record holding a multiclass's template arguments.
    MultiClass,
}

/// A record: class, def, or prototype inside a multiclass or loop.
#[derive(Clone, Debug)]
pub struct Record {
    /// The name (a string, an anonymous name, or an unresolved expression).
    pub name: InitId,
    /// Definition locations (the first is where it was declared; instantiation sites follow).
    pub locs: Vec<Span>,
    /// Class or def.
    pub kind: RecKind,
    /// Qualified names of template arguments.
    pub targs: Vec<InitId>,
    /// Fields, in declaration order.
    pub values: Vec<RecordVal>,
    /// All superclasses in post-order, each with the reference location.
    pub supers: Vec<(RecId, Span)>,
    /// `assert` conditions and messages.
    pub asserts: Vec<(Span, InitId, InitId)>,
    /// `dump` messages.
    pub dumps: Vec<(Span, InitId)>,
    pub(crate) def_init: Option<InitId>,
    pub(crate) def_ty: Option<TyId>,
}

impl Record {
    /// The field named `name` (a string init id).
    pub fn value(&self, name: InitId) -> Option<&RecordVal> {
        self.values.iter().find(|v| v.name == name)
    }

    fn value_index(&self, name: InitId) -> Option<usize> {
        self.values.iter().position(|v| v.name == name)
    }
}

/// Substitutes variables during resolution.
pub trait Resolver {
    /// The value for variable `var` (a name init), if this resolver knows it.
    fn resolve(&mut self, cx: &mut Cx, var: InitId) -> Option<InitId>;
    /// The record being resolved, if any.
    fn cur_rec(&self) -> Option<RecId>;
    /// True for the final resolution of a def.
    fn is_final(&self) -> bool {
        false
    }
    /// True when bits that resolve to `?` keep their old value.
    fn keep_unset_bits(&self) -> bool {
        false
    }
    /// True when this resolver, which substitutes variables and nothing else and is not
    /// final, knows none of the variables `vars` of a value. Such a value, with nothing
    /// sensitive in it, resolves to itself and is not walked.
    fn leaves_alone(&self, vars: &VarSet) -> bool {
        let _ = vars;
        false
    }
}

/// Resolves variables from an explicit map; mapped values may refer to each other.
///
/// The map is a short list (template arguments, loop variables), searched linearly.
pub struct MapResolver {
    map: Vec<(InitId, InitId, bool)>,
    cur: Option<RecId>,
    fin: bool,
}

impl MapResolver {
    /// A resolver for record `cur`.
    pub fn new(cur: Option<RecId>) -> Self {
        MapResolver {
            map: Vec::new(),
            cur,
            fin: false,
        }
    }
    /// Maps `var` to `value`.
    pub fn set(&mut self, var: InitId, value: InitId) {
        match self.map.iter_mut().find(|e| e.0 == var) {
            Some(e) => *e = (var, value, false),
            None => self.map.push((var, value, false)),
        }
    }
    /// Maps `var`, which is not mapped yet, to `value`.
    pub fn set_new(&mut self, var: InitId, value: InitId) {
        self.map.push((var, value, false));
    }
    /// Marks this as a final resolution.
    pub fn set_final(&mut self, f: bool) {
        self.fin = f;
    }
}

impl Resolver for MapResolver {
    fn resolve(&mut self, cx: &mut Cx, var: InitId) -> Option<InitId> {
        let i = self.map.iter().position(|e| e.0 == var)?;
        let (_, mut v, done) = self.map[i];
        if !done && self.map.len() > 1 {
            // Hidden while its own value resolves, so a self-reference stays unresolved.
            self.map.swap_remove(i);
            v = cx.resolve(v, self);
            self.map.push((var, v, true));
        }
        // A variable whose value folded to no value (LLVM's null) stays a reference.
        (v != cx.null).then_some(v)
    }
    fn cur_rec(&self) -> Option<RecId> {
        self.cur
    }
    fn is_final(&self) -> bool {
        self.fin
    }
    fn leaves_alone(&self, vars: &VarSet) -> bool {
        !self.fin && vars.none_of(self.map.iter().map(|e| e.0))
    }
}

/// Resolves references to the fields of a record (and its own name).
pub struct RecordResolver {
    rec: RecId,
    cache: FxHashMap<InitId, InitId>,
    stack: Vec<InitId>,
    name: Option<InitId>,
    fin: bool,
}

impl RecordResolver {
    /// A resolver over `rec`'s fields.
    pub fn new(rec: RecId) -> Self {
        RecordResolver {
            rec,
            cache: FxHashMap::default(),
            stack: Vec::new(),
            name: None,
            fin: false,
        }
    }
}

impl Resolver for RecordResolver {
    fn resolve(&mut self, cx: &mut Cx, var: InitId) -> Option<InitId> {
        if let Some(&v) = self.cache.get(&var) {
            return Some(v);
        }
        if self.stack.contains(&var) {
            return None;
        }
        let rec = &cx.records[self.rec.0 as usize];
        let mut val = None;
        if let Some(rv) = rec.value(var) {
            let v = rv.value;
            if v == cx.null {
                // LLVM crashes on a reference to a field without a value.
                let msg = format!("field '{}' has no value", cx.unquoted(var));
                cx.set_fatal(Some(self.rec), msg);
                return None;
            }
            if v != cx.unset {
                self.stack.push(var);
                val = Some(cx.resolve(v, self));
                self.stack.pop();
            }
        } else if let Some(name) = self.name
            && var == rec.name
        {
            self.stack.push(var);
            val = Some(cx.resolve(name, self));
            self.stack.pop();
        }
        if let Some(v) = val {
            self.cache.insert(var, v);
        }
        val
    }
    fn cur_rec(&self) -> Option<RecId> {
        Some(self.rec)
    }
    fn is_final(&self) -> bool {
        self.fin
    }
    fn keep_unset_bits(&self) -> bool {
        true
    }
}

/// Hides some variables from an inner resolver (the bound variables of `!foreach` etc.).
pub struct ShadowResolver<'a> {
    inner: &'a mut dyn Resolver,
    shadowed: Vec<InitId>,
}

impl Resolver for ShadowResolver<'_> {
    fn resolve(&mut self, cx: &mut Cx, var: InitId) -> Option<InitId> {
        if self.shadowed.contains(&var) {
            return None;
        }
        self.inner.resolve(cx, var)
    }
    fn cur_rec(&self) -> Option<RecId> {
        self.inner.cur_rec()
    }
    fn is_final(&self) -> bool {
        self.inner.is_final()
    }
    fn leaves_alone(&self, vars: &VarSet) -> bool {
        self.inner.leaves_alone(vars)
    }
}

/// Delegates to an inner resolver and records whether any variable stayed unresolved.
pub struct TrackUnresolvedResolver<'a> {
    inner: Option<&'a mut dyn Resolver>,
    found: bool,
}

impl Resolver for TrackUnresolvedResolver<'_> {
    fn resolve(&mut self, cx: &mut Cx, var: InitId) -> Option<InitId> {
        let mut r = None;
        if let Some(inner) = self.inner.as_deref_mut() {
            r = inner.resolve(cx, var);
            if let Some(v) = r
                && !self.found
            {
                let mut sub = TrackUnresolvedResolver {
                    inner: None,
                    found: false,
                };
                cx.resolve(v, &mut sub);
                self.found |= sub.found;
            }
        }
        if r.is_none() {
            self.found = true;
        }
        r
    }
    fn cur_rec(&self) -> Option<RecId> {
        self.inner.as_ref().and_then(|r| r.cur_rec())
    }
}

/// Records whether a given variable is referenced.
pub struct HasReferenceResolver {
    var: InitId,
    /// Set when the variable was seen.
    pub found: bool,
}

impl HasReferenceResolver {
    /// Looks for references to `var`.
    pub fn new(var: InitId) -> Self {
        HasReferenceResolver { var, found: false }
    }
}

impl Resolver for HasReferenceResolver {
    fn resolve(&mut self, _cx: &mut Cx, var: InitId) -> Option<InitId> {
        if var == self.var {
            self.found = true;
        }
        None
    }
    fn cur_rec(&self) -> Option<RecId> {
        None
    }
}

/// Most instantiations of anonymous records that may be under way inside one another.
///
/// A class that instantiates itself with ever new arguments (`class C<int n> { C next =
/// C<!add(n, 1)>; }`) would otherwise recurse until the stack budget runs out, creating a
/// record per level. `mlir-tblgen` (8 MiB stack) completes some 6,100 such levels, then
/// crashes; this bound is sixteen times that, and reaching it takes well under a second.
const MAX_INSTANTIATION_DEPTH: u32 = 100_000;

/// Longest string a concatenation may build.
const MAX_STRING_LEN: usize = 1 << 28;

/// Most bytes the distinct strings of one load may hold together. Nesting has no fixed
/// limit, and a chain `"a" # "b" # ...` of n pieces builds every prefix (n * n / 2 bytes, as
/// LLVM does): this bounds the memory such a chain can take. The 293 upstream MLIR files
/// need a few megabytes at most.
const MAX_STRING_BYTES: usize = 1 << 30;

/// Most elements the distinct lists and dags of one load may hold together (2 GiB of
/// ids). A list or dag grown by a loop (`!listconcat(acc, [x])`, `!con(acc, (op x))`)
/// makes every prefix, n * n / 2 elements, as LLVM does; this bounds their memory as
/// [`MAX_STRING_BYTES`] bounds strings'. A loop of 32,000 steps stays under it.
const MAX_ELEMENTS: usize = 1 << 29;

/// The value, type and record arenas, plus the record keeper's maps.
pub struct Cx {
    inits: Vec<InitData>,
    /// What is known of each value in `inits`, at the same index.
    meta: Vec<StoredMeta>,
    /// The variable sets of the values that refer to variables (see [`StoredMeta`]); the
    /// first is the empty set.
    var_sets: Vec<VarSet>,
    /// Uniquing index over `inits`: each id with the high half of its value's hash, so
    /// lookups compare hashes before values and growing the table never rehashes values.
    /// Strings are looked up by content, with no allocation.
    init_map: hashbrown::HashTable<(InitId, u32)>,
    tys: Vec<TyData>,
    ty_map: FxHashMap<TyData, TyId>,
    /// The record type of each single class asked for so far.
    class_tys: FxHashMap<RecId, TyId>,
    /// Every record ever created (classes, defs and internal prototypes).
    pub records: Vec<Record>,
    /// Classes by name.
    pub classes: FxHashMap<Arc<str>, RecId>,
    /// Defs by name.
    pub defs: FxHashMap<Arc<str>, RecId>,
    /// Top-level `defvar`s and `defset`s.
    pub extra_globals: FxHashMap<Arc<str>, InitId>,
    anon_counter: u32,
    vardef_defs: FxHashMap<InitId, InitId>,
    /// Where an anonymous record's class was first instantiated with these arguments: the
    /// record's location, as LLVM gives its `VarDefInit`s one (a new one made while
    /// resolving keeps the location of the one it came from).
    pub vardef_locs: FxHashMap<InitId, Span>,
    /// A fatal error raised while folding (where it is reported, message).
    pub fatal: Option<(FatalAt, String)>,
    /// Errors that do not stop evaluation (location record, message).
    pub errors: Vec<(Option<Span>, String)>,
    /// Warnings and the output of `dump` statements, in order (true for warnings).
    pub messages: Vec<(bool, Span, String)>,
    /// Bytes of the distinct strings made so far (see [`MAX_STRING_BYTES`]).
    string_bytes: usize,
    /// Elements of the distinct lists and dags made so far (see [`MAX_ELEMENTS`]).
    elements: usize,
    /// Set when printing a value ran out of stack: the text made is then cut short, and the
    /// evaluator reports it (see [`Cx::write`]).
    pub(crate) print_too_deep: std::sync::atomic::AtomicBool,
    /// Anonymous records being instantiated, one inside another.
    instantiating: u32,
    /// Set when `instantiating` passed its bound: the instantiations under way then stop
    /// instantiating (rather than each retrying the whole chain below it) and the outermost
    /// one makes sure an error is reported.
    runaway: bool,
    /// `?`
    pub unset: InitId,
    /// The one [`InitData::Null`].
    pub null: InitId,
    /// The `!cond` whose chosen value last failed to convert while folding.
    null_cond: Option<InitId>,
    /// Set while a `!cond` in the body of a `!foreach`, `!filter` or `!foldl` outside any
    /// record folds: LLVM parses such a body into a record of its own named `.parse`.
    pub(crate) in_parse_rec: bool,
    /// `bit` 1
    pub true_: InitId,
    /// `bit` 0
    pub false_: InitId,
    /// `bit`
    pub bit_ty: TyId,
    /// `int`
    pub int_ty: TyId,
    /// `string`
    pub string_ty: TyId,
    /// `dag`
    pub dag_ty: TyId,
    /// The record type with no classes.
    pub any_rec_ty: TyId,
}

impl Default for Cx {
    fn default() -> Self {
        Self::new()
    }
}

fn is_concrete_list(cx: &Cx, l: &[InitId]) -> bool {
    l.iter().all(|&e| cx.is_concrete(e))
}

impl Cx {
    /// An empty keeper.
    pub fn new() -> Self {
        let mut cx = Cx {
            inits: Vec::with_capacity(1 << 15),
            meta: Vec::with_capacity(1 << 15),
            var_sets: vec![Meta::LEAF.vars],
            init_map: hashbrown::HashTable::with_capacity(1 << 12),
            tys: Vec::new(),
            ty_map: FxHashMap::default(),
            class_tys: FxHashMap::default(),
            records: Vec::new(),
            classes: FxHashMap::default(),
            defs: FxHashMap::default(),
            extra_globals: FxHashMap::default(),
            anon_counter: 0,
            vardef_defs: FxHashMap::default(),
            vardef_locs: FxHashMap::default(),
            fatal: None,
            errors: Vec::new(),
            messages: Vec::new(),
            string_bytes: 0,
            elements: 0,
            print_too_deep: std::sync::atomic::AtomicBool::new(false),
            instantiating: 0,
            runaway: false,
            unset: InitId(0),
            null: InitId(0),
            null_cond: None,
            in_parse_rec: false,
            true_: InitId(0),
            false_: InitId(0),
            bit_ty: TyId(0),
            int_ty: TyId(0),
            string_ty: TyId(0),
            dag_ty: TyId(0),
            any_rec_ty: TyId(0),
        };
        cx.unset = cx.get(InitData::Unset);
        cx.null = cx.get(InitData::Null);
        cx.true_ = cx.get(InitData::Bit(true));
        cx.false_ = cx.get(InitData::Bit(false));
        cx.bit_ty = cx.ty(TyData::Bit);
        cx.int_ty = cx.ty(TyData::Int);
        cx.string_ty = cx.ty(TyData::String);
        cx.dag_ty = cx.ty(TyData::Dag);
        cx.any_rec_ty = cx.ty(TyData::Record(Arc::from(Vec::new())));
        cx
    }

    // ----- arenas -----

    /// Uniques a value.
    pub fn get(&mut self, d: InitData) -> InitId {
        let h = init_hash(&d);
        let inits = &self.inits;
        let found = self.init_map.find(table_hash(h), |&(id, hh)| {
            hh == h && inits[id.0 as usize] == d
        });
        match found {
            Some(&(id, _)) => id,
            None => match d {
                InitData::List { ref elems, elt } if !self.count_elements(elems.len()) => {
                    self.list(Vec::new(), elt)
                }
                InitData::Dag { ref args, op, .. } if !self.count_elements(args.len()) => {
                    self.dag(op, None, Vec::new())
                }
                _ => self.insert_new(d, h),
            },
        }
    }

    /// Counts `n` more elements of distinct lists and dags; past [`MAX_ELEMENTS`], reports
    /// it (once, at the value being evaluated) and returns false: an empty list or dag then
    /// stands in.
    fn count_elements(&mut self, n: usize) -> bool {
        if n == 0 {
            return true;
        }
        self.elements += n;
        if self.elements <= MAX_ELEMENTS {
            return true;
        }
        self.elements -= n;
        let msg = format!("lists and dags of this input exceed {MAX_ELEMENTS} elements");
        self.set_fatal(None, msg);
        false
    }

    /// Adds a value known not to be in the arena yet; `h` is its [`init_hash`].
    fn insert_new(&mut self, d: InitData, h: u32) -> InitId {
        let id = InitId(self.inits.len() as u32);
        let meta = self.meta_of(&d);
        let vars = if meta.vars.len == 0 {
            0
        } else {
            self.var_sets.push(meta.vars);
            (self.var_sets.len() - 1) as u32
        };
        self.inits.push(d);
        self.meta.push(StoredMeta {
            depth: meta.depth,
            closed: meta.closed,
            sensitive: meta.sensitive,
            vars,
        });
        self.init_map
            .insert_unique(table_hash(h), (id, h), |&(_, hh)| table_hash(hh));
        id
    }

    /// The uniqued string `s` (`code` for a `[{...}]` string), found by content.
    fn str_init(&mut self, s: &str, code: bool) -> InitId {
        let h = str_hash(s, code);
        let inits = &self.inits;
        let found = self.init_map.find(table_hash(h), |&(id, hh)| {
            hh == h
                && matches!(&inits[id.0 as usize],
                    InitData::Str { s: t, code: c } if *c == code && **t == *s)
        });
        if let Some(&(id, _)) = found {
            return id;
        }
        self.string_bytes += s.len();
        if self.string_bytes > MAX_STRING_BYTES {
            // Reported once, at the value being evaluated; an empty string stands in.
            if self.fatal.is_none() {
                let msg = format!("strings of this input exceed {MAX_STRING_BYTES} bytes");
                self.fatal = Some((FatalAt::Here, msg));
            }
            self.string_bytes -= s.len();
            return self.str_init("", code);
        }
        self.insert_new(
            InitData::Str {
                s: Arc::from(s),
                code,
            },
            h,
        )
    }

    /// What is known of a value about to be added, from what is known of its children.
    fn meta_of(&self, d: &InitData) -> Meta {
        let m = |id: &InitId| {
            let s = self.meta[id.0 as usize];
            Meta {
                depth: s.depth,
                closed: s.closed,
                sensitive: s.sensitive,
                vars: self.var_sets[s.vars as usize],
            }
        };
        let all = |ids: &[InitId], base: Meta| ids.iter().fold(base, |acc, c| acc.with(m(c)));
        let leaf = Meta::LEAF;
        match d {
            InitData::Unset
            | InitData::Bit(_)
            | InitData::Int(_)
            | InitData::Str { .. }
            | InitData::Def(_) => leaf,
            // Resolves to itself, but is not concrete.
            InitData::Null => leaf.open(false),
            InitData::AnonName(_) => leaf.open(true),
            InitData::Bits(b) => {
                let meta = all(b, leaf);
                let plain = b
                    .iter()
                    .all(|&x| matches!(self.data(x), InitData::Bit(_) | InitData::VarBit { .. }));
                if plain { meta } else { meta.open(true) }
            }
            InitData::List { elems, .. } => all(elems, leaf),
            InitData::Dag { op, args, .. } => args
                .iter()
                .fold(leaf.with(m(op)), |acc, (a, _)| acc.with(m(a))),
            InitData::Var { name, .. } => Meta {
                vars: VarSet::one(*name),
                ..leaf.open(false)
            },
            InitData::Arg { value, .. } => leaf.open(false).with(m(value)),
            InitData::VarBit { var, .. } => leaf.open(false).with(m(var)),
            InitData::VarDef { args, .. } => all(args, leaf.open(false)),
            InitData::Field { rec, .. } => leaf.open(false).with(m(rec)),
            InitData::UnOp { a, .. } => leaf.open(false).with(m(a)),
            InitData::BinOp { op, l, r, .. } => leaf
                .open(matches!(op, BinOp::And | BinOp::Or) && m(l).closed)
                .with(m(l))
                .with(m(r)),
            InitData::TernOp { l, m: mid, r, .. } => {
                leaf.open(false).with(m(l)).with(m(mid)).with(m(r))
            }
            InitData::Cond { conds, vals, .. } => all(vals, all(conds, leaf.open(false))),
            InitData::Fold {
                start, list, expr, ..
            } => leaf.open(false).with(m(start)).with(m(list)).with(m(expr)),
            InitData::IsA { e, .. } => leaf.open(false).with(m(e)),
            InitData::Exists { e, .. } => leaf.open(false).with(m(e)),
            InitData::Instances { regex, .. } => leaf.open(false).with(m(regex)),
        }
    }

    /// Levels of nested values in `id` (1 for a leaf).
    pub fn depth(&self, id: InitId) -> u32 {
        self.meta[id.0 as usize].depth
    }

    /// Number of distinct values.
    pub fn num_inits(&self) -> usize {
        self.inits.len()
    }

    /// The structure of a value.
    pub fn data(&self, id: InitId) -> &InitData {
        &self.inits[id.0 as usize]
    }

    /// Uniques a type.
    pub fn ty(&mut self, d: TyData) -> TyId {
        if let Some(&id) = self.ty_map.get(&d) {
            return id;
        }
        let id = TyId(self.tys.len() as u32);
        self.tys.push(d.clone());
        self.ty_map.insert(d, id);
        id
    }

    /// The structure of a type.
    pub fn ty_data(&self, t: TyId) -> &TyData {
        &self.tys[t.0 as usize]
    }

    /// A record by id.
    pub fn rec(&self, r: RecId) -> &Record {
        &self.records[r.0 as usize]
    }

    /// A record by id, mutably.
    pub fn rec_mut(&mut self, r: RecId) -> &mut Record {
        &mut self.records[r.0 as usize]
    }

    /// Adds a record to the arena (not to the class or def maps).
    pub fn new_record(&mut self, rec: Record) -> RecId {
        self.records.push(rec);
        RecId(self.records.len() as u32 - 1)
    }

    /// A fresh record with a name, location and kind.
    pub fn make_record(&mut self, name: InitId, loc: Span, kind: RecKind) -> RecId {
        self.new_record(Record {
            name,
            locs: vec![loc],
            kind,
            targs: Vec::new(),
            values: Vec::new(),
            supers: Vec::new(),
            asserts: Vec::new(),
            dumps: Vec::new(),
            def_init: None,
            def_ty: None,
        })
    }

    /// Copies a record (as multiclass and loop instantiation do).
    pub fn copy_record(&mut self, r: RecId) -> RecId {
        let mut rec = self.rec(r).clone();
        rec.def_init = None;
        rec.def_ty = None;
        self.new_record(rec)
    }

    /// A new anonymous name (`anonymous_N`).
    pub fn new_anon_name(&mut self) -> InitId {
        let n = self.anon_counter;
        self.anon_counter += 1;
        self.get(InitData::AnonName(n))
    }

    // ----- constructors -----

    /// A string value.
    pub fn string(&mut self, s: &str) -> InitId {
        self.str_init(s, false)
    }

    /// A string value with a format.
    pub fn string_fmt(&mut self, s: &str, code: bool) -> InitId {
        self.str_init(s, code)
    }

    /// An integer value.
    pub fn int(&mut self, v: i64) -> InitId {
        self.get(InitData::Int(v))
    }

    /// A bit value.
    pub fn bit(&self, b: bool) -> InitId {
        if b { self.true_ } else { self.false_ }
    }

    /// A bits value (least significant first).
    pub fn bits(&mut self, v: Vec<InitId>) -> InitId {
        self.get(InitData::Bits(Arc::from(v)))
    }

    /// A list value.
    pub fn list(&mut self, elems: Vec<InitId>, elt: TyId) -> InitId {
        self.get(InitData::List {
            elems: Arc::from(elems),
            elt,
        })
    }

    /// A dag value.
    pub fn dag(
        &mut self,
        op: InitId,
        name: Option<InitId>,
        args: Vec<(InitId, Option<InitId>)>,
    ) -> InitId {
        self.get(InitData::Dag {
            op,
            name,
            args: Arc::from(args),
        })
    }

    /// A variable reference.
    pub fn var(&mut self, name: InitId, ty: TyId) -> InitId {
        self.get(InitData::Var { name, ty })
    }

    /// `list<t>`
    pub fn list_ty(&mut self, t: TyId) -> TyId {
        self.ty(TyData::List(t))
    }

    /// `bits<n>`
    pub fn bits_ty(&mut self, n: u32) -> TyId {
        self.ty(TyData::Bits(n))
    }

    /// The record type for a set of classes.
    pub fn record_ty(&mut self, classes: &[RecId]) -> TyId {
        if let [c] = classes
            && let Some(&t) = self.class_tys.get(c)
        {
            return t;
        }
        let mut v: Vec<RecId> = classes.to_vec();
        if v.len() > 1 {
            v.sort_by(|a, b| {
                let (na, nb) = (self.rec(*a).name, self.rec(*b).name);
                match (self.str_value(na), self.str_value(nb)) {
                    (Some(x), Some(y)) => x.cmp(y),
                    _ => self.unquoted(na).cmp(&self.unquoted(nb)),
                }
            });
        }
        let t = self.ty(TyData::Record(Arc::from(v)));
        if let [c] = classes {
            self.class_tys.insert(*c, t);
        }
        t
    }

    /// The string of a string init, if it is one.
    pub fn str_value(&self, id: InitId) -> Option<&str> {
        match self.data(id) {
            InitData::Str { s, .. } => Some(s),
            _ => None,
        }
    }

    /// The record name as a string.
    pub fn name_of(&self, r: RecId) -> String {
        self.unquoted(self.rec(r).name)
    }

    /// The record name as a shared string (the name's own storage when it is a string).
    pub fn name_rc(&self, r: RecId) -> Arc<str> {
        match self.data(self.rec(r).name) {
            InitData::Str { s, .. } => s.clone(),
            _ => Arc::from(self.name_of(r)),
        }
    }

    // ----- records -----

    /// True when `r` has `c` among its superclasses.
    pub fn is_subclass_of(&self, r: RecId, c: RecId) -> bool {
        self.rec(r).supers.iter().any(|(s, _)| *s == c)
    }

    /// Direct superclasses, last first (as LLVM collects them).
    pub fn direct_supers(&self, r: RecId) -> Vec<RecId> {
        let sc = &self.rec(r).supers;
        let mut end = sc.len();
        let mut out = Vec::new();
        while end > 0 {
            let s = sc[end - 1].0;
            out.push(s);
            end -= 1 + self.rec(s).supers.len().min(end - 1);
        }
        out
    }

    /// The record's type (its direct superclasses).
    pub fn rec_type(&mut self, r: RecId) -> TyId {
        let sc = &self.rec(r).supers;
        // One direct superclass: the last one, when its own superclasses are all the rest.
        if let Some(&(s, _)) = sc.last()
            && self.rec(s).supers.len() + 1 >= sc.len()
        {
            return self.record_ty(&[s]);
        }
        let d = self.direct_supers(r);
        self.record_ty(&d)
    }

    /// The def init referring to `r`.
    pub fn def_init(&mut self, r: RecId) -> InitId {
        if let Some(d) = self.rec(r).def_init {
            return d;
        }
        let ty = self.rec_type(r);
        let d = self.get(InitData::Def(r));
        let rec = self.rec_mut(r);
        rec.def_init = Some(d);
        rec.def_ty = Some(ty);
        d
    }

    /// Looks up a def or an extra global (`defvar`, `defset`) by name.
    pub fn get_global(&mut self, name: &str) -> Option<InitId> {
        if let Some(&r) = self.defs.get(name) {
            return Some(self.def_init(r));
        }
        self.extra_globals.get(name).copied()
    }

    /// Sets field `idx` of record `r`, converting to the field type. False on type mismatch.
    pub fn set_field_value(&mut self, r: RecId, idx: usize, v: InitId) -> bool {
        let ty = self.rec(r).values[idx].ty;
        match self.cast_to(v, ty) {
            Some(mut c) => {
                if let TyData::Bits(n) = *self.ty_data(ty)
                    && !matches!(self.data(c), InitData::Bits(_))
                {
                    let bits: Vec<InitId> = (0..n).map(|i| self.get_bit(c, i)).collect();
                    c = self.bits(bits);
                }
                self.rec_mut(r).values[idx].value = c;
                true
            }
            None => false,
        }
    }

    /// Resolves a record's name, fields, assertions and dumps through `rs`.
    pub fn resolve_record(&mut self, r: RecId, rs: &mut dyn Resolver) {
        let old = self.rec(r).name;
        let new = self.resolve(old, rs);
        if new != old {
            self.rec_mut(r).name = new;
        }
        let n = self.rec(r).values.len();
        for i in 0..n {
            let v = self.rec(r).values[i].value;
            if v == self.null {
                continue;
            }
            let was_fatal = self.fatal.is_some();
            self.null_cond = None;
            let vr = self.resolve(v, rs);
            let null_cond =
                self.null_cond == Some(vr) && matches!(self.data(v), InitData::Cond { .. });
            if !was_fatal && (vr == self.null || null_cond) {
                self.fatal = None;
                self.rec_mut(r).values[i].value = self.null;
                continue;
            }
            if !self.set_field_value(r, i, vr) && self.fatal.is_none() {
                let rv = self.rec(r).values[i].clone();
                let ty_note = match self.ty_of(vr) {
                    Some(t) => format!("of type '{}' ", self.ty_str(t)),
                    None => String::new(),
                };
                self.fatal = Some((
                    FatalAt::Record(r),
                    format!(
                        "Invalid value {ty_note}found when setting field '{}' of type '{}' after resolving references: {}",
                        self.unquoted(rv.name),
                        self.ty_str(rv.ty),
                        self.unquoted(vr)
                    ),
                ));
            }
        }
        let na = self.rec(r).asserts.len();
        for i in 0..na {
            let (_, c, m) = self.rec(r).asserts[i];
            let c2 = self.resolve(c, rs);
            let m2 = self.resolve(m, rs);
            let a = &mut self.rec_mut(r).asserts[i];
            a.1 = c2;
            a.2 = m2;
        }
        let nd = self.rec(r).dumps.len();
        for i in 0..nd {
            let (_, m) = self.rec(r).dumps[i];
            let m2 = self.resolve(m, rs);
            self.rec_mut(r).dumps[i].1 = m2;
        }
    }

    /// The final resolution of a record, optionally renaming it.
    pub fn resolve_record_final(&mut self, r: RecId, new_name: Option<InitId>) {
        let mut rr = RecordResolver::new(r);
        rr.name = new_name;
        rr.fin = true;
        self.resolve_record(r, &mut rr);
    }

    /// Checks a record's assertions after resolving them finally.
    pub fn check_record_assertions(&mut self, r: RecId) {
        let asserts = self.rec(r).asserts.clone();
        let dumps = self.rec(r).dumps.clone();
        let mut rr = RecordResolver::new(r);
        rr.fin = true;
        for (loc, c, m) in asserts {
            let c = self.resolve(c, &mut rr);
            let m = self.resolve(m, &mut rr);
            self.check_assert(loc, c, m);
        }
        for (loc, m) in dumps {
            let m = self.resolve(m, &mut rr);
            self.dump_message(loc, m);
        }
    }

    /// Checks one assertion.
    pub fn check_assert(&mut self, loc: Span, cond: InitId, msg: InitId) {
        let int_ty = self.int_ty;
        match self.convert_to(cond, int_ty).map(|c| self.data(c).clone()) {
            Some(InitData::Int(v)) => {
                if v == 0 {
                    let m = match self.str_value(msg) {
                        Some(s) => s.to_string(),
                        None => "(assert message is not a string)".to_string(),
                    };
                    self.errors
                        .push((Some(loc), format!("assertion failed: {m}")));
                }
            }
            _ => self.errors.push((
                Some(loc),
                "assert condition must of type bit, bits, or int.".to_string(),
            )),
        }
    }

    /// Records the output of a `dump`.
    pub fn dump_message(&mut self, loc: Span, msg: InitId) {
        match self.str_value(msg) {
            Some(s) => {
                let s = s.to_string();
                self.messages.push((false, loc, s));
            }
            None => self
                .errors
                .push((Some(loc), "dump value is not of type string".into())),
        }
    }

    // ----- types -----

    /// The type of a typed value (`None` for `?` and argument wrappers).
    pub fn ty_of(&self, id: InitId) -> Option<TyId> {
        Some(match self.data(id) {
            InitData::Unset | InitData::Null | InitData::Arg { .. } => return None,
            InitData::Bit(_) | InitData::VarBit { .. } => self.bit_ty,
            InitData::Bits(b) => *self.ty_map.get(&TyData::Bits(b.len() as u32))?,
            InitData::Int(_) | InitData::IsA { .. } | InitData::Exists { .. } => self.int_ty,
            InitData::Str { .. } | InitData::AnonName(_) => self.string_ty,
            InitData::List { elt, .. } => *self.ty_map.get(&TyData::List(*elt))?,
            InitData::Dag { .. } => self.dag_ty,
            InitData::Def(r) => self.rec(*r).def_ty.unwrap_or(self.any_rec_ty),
            InitData::VarDef { ty, .. }
            | InitData::Var { ty, .. }
            | InitData::Field { ty, .. }
            | InitData::UnOp { ty, .. }
            | InitData::BinOp { ty, .. }
            | InitData::TernOp { ty, .. }
            | InitData::Cond { ty, .. }
            | InitData::Instances { ty, .. }
            | InitData::Fold { ty, .. } => *ty,
        })
    }

    /// The type of a typed value, creating `bits<n>`/`list<T>` types as needed.
    pub fn type_of(&mut self, id: InitId) -> Option<TyId> {
        match self.data(id).clone() {
            InitData::Bits(b) => Some(self.bits_ty(b.len() as u32)),
            InitData::List { elt, .. } => Some(self.list_ty(elt)),
            _ => self.ty_of(id),
        }
    }

    /// Prints a type.
    pub fn ty_str(&self, t: TyId) -> String {
        let mut s = String::new();
        self.write_ty(t, &mut s);
        s
    }

    /// Appends a printed type to `out`.
    pub fn write_ty(&self, t: TyId, out: &mut String) {
        match self.ty_data(t) {
            TyData::Bit => out.push_str("bit"),
            TyData::Bits(n) => {
                use std::fmt::Write;
                let _ = write!(out, "bits<{n}>");
            }
            TyData::Int => out.push_str("int"),
            TyData::String => out.push_str("string"),
            TyData::Dag => out.push_str("dag"),
            TyData::List(e) => {
                out.push_str("list<");
                self.write_ty(*e, out);
                out.push('>');
            }
            TyData::Record(cs) => {
                if cs.len() == 1 {
                    self.write_unquoted(self.rec(cs[0]).name, out);
                } else {
                    out.push('{');
                    for (i, c) in cs.iter().enumerate() {
                        if i > 0 {
                            out.push_str(", ");
                        }
                        self.write_unquoted(self.rec(*c).name, out);
                    }
                    out.push('}');
                }
            }
        }
    }

    fn recty_is_subclass_of(&self, classes: &[RecId], c: RecId) -> bool {
        classes.iter().any(|&x| x == c || self.is_subclass_of(x, c))
    }

    /// LLVM's `typeIsConvertibleTo`.
    pub fn ty_convertible(&self, a: TyId, b: TyId) -> bool {
        if a == b {
            return true;
        }
        match (self.ty_data(a), self.ty_data(b)) {
            (TyData::Bit, TyData::Bit | TyData::Int) => true,
            (TyData::Bit, TyData::Bits(n)) => *n == 1,
            (TyData::Bits(n), TyData::Bits(m)) => n == m,
            (TyData::Bits(n), TyData::Bit) => *n == 1,
            (TyData::Bits(_), TyData::Int) => true,
            (TyData::Int, TyData::Bit | TyData::Bits(_) | TyData::Int) => true,
            (TyData::String, TyData::String) => true,
            (TyData::Dag, TyData::Dag) => true,
            (TyData::List(e), TyData::List(f)) => self.ty_convertible(*e, *f),
            (TyData::Record(cs), TyData::Record(ts)) => {
                ts.iter().all(|&t| self.recty_is_subclass_of(cs, t))
            }
            _ => false,
        }
    }

    /// LLVM's `typeIsA`.
    pub fn ty_is_a(&self, a: TyId, b: TyId) -> bool {
        if a == b {
            return true;
        }
        match (self.ty_data(a), self.ty_data(b)) {
            (TyData::List(e), TyData::List(f)) => self.ty_is_a(*e, *f),
            (TyData::Record(_), TyData::Record(_)) => self.ty_convertible(a, b),
            _ => false,
        }
    }

    /// LLVM's `resolveTypes`: a common type of two types.
    pub fn resolve_types(&mut self, a: TyId, b: TyId) -> Option<TyId> {
        if a == b {
            return Some(a);
        }
        if let (TyData::Record(c1), TyData::Record(_)) = (self.ty_data(a).clone(), self.ty_data(b))
        {
            let TyData::Record(c2) = self.ty_data(b).clone() else {
                unreachable!()
            };
            let mut common = Vec::new();
            let mut stack: Vec<RecId> = c1.to_vec();
            while let Some(r) = stack.pop() {
                if self.recty_is_subclass_of(&c2, r) {
                    common.push(r);
                } else {
                    stack.extend(self.direct_supers(r));
                }
            }
            return Some(self.record_ty(&common));
        }
        if self.ty_convertible(a, b) {
            return Some(b);
        }
        if self.ty_convertible(b, a) {
            return Some(a);
        }
        if let (TyData::List(e), TyData::List(f)) =
            (self.ty_data(a).clone(), self.ty_data(b).clone())
        {
            let n = self.resolve_types(e, f)?;
            return Some(self.list_ty(n));
        }
        None
    }

    /// The type of field `field` of a value whose type is a record type (or a def).
    pub fn field_type(&self, id: InitId, field: InitId) -> Option<TyId> {
        if let InitData::Def(r) = self.data(id) {
            return self.rec(*r).value(field).map(|v| v.ty);
        }
        let t = self.ty_of(id)?;
        if let TyData::Record(cs) = self.ty_data(t) {
            for &c in cs.iter() {
                if let Some(v) = self.rec(c).value(field) {
                    return Some(v.ty);
                }
            }
        }
        None
    }

    // ----- conversion -----

    /// LLVM's `convertInitializerTo`.
    pub fn convert_to(&mut self, id: InitId, ty: TyId) -> Option<InitId> {
        let tyd = self.ty_data(ty).clone();
        match self.data(id).clone() {
            InitData::Unset => Some(id),
            InitData::Bit(b) => match tyd {
                TyData::Bit => Some(id),
                TyData::Int => Some(self.int(b as i64)),
                TyData::Bits(1) => Some(self.bits(vec![id])),
                _ => None,
            },
            InitData::Bits(bits) => match tyd {
                TyData::Bit => (bits.len() == 1).then(|| bits[0]),
                TyData::Bits(n) => (n as usize == bits.len()).then_some(id),
                TyData::Int => {
                    let mut r: i64 = 0;
                    for (i, &b) in bits.iter().enumerate() {
                        match self.data(b) {
                            InitData::Bit(v) => {
                                if *v && i < 64 {
                                    r |= 1i64 << i;
                                }
                            }
                            _ => return None,
                        }
                    }
                    Some(self.int(r))
                }
                _ => None,
            },
            InitData::Int(v) => match tyd {
                TyData::Int => Some(id),
                TyData::Bit => (v == 0 || v == 1).then(|| self.bit(v != 0)),
                TyData::Bits(n) => {
                    let fits = match n {
                        0 => v == 0,
                        64.. => true,
                        _ => (v >> n) == 0 || (v >> (n - 1)) == -1,
                    };
                    if !fits {
                        return None;
                    }
                    let bits: Vec<InitId> = (0..n)
                        .map(|i| self.bit(i < 64 && (v & (1i64 << i)) != 0))
                        .collect();
                    Some(self.bits(bits))
                }
                _ => None,
            },
            InitData::Str { .. } => matches!(tyd, TyData::String).then_some(id),
            InitData::List { elems, elt } => {
                if let TyData::List(target) = tyd {
                    if target == elt {
                        return Some(id);
                    }
                    let mut out = Vec::with_capacity(elems.len());
                    let mut changed = false;
                    for &e in elems.iter() {
                        let c = self.convert_to(e, target)?;
                        changed |= c != e;
                        out.push(c);
                    }
                    if !changed {
                        return Some(id);
                    }
                    Some(self.list(out, target))
                } else {
                    None
                }
            }
            InitData::Def(_) => {
                if let TyData::Record(_) = tyd {
                    let t = self.ty_of(id)?;
                    self.ty_convertible(t, ty).then_some(id)
                } else {
                    None
                }
            }
            InitData::Arg { .. } => None,
            _ => {
                let t = self.ty_of(id)?;
                if t == ty || self.ty_is_a(t, ty) {
                    return Some(id);
                }
                if t == self.bit_ty && tyd == TyData::Bits(1) {
                    return Some(self.bits(vec![id]));
                }
                None
            }
        }
    }

    /// LLVM's `getCastTo`.
    pub fn cast_to(&mut self, id: InitId, ty: TyId) -> Option<InitId> {
        if matches!(self.data(id), InitData::Unset) {
            return Some(id);
        }
        let Some(t) = self.type_of(id) else {
            return self.convert_to(id, ty);
        };
        if t == ty || self.ty_is_a(t, ty) {
            return Some(id);
        }
        if let Some(c) = self.convert_to(id, ty) {
            return Some(c);
        }
        if !self.ty_convertible(t, ty) {
            return None;
        }
        let u = self.get(InitData::UnOp {
            op: UnOp::Cast,
            a: id,
            ty,
        });
        Some(self.fold_unop(u, None, false))
    }

    /// Bit `i` of a value.
    pub fn get_bit(&mut self, id: InitId, i: u32) -> InitId {
        match self.data(id).clone() {
            InitData::Unset | InitData::Bit(_) | InitData::VarBit { .. } => id,
            InitData::Bits(b) => b.get(i as usize).copied().unwrap_or(self.unset),
            InitData::Int(v) => self.bit(i < 64 && (v & (1i64 << i)) != 0),
            InitData::Var { ty, .. }
            | InitData::Field { ty, .. }
            | InitData::UnOp { ty, .. }
            | InitData::BinOp { ty, .. }
            | InitData::TernOp { ty, .. }
                if ty == self.bit_ty =>
            {
                id
            }
            _ => self.get(InitData::VarBit { var: id, bit: i }),
        }
    }

    /// `value{bits}` — selects bits (given most significant last, as stored).
    pub fn convert_bit_range(&mut self, id: InitId, bits: &[u32]) -> Option<InitId> {
        match self.data(id).clone() {
            InitData::Int(v) => {
                let mut out = Vec::new();
                for &b in bits {
                    if b >= 64 {
                        return None;
                    }
                    out.push(self.bit(v & (1i64 << b) != 0));
                }
                Some(self.bits(out))
            }
            InitData::Bits(bs) => {
                let mut out = Vec::new();
                for &b in bits {
                    out.push(*bs.get(b as usize)?);
                }
                Some(self.bits(out))
            }
            InitData::Unset | InitData::Arg { .. } => None,
            _ => {
                let t = self.ty_of(id)?;
                let TyData::Bits(n) = *self.ty_data(t) else {
                    return None;
                };
                let mut out = Vec::new();
                for &b in bits {
                    if b >= n {
                        return None;
                    }
                    out.push(self.get(InitData::VarBit { var: id, bit: b }));
                }
                Some(self.bits(out))
            }
        }
    }

    /// True when a value contains no references or stuck operations (false, too, for one
    /// nested past the stack budget, whose resolution reports that).
    pub fn is_concrete(&self, id: InitId) -> bool {
        if self.meta[id.0 as usize].closed {
            return true;
        }
        if crate::stack::exhausted() {
            return false;
        }
        match self.data(id) {
            InitData::Unset
            | InitData::Bit(_)
            | InitData::Int(_)
            | InitData::Str { .. }
            | InitData::Def(_)
            | InitData::AnonName(_) => true,
            InitData::Arg { value, .. } => self.is_concrete(*value),
            InitData::Bits(b) => is_concrete_list(self, b),
            InitData::List { elems, .. } => is_concrete_list(self, elems),
            InitData::Dag { op, args, .. } => {
                self.is_concrete(*op) && args.iter().all(|(a, _)| self.is_concrete(*a))
            }
            InitData::Cond { conds, vals, .. } => {
                is_concrete_list(self, conds) && is_concrete_list(self, vals)
            }
            InitData::Field { rec, field, .. } => match self.data(*rec) {
                InitData::Def(r) => self
                    .rec(*r)
                    .value(*field)
                    .is_some_and(|v| self.is_concrete(v.value)),
                _ => false,
            },
            _ => false,
        }
    }

    /// True when a value contains no `?`.
    pub fn is_complete(&self, id: InitId) -> bool {
        match self.data(id) {
            InitData::Unset => false,
            InitData::Arg { value, .. } => self.is_complete(*value),
            InitData::Bits(b) => b.iter().all(|&x| self.is_complete(x)),
            InitData::List { elems, .. } => elems.iter().all(|&x| self.is_complete(x)),
            InitData::Cond { conds, vals, .. } => {
                conds.iter().all(|&x| self.is_complete(x))
                    && vals.iter().all(|&x| self.is_complete(x))
            }
            // LLVM counts a !foldl that is not folded yet as incomplete.
            InitData::Fold { .. } => false,
            _ => true,
        }
    }

    // ----- resolution -----

    /// Substitutes variables in a value through `r`, folding what becomes foldable.
    #[inline]
    pub fn resolve(&mut self, id: InitId, r: &mut dyn Resolver) -> InitId {
        // Values without variables resolve to themselves, and so do values referring to
        // none of the variables a map substitutes: neither is walked.
        let meta = self.meta[id.0 as usize];
        if meta.closed || (!meta.sensitive && r.leaves_alone(&self.var_sets[meta.vars as usize])) {
            return id;
        }
        self.resolve_deep(id, r)
    }

    /// Resolution recurses through nested values and into the records they instantiate; it
    /// stops with an error where the stack budget of [`crate::stack`] runs out, or past
    /// [`MAX_INSTANTIATION_DEPTH`] nested instantiations.
    fn resolve_deep(&mut self, id: InitId, r: &mut dyn Resolver) -> InitId {
        let runaway = self.instantiating > MAX_INSTANTIATION_DEPTH;
        self.runaway |= runaway;
        if runaway || crate::stack::exhausted() {
            if self.fatal.is_none() {
                // A runaway instantiation is reported where it started (the statement being
                // evaluated), not at the innermost of its anonymous records.
                let at = FatalAt::of(if runaway { None } else { r.cur_rec() });
                self.fatal = Some((at, "value nested too deeply to resolve".into()));
            }
            return id;
        }
        self.resolve_inner(id, r)
    }

    fn resolve_inner(&mut self, id: InitId, r: &mut dyn Resolver) -> InitId {
        match self.data(id) {
            InitData::Unset
            | InitData::Bit(_)
            | InitData::Int(_)
            | InitData::Str { .. }
            | InitData::Def(_) => return id,
            InitData::Var { name, .. } => {
                let name = *name;
                return r.resolve(self, name).unwrap_or(id);
            }
            _ => {}
        }
        match self.data(id).clone() {
            InitData::Unset
            | InitData::Null
            | InitData::Bit(_)
            | InitData::Int(_)
            | InitData::Str { .. }
            | InitData::Def(_) => id,
            InitData::AnonName(n) => {
                let new = r.resolve(self, id).unwrap_or(id);
                if r.is_final()
                    && let InitData::AnonName(m) = *self.data(new)
                {
                    let _ = n;
                    return self.string(&format!("anonymous_{m}"));
                }
                new
            }
            InitData::Arg { value, aux } => {
                let nv = self.resolve(value, r);
                if nv != value {
                    self.get(InitData::Arg { value: nv, aux })
                } else {
                    id
                }
            }
            InitData::Bits(bits) => {
                let mut changed = false;
                let mut new_bits = Vec::with_capacity(bits.len());
                let mut cached: Option<(InitId, InitId)> = None;
                for &cur in bits.iter() {
                    let mut nb = if let InitData::VarBit { var, bit } = *self.data(cur) {
                        let resolved = match cached {
                            Some((v, res)) if v == var => res,
                            _ => {
                                let res = self.resolve(var, r);
                                cached = Some((var, res));
                                res
                            }
                        };
                        self.get_bit(resolved, bit)
                    } else {
                        let rr = self.resolve(cur, r);
                        self.get_bit(rr, 0)
                    };
                    if nb == self.unset && r.keep_unset_bits() {
                        nb = cur;
                    }
                    changed |= nb != cur;
                    new_bits.push(nb);
                }
                if changed { self.bits(new_bits) } else { id }
            }
            InitData::List { elems, elt } => {
                // Allocate only once an element actually changes.
                let mut out: Option<Vec<InitId>> = None;
                for (i, &e) in elems.iter().enumerate() {
                    let ne = self.resolve(e, r);
                    if let Some(o) = out.as_mut() {
                        o.push(ne);
                    } else if ne != e {
                        let mut o = Vec::with_capacity(elems.len());
                        o.extend_from_slice(&elems[..i]);
                        o.push(ne);
                        out = Some(o);
                    }
                }
                match out {
                    Some(o) => self.list(o, elt),
                    None => id,
                }
            }
            InitData::Dag { op, name, args } => {
                let mut out: Option<Vec<(InitId, Option<InitId>)>> = None;
                for (i, &(a, n)) in args.iter().enumerate() {
                    let na = self.resolve(a, r);
                    if let Some(o) = out.as_mut() {
                        o.push((na, n));
                    } else if na != a {
                        let mut o = Vec::with_capacity(args.len());
                        o.extend_from_slice(&args[..i]);
                        o.push((na, n));
                        out = Some(o);
                    }
                }
                let nop = self.resolve(op, r);
                match out {
                    Some(o) => self.dag(nop, name, o),
                    None if nop != op => self.dag(nop, name, args.to_vec()),
                    None => id,
                }
            }
            InitData::Var { name, .. } => r.resolve(self, name).unwrap_or(id),
            InitData::VarBit { var, bit } => {
                let nv = self.resolve(var, r);
                if nv != var { self.get_bit(nv, bit) } else { id }
            }
            InitData::VarDef { class, args, ty } => {
                let mut ur = TrackUnresolvedResolver {
                    inner: Some(r),
                    found: false,
                };
                let mut changed = false;
                let mut out = Vec::with_capacity(args.len());
                for &a in args.iter() {
                    let na = self.resolve(a, &mut ur);
                    changed |= na != a;
                    out.push(na);
                }
                if changed {
                    let new = self.get(InitData::VarDef {
                        class,
                        args: Arc::from(out),
                        ty,
                    });
                    if let Some(&loc) = self.vardef_locs.get(&id) {
                        self.vardef_locs.entry(new).or_insert(loc);
                    }
                    if !ur.found {
                        return self.instantiate(new);
                    }
                    return new;
                }
                id
            }
            InitData::Field { rec, field, ty } => {
                let nr = self.resolve(rec, r);
                if nr != rec {
                    let nty = self.field_type(nr, field).unwrap_or(ty);
                    let f = self.get(InitData::Field {
                        rec: nr,
                        field,
                        ty: nty,
                    });
                    return self.fold_field(f, r.cur_rec());
                }
                id
            }
            InitData::UnOp { op, a, ty } => {
                let na = self.resolve(a, r);
                if na != a || (r.is_final() && op == UnOp::Cast) {
                    let u = self.get(InitData::UnOp { op, a: na, ty });
                    return self.fold_unop(u, r.cur_rec(), r.is_final());
                }
                id
            }
            InitData::BinOp { op, l, r: rh, ty } => {
                let nl = self.resolve(l, r);
                // LLVM short-circuits `!and(0, x)` and `!or(-1, x)` whenever it resolves
                // them, whatever `x` is (the left operand converted to an int is the value),
                // before it resolves `x`: a `!cond` there without a true condition is no
                // error.
                if matches!(op, BinOp::And | BinOp::Or) {
                    match (op, self.as_int(nl)) {
                        (BinOp::And, Some(0)) => return self.int(0),
                        (BinOp::Or, Some(-1)) => return self.int(-1),
                        _ => {}
                    }
                }
                let nr = self.resolve(rh, r);
                if nl != l || nr != rh {
                    let b = self.get(InitData::BinOp {
                        op,
                        l: nl,
                        r: nr,
                        ty,
                    });
                    return self.fold_binop(b, r.cur_rec());
                }
                id
            }
            InitData::TernOp {
                op,
                l,
                m,
                r: rh,
                ty,
            } => {
                let nl = self.resolve(l, r);
                if op == TernOp::If && nl != l {
                    let it = self.int_ty;
                    if let Some(c) = self.convert_to(nl, it)
                        && let InitData::Int(v) = *self.data(c)
                    {
                        return if v != 0 {
                            self.resolve(m, r)
                        } else {
                            self.resolve(rh, r)
                        };
                    }
                }
                let nm = self.resolve(m, r);
                let nr = if op == TernOp::Foreach || op == TernOp::Filter {
                    let mut sr = ShadowResolver {
                        inner: r,
                        shadowed: vec![nl],
                    };
                    self.resolve(rh, &mut sr)
                } else {
                    self.resolve(rh, r)
                };
                if nl != l || nm != m || nr != rh {
                    let t = self.get(InitData::TernOp {
                        op,
                        l: nl,
                        m: nm,
                        r: nr,
                        ty,
                    });
                    return self.fold_ternop(t, r.cur_rec());
                }
                id
            }
            InitData::Cond { conds, vals, ty } => self.resolve_cond(id, (conds, vals, ty), r),
            InitData::Fold {
                start,
                list,
                a,
                b,
                expr,
                ty,
            } => {
                let ns = self.resolve(start, r);
                let nl = self.resolve(list, r);
                let ne = {
                    let mut sr = ShadowResolver {
                        inner: r,
                        shadowed: vec![a, b],
                    };
                    self.resolve(expr, &mut sr)
                };
                if ns == start && nl == list && ne == expr {
                    return id;
                }
                let f = self.get(InitData::Fold {
                    start: ns,
                    list: nl,
                    a,
                    b,
                    expr: ne,
                    ty,
                });
                self.fold_foldl(f, r.cur_rec())
            }
            InitData::IsA { check, e } => {
                let ne = self.resolve(e, r);
                if ne != e {
                    let x = self.get(InitData::IsA { check, e: ne });
                    return self.fold_isa(x);
                }
                id
            }
            InitData::Exists { check, e } => {
                let ne = self.resolve(e, r);
                if ne != e || r.is_final() {
                    let x = self.get(InitData::Exists { check, e: ne });
                    return self.fold_exists(x, r.cur_rec(), r.is_final());
                }
                id
            }
            InitData::Instances { elt, regex, ty } => {
                let nr = self.resolve(regex, r);
                if nr != regex || r.is_final() {
                    let x = self.get(InitData::Instances { elt, regex: nr, ty });
                    return self.fold_instances(x, r.cur_rec(), r.is_final());
                }
                id
            }
        }
    }

    /// Folds `!instances` once the regex is known (for defs only at their final resolution).
    pub fn fold_instances(&mut self, id: InitId, cur: Option<RecId>, is_final: bool) -> InitId {
        let InitData::Instances { elt, regex, .. } = *self.data(id) else {
            return id;
        };
        if cur.is_some() && !is_final {
            return id;
        }
        let Some(pattern) = self.str_value(regex).map(str::to_string) else {
            return id;
        };
        let re = match crate::regex::Regex::new(&pattern) {
            Ok(re) => re,
            Err(_) => {
                self.set_fatal_bare(cur, format!("invalid regex '{pattern}'"));
                return id;
            }
        };
        let class = self.classes.get(self.ty_str(elt).as_str()).copied();
        let mut picked = Vec::new();
        if let Some(c) = class {
            let mut defs: Vec<(String, RecId)> = self
                .defs
                .iter()
                .filter(|&(_, &d)| self.is_subclass_of(d, c))
                .map(|(n, &d)| (n.to_string(), d))
                .collect();
            defs.sort_by(|a, b| compare_numeric(&a.0, &b.0));
            for (name, d) in defs {
                if re.is_match(&name) {
                    picked.push(self.def_init(d));
                }
            }
        }
        self.list(picked, elt)
    }

    pub(crate) fn set_fatal(&mut self, rec: Option<RecId>, msg: String) {
        if self.fatal.is_none() {
            self.fatal = Some((FatalAt::of(rec), msg));
        }
    }

    /// Where LLVM reports an error of a fold: the location of the record being resolved
    /// (none outside a record).
    fn cur_loc(&self, cur: Option<RecId>) -> Option<Span> {
        cur.and_then(|r| self.rec(r).locs.first().copied())
    }

    /// A fatal error LLVM reports without a location.
    pub(crate) fn set_fatal_bare(&mut self, rec: Option<RecId>, msg: String) {
        if self.fatal.is_none() {
            self.fatal = Some((FatalAt::Nowhere(rec), msg));
        }
    }

    /// Instantiates an anonymous record from a fully resolved class reference.
    pub fn instantiate(&mut self, vd: InitId) -> InitId {
        if let Some(&d) = self.vardef_defs.get(&vd) {
            return d;
        }
        let InitData::VarDef { class, args, .. } = self.data(vd).clone() else {
            return vd;
        };
        if self.runaway {
            return vd;
        }
        let name = self.new_anon_name();
        let cls = self.rec(class);
        let targs = cls.targs.clone();
        let mut supers = Vec::with_capacity(cls.supers.len() + 1);
        supers.extend_from_slice(&cls.supers);
        let last = cls.locs.last().copied().unwrap_or_default();
        supers.push((class, last));
        let locs = match self.vardef_locs.get(&vd) {
            Some(&loc) => vec![loc],
            None => cls.locs.clone(),
        };
        let rec = Record {
            name,
            locs,
            kind: RecKind::AnonDef,
            targs: Vec::new(),
            values: cls.values.clone(),
            supers: Vec::new(),
            asserts: cls.asserts.clone(),
            dumps: cls.dumps.clone(),
            def_init: None,
            def_ty: None,
        };
        let nr = self.new_record(rec);
        let mut mr = MapResolver::new(Some(nr));
        for &ta in &targs {
            if let Some(idx) = self.rec(nr).value_index(ta) {
                let v = self.rec(nr).values[idx].value;
                mr.set(ta, v);
                self.rec_mut(nr).values.remove(idx);
            }
        }
        for &a in args.iter() {
            if let InitData::Arg { value, aux } = *self.data(a) {
                match aux {
                    ArgAux::Positional(i) => {
                        if let Some(&t) = targs.get(i as usize) {
                            mr.set(t, value);
                        }
                    }
                    ArgAux::Named(n) => mr.set(n, value),
                }
            }
        }
        self.instantiating += 1;
        self.resolve_record(nr, &mut mr);
        if !self.runaway {
            self.rec_mut(nr).supers = supers;
            self.resolve_record_final(nr, None);
        }
        self.instantiating -= 1;
        if self.runaway {
            if self.instantiating == 0 {
                self.runaway = false;
                if self.fatal.is_none() {
                    self.fatal = Some((FatalAt::Here, "value nested too deeply to resolve".into()));
                }
            }
            return vd;
        }
        let key = self.name_rc(nr);
        self.defs.insert(key, nr);
        self.check_record_assertions(nr);
        let d = self.def_init(nr);
        self.vardef_defs.insert(vd, d);
        d
    }

    /// Instantiates a class reference if all its arguments are resolved.
    pub fn fold_vardef(&mut self, vd: InitId) -> InitId {
        if let Some(&d) = self.vardef_defs.get(&vd) {
            return d;
        }
        let InitData::VarDef { args, .. } = self.data(vd).clone() else {
            return vd;
        };
        let mut tr = TrackUnresolvedResolver {
            inner: None,
            found: false,
        };
        for &a in args.iter() {
            self.resolve(a, &mut tr);
        }
        if !tr.found {
            return self.instantiate(vd);
        }
        vd
    }

    /// Folds `rec.field` when `rec` is a def whose field is concrete.
    pub fn fold_field(&mut self, id: InitId, cur: Option<RecId>) -> InitId {
        let InitData::Field { rec, field, .. } = *self.data(id) else {
            return id;
        };
        if let InitData::Def(d) = *self.data(rec) {
            if Some(d) == cur {
                let msg = format!(
                    "Attempting to access field '{}' of '{}' is a forbidden self-reference",
                    self.unquoted(field),
                    self.as_string(rec)
                );
                self.set_fatal(cur, msg);
                return id;
            }
            match self.rec(d).value(field) {
                Some(v) => {
                    let fv = v.value;
                    if self.is_concrete(fv) {
                        return fv;
                    }
                }
                None => {
                    let msg = format!(
                        "Cannot access field '{}' of value '{}'",
                        self.unquoted(field),
                        self.as_string(rec)
                    );
                    self.set_fatal(cur, msg);
                }
            }
        }
        id
    }

    pub(crate) fn as_int(&mut self, id: InitId) -> Option<i64> {
        let it = self.int_ty;
        let c = self.convert_to(id, it)?;
        match *self.data(c) {
            InitData::Int(v) => Some(v),
            _ => None,
        }
    }

    /// Folds a unary operator.
    pub fn fold_unop(&mut self, id: InitId, cur: Option<RecId>, is_final: bool) -> InitId {
        let InitData::UnOp { op, a, ty } = *self.data(id) else {
            return id;
        };
        let ad = self.data(a).clone();
        match op {
            UnOp::Repr => {
                if self.is_concrete(a) {
                    let s = if let InitData::Def(r) = ad {
                        let mut out = String::new();
                        crate::print::write_record(self, r, &mut out);
                        out
                    } else {
                        self.as_string(a)
                    };
                    return self.string(&s);
                }
            }
            UnOp::ToLower | UnOp::ToUpper => {
                if let InitData::Str { s, .. } = ad {
                    let v = if op == UnOp::ToLower {
                        s.to_ascii_lowercase()
                    } else {
                        s.to_ascii_uppercase()
                    };
                    return self.string(&v);
                }
            }
            UnOp::Cast => {
                let tyd = self.ty_data(ty).clone();
                if tyd == TyData::String {
                    match &ad {
                        InitData::Str { .. } => return a,
                        InitData::Def(_) => {
                            let s = self.as_string(a);
                            return self.string(&s);
                        }
                        _ => {
                            if let Some(v) = self.as_int(a) {
                                return self.string(&v.to_string());
                            }
                        }
                    }
                } else if let TyData::Record(_) = tyd
                    && let InitData::Str { s, .. } = &ad
                {
                    let mut d = self.defs.get(&**s).copied();
                    if d.is_none()
                        && let Some(c) = cur
                    {
                        let cname = self.rec(c).name;
                        let anon_match = match *self.data(cname) {
                            InitData::AnonName(n) => **s == *format!("anonymous_{n}"),
                            _ => false,
                        };
                        if a == cname || anon_match {
                            if !is_final {
                                return id;
                            }
                            d = Some(c);
                        }
                    }
                    let Some(d) = d else {
                        if is_final {
                            self.set_fatal(cur, format!("Undefined reference to record: '{s}'\n"));
                        }
                        return id;
                    };
                    let di = self.def_init(d);
                    let dt = self.ty_of(di).unwrap_or(self.any_rec_ty);
                    if !self.ty_is_a(dt, ty) {
                        let msg = format!(
                            "Expected type '{}', got '{}' in: {}\n",
                            self.ty_str(ty),
                            self.ty_str(dt),
                            self.as_string(id)
                        );
                        self.set_fatal(cur, msg);
                    }
                    return di;
                }
                if let Some(c) = self.convert_to(a, ty) {
                    return c;
                }
            }
            UnOp::Not => {
                if let Some(v) = self.as_int(a) {
                    return self.int(if v != 0 { 0 } else { 1 });
                }
            }
            UnOp::Head => {
                if let InitData::List { elems, .. } = &ad {
                    if let Some(&e) = elems.first() {
                        return e;
                    }
                    // LLVM only asserts here, and its release builds read past the list:
                    // where mlir-tblgen 22 does not crash on what it finds there, it is no
                    // value at all (a field whose whole value this is keeps none, an
                    // unselected `!cond` or `!if` arm drops it).
                    return self.null;
                }
            }
            UnOp::Tail => {
                if let InitData::List { elems, elt } = &ad {
                    if elems.is_empty() {
                        self.set_fatal(cur, "Empty list in tail".into());
                        return id;
                    }
                    return self.list(elems[1..].to_vec(), *elt);
                }
            }
            UnOp::Size => match &ad {
                InitData::List { elems, .. } => return self.int(elems.len() as i64),
                InitData::Dag { args, .. } => return self.int(args.len() as i64),
                InitData::Str { s, .. } => return self.int(crate::raw::byte_len(s) as i64),
                _ => {}
            },
            UnOp::Empty => match &ad {
                InitData::List { elems, .. } => return self.int(elems.is_empty() as i64),
                InitData::Dag { args, .. } => return self.int(args.is_empty() as i64),
                InitData::Str { s, .. } => return self.int(s.is_empty() as i64),
                _ => {}
            },
            UnOp::GetDagOp => {
                if let InitData::Dag { op: dop, .. } = &ad {
                    if let Some(t) = self.type_of(*dop)
                        && !self.ty_is_a(t, ty)
                    {
                        let msg = format!(
                            "Expected type '{}', got '{}' in: {}\n",
                            self.ty_str(ty),
                            self.ty_str(t),
                            self.as_string(id)
                        );
                        self.set_fatal(cur, msg);
                        return id;
                    }
                    return *dop;
                }
            }
            UnOp::GetDagOpName => {
                if let InitData::Dag { name, .. } = &ad {
                    // LLVM's fold gives the operator's name, which is no value at all when
                    // the dag has none: a field whose whole value this is keeps none (see
                    // `resolve_record`), and the parser unwinds as for a null `!cond`.
                    return name.unwrap_or(self.null);
                }
            }
            UnOp::Log2 => {
                if let Some(v) = self.as_int(a) {
                    if v <= 0 {
                        self.set_fatal(
                            cur,
                            "Illegal operation: logtwo is undefined on arguments less than or equal to 0".into(),
                        );
                        return id;
                    }
                    return self.int(63 - (v as u64).leading_zeros() as i64);
                }
            }
            UnOp::ListFlatten => {
                if let InitData::List { elems, .. } = &ad {
                    let InitData::List { elt: inner_ty, .. } = ad else {
                        return id;
                    };
                    let TyData::List(elt) = *self.ty_data(inner_ty) else {
                        return a;
                    };
                    let mut out = Vec::new();
                    for &e in elems.iter() {
                        match self.data(e) {
                            InitData::List { elems: inner, .. } => {
                                out.extend(inner.iter().copied())
                            }
                            _ => return id,
                        }
                    }
                    return self.list(out, elt);
                }
            }
            UnOp::Initialized => {
                if matches!(ad, InitData::Unset) {
                    return self.int(0);
                }
                if self.is_concrete(a) {
                    return self.int(1);
                }
            }
        }
        id
    }

    fn compare(&mut self, op: BinOp, l: InitId, r: InitId) -> Option<bool> {
        if let (Some(a), Some(b)) = (self.as_int(l), self.as_int(r)) {
            return Some(match op {
                BinOp::Eq => a == b,
                BinOp::Ne => a != b,
                BinOp::Le => a <= b,
                BinOp::Lt => a < b,
                BinOp::Ge => a >= b,
                _ => a > b,
            });
        }
        if let (InitData::Str { s: a, .. }, InitData::Str { s: b, .. }) =
            (self.data(l), self.data(r))
        {
            return Some(match op {
                BinOp::Eq => a == b,
                BinOp::Ne => a != b,
                BinOp::Le => a <= b,
                BinOp::Lt => a < b,
                BinOp::Ge => a >= b,
                _ => a > b,
            });
        }
        if matches!(op, BinOp::Eq | BinOp::Ne)
            && let (InitData::Def(a), InitData::Def(b)) = (self.data(l), self.data(r))
        {
            return Some((a == b) == (op == BinOp::Eq));
        }
        None
    }

    fn dag_arg_no(
        &mut self,
        dag: InitId,
        key: InitId,
        cur: Option<RecId>,
        what: &str,
    ) -> Option<usize> {
        let InitData::Dag { args, .. } = self.data(dag).clone() else {
            return None;
        };
        match self.data(key).clone() {
            InitData::Int(p) => {
                if p < 0 {
                    self.set_fatal(cur, format!("{what} index {p} is negative"));
                    return None;
                }
                if p as usize >= args.len() {
                    self.set_fatal(
                        cur,
                        format!(
                            "{what} index {p} is out of range (dag has {} arguments)",
                            args.len()
                        ),
                    );
                    return None;
                }
                Some(p as usize)
            }
            InitData::Str { s, .. } => {
                for (i, (_, n)) in args.iter().enumerate() {
                    if let Some(n) = n
                        && self.str_value(*n) == Some(&*s)
                    {
                        return Some(i);
                    }
                }
                self.set_fatal(cur, format!("{what} key '{s}' is not found"));
                None
            }
            _ => None,
        }
    }

    /// Folds a binary operator.
    pub fn fold_binop(&mut self, id: InitId, cur: Option<RecId>) -> InitId {
        let InitData::BinOp { op, l, r, ty } = *self.data(id) else {
            return id;
        };
        let ld = self.data(l).clone();
        let rd = self.data(r).clone();
        match op {
            BinOp::Concat => {
                if let (
                    InitData::Dag {
                        op: lo,
                        name: ln,
                        args: la,
                    },
                    InitData::Dag {
                        op: ro,
                        name: rn,
                        args: ra,
                    },
                ) = (&ld, &rd)
                {
                    let lok = matches!(self.data(*lo), InitData::Def(_) | InitData::Unset);
                    let rok = matches!(self.data(*ro), InitData::Def(_) | InitData::Unset);
                    if !lok || !rok {
                        return id;
                    }
                    let ldef = matches!(self.data(*lo), InitData::Def(_));
                    let rdef = matches!(self.data(*ro), InitData::Def(_));
                    if ldef && rdef && lo != ro {
                        let msg = format!(
                            "Concatenated Dag operators do not match: '{}' vs. '{}'",
                            self.as_string(l),
                            self.as_string(r)
                        );
                        self.set_fatal(cur, msg);
                        return id;
                    }
                    let o = if ldef {
                        *lo
                    } else if rdef {
                        *ro
                    } else {
                        self.unset
                    };
                    let mut args = la.to_vec();
                    args.extend(ra.iter().copied());
                    // The left dag's operator name, or else the right one's.
                    return self.dag(o, ln.or(*rn), args);
                }
            }
            BinOp::ListConcat => {
                if let (InitData::List { elems: a, elt }, InitData::List { elems: b, .. }) =
                    (&ld, &rd)
                {
                    let mut v = a.to_vec();
                    v.extend(b.iter().copied());
                    return self.list(v, *elt);
                }
            }
            BinOp::ListSplat => {
                if let (Some(t), InitData::Int(n)) = (self.type_of(l), &rd) {
                    if *n < 0 {
                        self.set_fatal(None, format!("!listsplat count {n} is negative"));
                        return id;
                    }
                    if *n > 10_000_000 {
                        self.set_fatal(cur, "list too large".into());
                        return id;
                    }
                    let v = vec![l; (*n).max(0) as usize];
                    return self.list(v, t);
                }
            }
            BinOp::ListRemove => {
                if let (InitData::List { elems: a, elt }, InitData::List { elems: b, .. }) =
                    (&ld, &rd)
                {
                    let mut out = Vec::new();
                    for &e in a.iter() {
                        let mut found = false;
                        for &f in b.iter() {
                            if self.compare(BinOp::Eq, e, f) == Some(true) {
                                found = true;
                                break;
                            }
                        }
                        if !found {
                            out.push(e);
                        }
                    }
                    return self.list(out, *elt);
                }
            }
            BinOp::ListElem => {
                if let (InitData::List { elems, .. }, InitData::Int(i)) = (&ld, &rd)
                    && *i >= 0
                    && (*i as usize) < elems.len()
                {
                    return elems[*i as usize];
                }
            }
            BinOp::ListSlice => {
                if let (InitData::List { elems, elt }, InitData::List { elems: idx, .. }) =
                    (&ld, &rd)
                {
                    let mut out = Vec::new();
                    for &i in idx.iter() {
                        match *self.data(i) {
                            InitData::Int(i) if i >= 0 && (i as usize) < elems.len() => {
                                out.push(elems[i as usize])
                            }
                            _ => return id,
                        }
                    }
                    return self.list(out, *elt);
                }
            }
            BinOp::RangeC => {
                if let (InitData::Int(s), InitData::Int(e)) = (&ld, &rd) {
                    let (s, e) = (*s, *e);
                    if s.abs_diff(e) > 10_000_000 {
                        self.set_fatal(cur, "range too large".into());
                        return id;
                    }
                    let v: Vec<i64> = if s <= e {
                        (s..=e).collect()
                    } else {
                        (e..=s).rev().collect()
                    };
                    let ids: Vec<InitId> = v.into_iter().map(|x| self.int(x)).collect();
                    let it = self.int_ty;
                    return self.list(ids, it);
                }
            }
            BinOp::StrConcat => {
                if let (InitData::Str { s: a, code: ca }, InitData::Str { s: b, code: cb }) =
                    (&ld, &rd)
                {
                    if a.len() + b.len() > MAX_STRING_LEN {
                        self.set_fatal(cur, "string too long".into());
                        return id;
                    }
                    let mut s = String::with_capacity(a.len() + b.len());
                    s.push_str(a);
                    s.push_str(b);
                    return self.string_fmt(&s, *ca || *cb);
                }
            }
            BinOp::Interleave => {
                if let (InitData::List { elems, elt }, InitData::Str { s: delim, .. }) = (&ld, &rd)
                {
                    if elems.is_empty() {
                        return self.string("");
                    }
                    let mut out = String::new();
                    if *self.ty_data(*elt) == TyData::String {
                        let mut code = false;
                        for (i, &e) in elems.iter().enumerate() {
                            let InitData::Str { s, code: c } = self.data(e) else {
                                return id;
                            };
                            if i > 0 {
                                out.push_str(delim);
                                code |= *c;
                            }
                            out.push_str(s);
                        }
                        return self.string_fmt(&out, code);
                    }
                    for (i, &e) in elems.iter().enumerate() {
                        let Some(v) = self.as_int(e) else {
                            return id;
                        };
                        if i > 0 {
                            out.push_str(delim);
                        }
                        out.push_str(&v.to_string());
                    }
                    return self.string(&out);
                }
            }
            BinOp::Eq | BinOp::Ne | BinOp::Le | BinOp::Lt | BinOp::Ge | BinOp::Gt => {
                if let Some(b) = self.compare(op, l, r) {
                    return self.bit(b);
                }
            }
            BinOp::GetDagArg => {
                if matches!(ld, InitData::Dag { .. })
                    && matches!(rd, InitData::Int(_) | InitData::Str { .. })
                {
                    let Some(n) = self.dag_arg_no(l, r, cur, "!getdagarg") else {
                        return id;
                    };
                    let InitData::Dag { args, .. } = &ld else {
                        unreachable!()
                    };
                    let arg = args[n].0;
                    if let Some(t) = self.type_of(arg)
                        && !self.ty_convertible(t, ty)
                    {
                        return self.unset;
                    }
                    return arg;
                }
            }
            BinOp::GetDagName => {
                if let (InitData::Dag { args, .. }, InitData::Int(p)) = (&ld, &rd) {
                    if *p < 0 || *p as usize >= args.len() {
                        self.errors.push((
                            self.cur_loc(cur),
                            format!(
                                "!getdagname index is out of range 0...{}: {p}",
                                args.len() as i64 - 1
                            ),
                        ));
                        return id;
                    }
                    return args[*p as usize].1.unwrap_or(self.unset);
                }
            }
            BinOp::SetDagOp => {
                if let (InitData::Dag { args, .. }, InitData::Def(_)) = (&ld, &rd) {
                    return self.dag(r, None, args.to_vec());
                }
            }
            BinOp::Match => {
                if let (InitData::Str { s: text, .. }, InitData::Str { s: pat, .. }) = (&ld, &rd) {
                    return match crate::regex::Regex::new(pat) {
                        Ok(re) => self.bit(re.is_match(text)),
                        Err(_) => {
                            self.set_fatal_bare(cur, format!("invalid regex '{pat}'"));
                            id
                        }
                    };
                }
            }
            BinOp::SetDagOpName => {
                if let InitData::Dag { op: o, args, .. } = &ld {
                    match &rd {
                        InitData::Str { .. } => return self.dag(*o, Some(r), args.to_vec()),
                        InitData::Unset => return self.dag(*o, None, args.to_vec()),
                        _ => {}
                    }
                }
            }
            BinOp::Add
            | BinOp::Sub
            | BinOp::Mul
            | BinOp::Div
            | BinOp::And
            | BinOp::Or
            | BinOp::Xor
            | BinOp::Shl
            | BinOp::Sra
            | BinOp::Srl => {
                if let (Some(a), Some(b)) = (self.as_int(l), self.as_int(r)) {
                    let v = match op {
                        BinOp::Add => a.wrapping_add(b),
                        BinOp::Sub => a.wrapping_sub(b),
                        BinOp::Mul => a.wrapping_mul(b),
                        BinOp::Div => {
                            if b == 0 {
                                self.set_fatal(cur, "Illegal operation: division by zero".into());
                                return id;
                            }
                            if a == i64::MIN && b == -1 {
                                self.set_fatal(cur, "Illegal operation: INT64_MIN / -1".into());
                                return id;
                            }
                            a / b
                        }
                        BinOp::And => a & b,
                        BinOp::Or => a | b,
                        BinOp::Xor => a ^ b,
                        BinOp::Shl | BinOp::Sra | BinOp::Srl if !(0..64).contains(&b) => {
                            self.set_fatal(cur, "Illegal operation: out of bounds shift".into());
                            return id;
                        }
                        BinOp::Shl => ((a as u64) << b) as i64,
                        BinOp::Sra => a >> b,
                        _ => ((a as u64) >> b) as i64,
                    };
                    return self.int(v);
                }
            }
        }
        id
    }

    fn item_apply(
        &mut self,
        var: InitId,
        item: InitId,
        body: InitId,
        cur: Option<RecId>,
    ) -> InitId {
        let mut mr = MapResolver::new(cur);
        mr.set(var, item);
        self.resolve(body, &mut mr)
    }

    fn foreach_dag(
        &mut self,
        var: InitId,
        dag: InitId,
        body: InitId,
        cur: Option<RecId>,
    ) -> InitId {
        let InitData::Dag { op, args, .. } = self.data(dag).clone() else {
            return dag;
        };
        if crate::stack::exhausted() {
            self.set_fatal(cur, "value nested too deeply to resolve".into());
            return dag;
        }
        let mut change = false;
        let v = self.item_apply(var, op, body, cur);
        if v != op {
            change = true;
        }
        let mut out = Vec::new();
        for &(a, n) in args.iter() {
            let na = if matches!(self.data(a), InitData::Dag { .. }) {
                self.foreach_dag(var, a, body, cur)
            } else {
                self.item_apply(var, a, body, cur)
            };
            change |= na != a;
            out.push((na, n));
        }
        if change { self.dag(v, None, out) } else { dag }
    }

    /// Folds a ternary operator.
    pub fn fold_ternop(&mut self, id: InitId, cur: Option<RecId>) -> InitId {
        let InitData::TernOp { op, l, m, r, ty } = *self.data(id) else {
            return id;
        };
        let ld = self.data(l).clone();
        let md = self.data(m).clone();
        let rd = self.data(r).clone();
        match op {
            TernOp::Subst => {
                if let (InitData::Def(_), InitData::Def(_), InitData::Def(_)) = (&ld, &md, &rd) {
                    return if self.as_string(l) == self.as_string(r) {
                        m
                    } else {
                        r
                    };
                }
                if let (
                    InitData::Var { .. },
                    InitData::Var { name: mn, .. },
                    InitData::Var { name: rn, .. },
                ) = (&ld, &md, &rd)
                {
                    let name = if self.as_string(l) == self.as_string(r) {
                        *mn
                    } else {
                        *rn
                    };
                    return self.var(name, ty);
                }
                if let (
                    InitData::Str { s: a, .. },
                    InitData::Str { s: b, .. },
                    InitData::Str { s: c, .. },
                ) = (&ld, &md, &rd)
                {
                    let mut val = c.to_string();
                    if !a.is_empty() {
                        let mut idx = 0;
                        while let Some(found) = val[idx..].find(&**a) {
                            let at = idx + found;
                            val.replace_range(at..at + a.len(), b);
                            idx = at + b.len();
                        }
                    } else {
                        // Replacing the empty string inserts the replacement at every position.
                        let mut out = String::new();
                        for ch in val.chars() {
                            out.push_str(b);
                            out.push(ch);
                        }
                        out.push_str(b);
                        val = out;
                    }
                    return self.string(&val);
                }
            }
            TernOp::Foreach => {
                if matches!(md, InitData::Dag { .. }) {
                    return self.foreach_dag(l, m, r, cur);
                }
                if let InitData::List { elems, .. } = &md {
                    let TyData::List(elt) = *self.ty_data(ty) else {
                        return id;
                    };
                    let mut out = Vec::with_capacity(elems.len());
                    for &e in elems.iter() {
                        out.push(self.item_apply(l, e, r, cur));
                    }
                    return self.list(out, elt);
                }
            }
            TernOp::Filter => {
                if let InitData::List { elems, .. } = &md {
                    let TyData::List(elt) = *self.ty_data(ty) else {
                        return id;
                    };
                    let mut out = Vec::new();
                    for &e in elems.iter() {
                        let inc = self.item_apply(l, e, r, cur);
                        match self.as_int(inc) {
                            Some(v) => {
                                if v != 0 {
                                    out.push(e)
                                }
                            }
                            None => return id,
                        }
                    }
                    return self.list(out, elt);
                }
            }
            TernOp::If => {
                if let Some(v) = self.as_int(l) {
                    return if v != 0 { m } else { r };
                }
            }
            TernOp::Dag => {
                let ml = matches!(md, InitData::List { .. });
                let rl = matches!(rd, InitData::List { .. });
                let mok = ml || matches!(md, InitData::Unset);
                let rok = rl || matches!(rd, InitData::Unset);
                if matches!(md, InitData::Unset) && matches!(rd, InitData::Unset) {
                    return id;
                }
                let ms = if let InitData::List { elems, .. } = &md {
                    Some(elems.clone())
                } else {
                    None
                };
                let rs = if let InitData::List { elems, .. } = &rd {
                    Some(elems.clone())
                } else {
                    None
                };
                if mok && rok {
                    if let (Some(a), Some(b)) = (&ms, &rs)
                        && a.len() != b.len()
                    {
                        return id;
                    }
                    let size = ms
                        .as_ref()
                        .map(|x| x.len())
                        .or(rs.as_ref().map(|x| x.len()))
                        .unwrap_or(0);
                    let mut children = Vec::with_capacity(size);
                    for i in 0..size {
                        let node = ms.as_ref().map(|x| x[i]).unwrap_or(self.unset);
                        let name = rs.as_ref().map(|x| x[i]).unwrap_or(self.unset);
                        match self.data(name) {
                            InitData::Str { .. } => children.push((node, Some(name))),
                            InitData::Unset => children.push((node, None)),
                            _ => return id,
                        }
                    }
                    return self.dag(l, None, children);
                }
            }
            TernOp::Range => {
                if let (InitData::Int(s), InitData::Int(e), InitData::Int(st)) = (&ld, &md, &rd) {
                    let (s, e, st) = (*s, *e, *st);
                    if st == 0 {
                        self.errors
                            .push((self.cur_loc(cur), "Step of !range can't be 0".into()));
                        return id;
                    }
                    let count = if (s < e && st > 0) || (s > e && st < 0) {
                        ((e as i128 - s as i128) / st as i128).unsigned_abs()
                    } else {
                        0
                    };
                    if count > 10_000_000 {
                        self.set_fatal(cur, "range too large".into());
                        return id;
                    }
                    let mut v = Vec::new();
                    let mut i = s;
                    if s < e && st > 0 {
                        while i < e {
                            v.push(i);
                            i = match i.checked_add(st) {
                                Some(x) => x,
                                None => break,
                            };
                        }
                    } else if s > e && st < 0 {
                        while i > e {
                            v.push(i);
                            i = match i.checked_add(st) {
                                Some(x) => x,
                                None => break,
                            };
                        }
                    }
                    let ids: Vec<InitId> = v.into_iter().map(|x| self.int(x)).collect();
                    let it = self.int_ty;
                    return self.list(ids, it);
                }
            }
            TernOp::Substr => {
                if let (InitData::Str { s, code }, InitData::Int(start), InitData::Int(len)) =
                    (&ld, &md, &rd)
                {
                    let bytes = crate::raw::encode(s);
                    let size = bytes.len() as i64;
                    if *start < 0 || *start > size {
                        self.errors.push((
                            self.cur_loc(cur),
                            format!("!substr start position is out of range 0...{size}: {start}"),
                        ));
                        return id;
                    }
                    if *len < 0 {
                        self.errors.push((
                            self.cur_loc(cur),
                            "!substr length must be nonnegative".into(),
                        ));
                        return id;
                    }
                    let st = *start as usize;
                    let en = st
                        .saturating_add((*len).min(size) as usize)
                        .min(bytes.len());
                    let sub = crate::raw::decode(&bytes[st..en]);
                    return self.string_fmt(&sub, *code);
                }
            }
            TernOp::Find => {
                if let (InitData::Str { s, .. }, InitData::Str { s: t, .. }, InitData::Int(start)) =
                    (&ld, &md, &rd)
                {
                    let (s, t) = (crate::raw::encode(s), crate::raw::encode(t));
                    let size = s.len() as i64;
                    if *start < 0 || *start > size {
                        self.errors.push((
                            self.cur_loc(cur),
                            format!("!find start position is out of range 0...{size}: {start}"),
                        ));
                        return id;
                    }
                    let st = *start as usize;
                    return match s[st..]
                        .windows(t.len().max(1))
                        .position(|w| t.is_empty() || w == t.as_slice())
                    {
                        Some(p) => self.int((st + p) as i64),
                        None if t.is_empty() => self.int(st as i64),
                        None => self.int(-1),
                    };
                }
            }
            TernOp::SetDagArg | TernOp::SetDagName => {
                if let InitData::Dag { op: o, name, args } = &ld
                    && matches!(md, InitData::Int(_) | InitData::Str { .. })
                {
                    let what = if op == TernOp::SetDagArg {
                        "!setdagarg"
                    } else {
                        "!setdagname"
                    };
                    let Some(n) = self.dag_arg_no(l, m, cur, what) else {
                        return id;
                    };
                    let mut a = args.to_vec();
                    if op == TernOp::SetDagArg {
                        a[n].0 = r;
                    } else {
                        a[n].1 = matches!(rd, InitData::Str { .. }).then_some(r);
                    }
                    return self.dag(*o, *name, a);
                }
            }
        }
        id
    }

    /// Resolves a `!cond`'s conditions and values, then folds it.
    fn resolve_cond(
        &mut self,
        id: InitId,
        (conds, vals, ty): (Arc<[InitId]>, Arc<[InitId]>, TyId),
        r: &mut dyn Resolver,
    ) -> InitId {
        let mut changed = false;
        let mut nc = Vec::with_capacity(conds.len());
        for &c in conds.iter() {
            let x = self.resolve(c, r);
            changed |= x != c;
            nc.push(x);
        }
        let mut nv = Vec::with_capacity(vals.len());
        // A value that is itself a `!cond` folding to no value: LLVM keeps the null
        // and only fails if the fold picks it, so its error waits for the fold.
        let mut null_arm = None;
        for (i, &v) in vals.iter().enumerate() {
            let was_fatal = self.fatal.is_some();
            self.null_cond = None;
            let x = self.resolve(v, r);
            if !was_fatal && null_arm.is_none() && self.null_cond == Some(x) {
                null_arm = Some((i, self.fatal.take()));
            }
            changed |= x != v;
            nv.push(x);
        }
        if changed {
            // The arm LLVM's fold takes: the first whose condition is not 0, if that
            // condition is an int (else the fold waits).
            let taken = nc
                .iter()
                .position(|&k| self.as_int(k) != Some(0))
                .filter(|&k| self.as_int(nc[k]).is_some());
            let c = self.get(InitData::Cond {
                conds: Arc::from(nc),
                vals: Arc::from(nv),
                ty,
            });
            self.null_cond = None;
            let folded = self.fold_cond(c, r.cur_rec());
            if let Some((i, fatal)) = null_arm
                && self.fatal.is_none()
                && (taken == Some(i) || taken.is_none())
            {
                self.fatal = fatal;
            }
            return folded;
        }
        id
    }

    /// Folds `!cond`.
    pub fn fold_cond(&mut self, id: InitId, cur: Option<RecId>) -> InitId {
        let InitData::Cond { conds, vals, ty } = self.data(id).clone() else {
            return id;
        };
        for (i, &c) in conds.iter().enumerate() {
            match self.as_int(c) {
                Some(v) => {
                    if v != 0 {
                        if let Some(v) = self.convert_to(vals[i], ty) {
                            return v;
                        }
                        // LLVM's fold yields no value here: a field whose whole value this is
                        // keeps none (see `resolve_record`); anywhere else LLVM cannot recover.
                        self.null_cond = Some(id);
                        let msg = format!(
                            "!cond value '{}' does not convert to '{}'",
                            self.as_string(vals[i]),
                            self.ty_str(ty)
                        );
                        self.set_fatal(cur, msg);
                        return id;
                    }
                }
                None => return id,
            }
        }
        let name = match cur {
            Some(c) => self.name_of(c),
            None if self.in_parse_rec => ".parse".to_string(),
            None => String::new(),
        };
        let msg = format!(
            "{name} does not have any true condition in:{}",
            self.as_string(id)
        );
        self.set_fatal(cur, msg);
        id
    }

    /// Folds `!foldl`.
    pub fn fold_foldl(&mut self, id: InitId, cur: Option<RecId>) -> InitId {
        let InitData::Fold {
            start,
            list,
            a,
            b,
            expr,
            ..
        } = *self.data(id)
        else {
            return id;
        };
        if let InitData::List { elems, .. } = self.data(list).clone() {
            let mut acc = start;
            for &e in elems.iter() {
                let mut mr = MapResolver::new(cur);
                mr.set(a, acc);
                mr.set(b, e);
                acc = self.resolve(expr, &mut mr);
                if self.fatal.is_some() {
                    break;
                }
            }
            return acc;
        }
        id
    }

    /// Folds `!isa`.
    pub fn fold_isa(&mut self, id: InitId) -> InitId {
        let InitData::IsA { check, e } = *self.data(id) else {
            return id;
        };
        if let Some(t) = self.type_of(e) {
            if self.ty_convertible(t, check) {
                return self.int(1);
            }
            if matches!(self.ty_data(check), TyData::Record(_)) {
                if (!self.ty_convertible(check, t) && self.is_concrete(e))
                    || matches!(self.data(e), InitData::Def(_))
                {
                    return self.int(0);
                }
            } else {
                return self.int(0);
            }
        }
        id
    }

    /// Folds `!exists`.
    pub fn fold_exists(&mut self, id: InitId, cur: Option<RecId>, is_final: bool) -> InitId {
        let InitData::Exists { check, e } = *self.data(id) else {
            return id;
        };
        if let InitData::Str { s, .. } = self.data(e).clone() {
            if let Some(&d) = self.defs.get(&*s) {
                let di = self.def_init(d);
                let t = self.ty_of(di).unwrap_or(self.any_rec_ty);
                let v = self.ty_is_a(t, check);
                return self.int(v as i64);
            }
            if let Some(c) = cur {
                let cname = self.rec(c).name;
                let anon_match = match *self.data(cname) {
                    InitData::AnonName(n) => *s == *format!("anonymous_{n}"),
                    _ => false,
                };
                if e == cname || anon_match {
                    if !is_final {
                        return id;
                    }
                    let t = self.rec_type(c);
                    let v = self.ty_is_a(t, check);
                    return self.int(v as i64);
                }
            }
            if is_final {
                return self.int(0);
            }
        }
        id
    }

    // ----- printing -----

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

    fn write_unquoted(&self, id: InitId, out: &mut String) {
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
                let name = match op {
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
                    BinOp::GetDagArg => {
                        out.push_str("!getdagarg<");
                        out.push_str(&self.ty_str(*ty));
                        out.push('>');
                        ""
                    }
                };
                out.push_str(name);
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
        }
    }
}

impl Cx {
    /// Appends a name init without quotes.
    pub fn write_unquoted_name(&self, id: InitId, out: &mut String) {
        self.write_unquoted(id, out);
    }
}
