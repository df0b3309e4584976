//! The ids of the IR: `Copy` handles to operations, blocks, regions and values in the
//! context's arenas, and interned operation names. They are what every layer above the IR
//! passes around, and what the change notifications of [`crate::listener`] and the errors of
//! [`crate::op_error`] name, without the arenas behind them.

/// An interned operation name (`"arith.addi"`), registered or not. Names are interned by
/// the `ir` layer (every operation has one); what is registered for a name lives in
/// [`crate::registry`].
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct OperationName(pub(crate) u32);

macro_rules! id_type {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        ///
        /// The id carries its slot's generation: an erased entity's slot is reused, and its
        /// generation advances when it is freed, so an id kept past the erasure is caught
        /// (the context's accessors panic on it, and [`crate::ir::views::OpRef::is_alive`] says
        /// false for an operation) and never reaches the slot's new occupant.
        #[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
        pub struct $name {
            pub(crate) slot: u32,
            pub(crate) generation: u32,
        }

        impl $name {
            /// The arena index behind this id (stable while the entity lives; a later entity
            /// may reuse it).
            pub fn index(self) -> usize {
                self.slot as usize
            }
        }
    };
}

id_type!(
    /// An operation in the context's arena.
    OpId
);
id_type!(
    /// A block in the context's arena.
    BlockId
);
id_type!(
    /// A region in the context's arena.
    RegionId
);

/// An SSA value: an operation result or a block argument. Value slots are never reused (an
/// erased operation's results keep theirs), so a value needs no generation.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Value(pub(crate) u32);

impl Value {
    /// The arena index behind this value.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}
