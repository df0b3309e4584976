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
}

mod binop;
mod resolve;
mod resolver;
mod ternop;
mod types;
mod unop;
mod write;

pub use resolver::*;
