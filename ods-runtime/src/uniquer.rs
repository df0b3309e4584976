//! The `Uniquer`: the arenas behind the handles of [`crate::handles`] (the contents of every
//! type, attribute, location and identifier of a [`Context`]) and the hooks dialects
//! register for their types and attributes.
//!
//! A handle is an index into an arena of contents; a hash map from content to index makes
//! sure equal contents get the same handle, so handles compare by identity. The uniquer is
//! shared by the threads of a pass manager: it is filled through shared references.

use std::hash::{BuildHasher, Hash};
use std::sync::Mutex;
use std::sync::atomic::AtomicU64;

use append_only_vec::AppendOnlyVec;
use hashbrown::HashTable;

use crate::Context;
use crate::attributes::AttrKind;
use crate::location::LocKind;
use crate::types::TypeKind;

/// One arena of uniqued values of type `T`, filled through a shared reference.
///
/// Items live in an [`AppendOnlyVec`], whose chunks never move once allocated, so a `&T`
/// handed out by [`Interner::get`] stays valid while later calls add items: that is what
/// lets `&Context` create types and attributes (a verifier or a format's type transform
/// holds only `&Context`). The hash table holds indices into the arena, so each value is
/// stored once. It is cut into [`SHARDS`] tables by the values' hashes, each in a
/// [`Mutex`] held only inside `intern` and `lookup`, which call nothing but `T`'s `Hash`
/// and `Eq`, so the borrow never nests; threads parsing or rewriting at once mostly take
/// different locks, and equal values still meet in one table.
///
/// Each table entry keeps 32 bits of its value's hash beside the index. Growing the table
/// then never hashes a value again (a dense elements attribute hashes all its data), and a
/// probe compares values only when those bits agree.
pub(crate) struct Interner<T> {
    items: AppendOnlyVec<T>,
    shards: [Shard; SHARDS],
    hasher: foldhash::fast::RandomState,
}

/// One table of an [`Interner`], on a cache line of its own: threads taking the locks of
/// neighbouring tables do not take each other's line.
#[repr(align(64))]
struct Shard(Mutex<HashTable<(u32, u32)>>);

/// How many tables an [`Interner`] is cut into.
const SHARDS: usize = 16;

/// The table's 64-bit hash from the 32 bits an entry keeps. Multiplying by an odd constant
/// keeps it one-to-one and carries every bit into the top ones, which the table uses for its
/// control bytes.
fn spread(hash: u32) -> u64 {
    u64::from(hash).wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

impl<T> Default for Interner<T> {
    fn default() -> Self {
        Interner {
            items: AppendOnlyVec::new(),
            shards: std::array::from_fn(|_| Shard(Mutex::new(HashTable::new()))),
            hasher: foldhash::fast::RandomState::default(),
        }
    }
}

impl<T> Interner<T> {
    /// The table of values with hash `short`, locked. A panic while it was held cannot
    /// leave it inconsistent (a table is changed only by one `insert_unique` after the item
    /// is stored), so a poisoned lock is taken as it is.
    fn table(&self, short: u32) -> std::sync::MutexGuard<'_, HashTable<(u32, u32)>> {
        // The top bits: the table's own probing starts from the bits `spread` carries up.
        self.shards[(short >> 28) as usize % SHARDS]
            .0
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// The id of the entry with hash `short` that `eq` accepts, in the locked `table`.
    fn find_in(
        &self,
        table: &HashTable<(u32, u32)>,
        short: u32,
        eq: impl Fn(&T) -> bool,
    ) -> Option<u32> {
        table
            .find(spread(short), |&(h, id)| {
                h == short && eq(&self.items[id as usize])
            })
            .map(|&(_, id)| id)
    }

    /// The id of the value with hash `short` that `eq` accepts, adding `make()` when there
    /// is none. Looking up and adding happen under one lock, so two threads interning equal
    /// values get one id.
    fn find_or_push(&self, short: u32, eq: impl Fn(&T) -> bool, make: impl FnOnce() -> T) -> u32 {
        let mut table = self.table(short);
        match self.find_in(&table, short, eq) {
            Some(id) => id,
            None => self.push_locked(&mut table, short, make()),
        }
    }

    /// Adds `value`, known to be new, with hash `short`, to the locked `table`.
    fn push_locked(&self, table: &mut HashTable<(u32, u32)>, short: u32, value: T) -> u32 {
        let id = self.items.push(value) as u32;
        table.insert_unique(spread(short), (short, id), |&(h, _)| spread(h));
        id
    }
}

impl<T: Eq + Hash> Interner<T> {
    pub(crate) fn intern(&self, value: T) -> u32 {
        let short = self.hasher.hash_one(&value) as u32;
        let mut table = self.table(short);
        if let Some(id) = self.find_in(&table, short, |x| *x == value) {
            return id;
        }
        self.push_locked(&mut table, short, value)
    }

    pub(crate) fn get(&self, id: u32) -> &T {
        &self.items[id as usize]
    }

    /// Adds `value` without entering it in the hash tables: for values uniqued by a table
    /// of their own (see [`Uniquer::loc_attrs`]), which never meet `intern`.
    pub(crate) fn push_unindexed(&self, value: T) -> u32 {
        self.items.push(value) as u32
    }

    /// How many values were interned; their ids are `0..len`.
    pub(crate) fn len(&self) -> u32 {
        self.items.len() as u32
    }
}

impl Interner<Box<str>> {
    /// [`Interner::intern`] for a string, allocating only when it is new.
    pub(crate) fn intern_str(&self, value: &str) -> u32 {
        // `Box<str>` hashes as the `str` it holds.
        let short = self.hasher.hash_one(value) as u32;
        self.find_or_push(short, |x| **x == *value, || value.into())
    }

    /// The id of `value`, if it was interned.
    pub(crate) fn lookup_str(&self, value: &str) -> Option<u32> {
        let short = self.hasher.hash_one(value) as u32;
        self.find_in(&self.table(short), short, |x| **x == *value)
    }
}

/// Storage behind the [`crate::Type`], [`crate::Attribute`], [`crate::Location`] and
/// [`crate::Identifier`] handles of a context, and what registration keeps beside it.
#[derive(Default)]
pub(crate) struct Uniquer {
    /// Tells this uniquer from every other of the process, so that what is built from its
    /// handles can be cached and recognized (see [`Context::registration_key`]).
    pub(crate) id: UniquerId,
    pub(crate) types: Interner<TypeKind>,
    pub(crate) attrs: Interner<AttrKind>,
    pub(crate) locs: Interner<LocKind>,
    /// The attribute wrapping each location (by location index, the attribute's id plus
    /// one; 0 when it was not made). Location attributes are uniqued here, not in `attrs`'
    /// hash tables: every operation has a location, most are distinct, and bytecode refers
    /// to them as attributes, so a file of many operations makes as many wrappers; an
    /// index beats hashing them.
    pub(crate) loc_attrs: Mutex<Vec<u32>>,
    /// The string attribute (of no type) holding each identifier's text, by identifier
    /// index, as `loc_attrs` holds them; a cache of what `attrs` interned, which the
    /// bytecode writer asks for every file location.
    pub(crate) ident_attrs: Mutex<Vec<u32>>,
    /// The other way: the identifier of each string attribute's text asked for (by
    /// attribute id). Reading bytecode asks it for every file location.
    pub(crate) attr_idents: Mutex<foldhash::HashMap<u32, u32>>,
    pub(crate) idents: Interner<Box<str>>,
    /// How many distinct attributes were created (their unique ids).
    pub(crate) distinct_count: AtomicU64,
    /// Per dialect: how its types and attributes parse.
    pub(crate) parse_hooks: crate::dialect_storage::DialectParseHooks,
}

/// A number no other [`Uniquer`] of the process has.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct UniquerId(u64);

impl Default for UniquerId {
    fn default() -> Self {
        static NEXT: AtomicU64 = AtomicU64::new(0);
        UniquerId(NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed))
    }
}

impl Context {
    /// The uniquer, for a registration to change what it keeps beside the uniqued values
    /// (parse and print hooks, interface models). Registration happens before passes run
    /// on threads: a context whose uniquer a thread shares cannot register.
    pub(crate) fn uniquer_mut(&mut self) -> &mut Uniquer {
        std::sync::Arc::get_mut(&mut self.uniquer)
            .expect("registration while passes run on threads: register dialects before")
    }
}
