//! `mlir/Interfaces/MemorySlotInterfaces.td`: the op interfaces of memory slot promotion
//! (`PromotableAllocationOpInterface`, `PromotableMemOpInterface`,
//! `PromotableOpInterface`) and destructuring (`DestructurableAllocationOpInterface`,
//! `SafeMemorySlotAccessOpInterface`, `DestructurableAccessorOpInterface`), and the type
//! interface of destructurable aggregates (`DestructurableTypeInterface`), which dialect
//! types implement.
//!
//! Upstream's structs are mirrored here ([`MemorySlot`], [`DestructurableMemorySlot`],
//! [`DeletionKind`]); a use (`OpOperand *`) is an [`OpOperandRef`], a set of uses or of
//! indices is a slice (an output set a `Vec` to push to), and a map from indices is a list
//! of pairs in the order the op gives. The methods building IR take the runtime's builder
//! in place of the context, first. No pass of the runtime promotes or destructures slots
//! yet; the interfaces let ops state how they would be.

use super::data_layout::DataLayout;
use super::op_interface;
use crate::builder::OpBuilder;
use crate::dialect_storage::{DefView, InterfaceModel, TypeInterfaceView};
use crate::ir::{OpId, OpOperandRef, Value};
use crate::{Attribute, Context, Type};

/// A memory slot: a pointer to memory holding one value of `elem_type` (MLIR's
/// `MemorySlot`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct MemorySlot {
    /// The pointer to the slot.
    pub ptr: Value,
    /// The type of the value the slot holds.
    pub elem_type: Type,
}

/// A memory slot holding an aggregate, with the type of each of its sub-elements by index
/// (MLIR's `DestructurableMemorySlot`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DestructurableMemorySlot {
    /// The slot.
    pub slot: MemorySlot,
    /// The type of each sub-element, by index attribute.
    pub subelement_types: Vec<(Attribute, Type)>,
}

/// What to do with an op once its blocking uses are removed (MLIR's `DeletionKind`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum DeletionKind {
    /// Keep the op.
    Keep,
    /// Delete the op.
    Delete,
}

op_interface! {
    /// `PromotableAllocationOpInterface`: the op allocates memory slots that can be
    /// promoted into SSA values.
    pub struct PromotableAllocationOpInterface, trait PromotableAllocationOpInterfaceImpl, model PromotableAllocationOpInterfaceModel {
        /// `getPromotableSlots`: the slots the op owns for which promotion should be
        /// attempted.
        fn get_promotable_slots(self, ctx: &Context) -> Vec<MemorySlot>;
        /// `getDefaultValue`: builds the value of the slot before any store to it.
        fn get_default_value(self, b: &mut OpBuilder<'_>, slot: &MemorySlot) -> Value;
        /// `handleBlockArgument`: hook for a block argument added to carry the slot's
        /// value.
        fn handle_block_argument(self, b: &mut OpBuilder<'_>, slot: &MemorySlot, argument: Value) -> ();
        /// `handlePromotionComplete`: hook once the slot is promoted, with its default
        /// value; returns a new allocator to promote, if the op was replaced by one.
        fn handle_promotion_complete(
            self,
            b: &mut OpBuilder<'_>,
            slot: &MemorySlot,
            default_value: Option<Value>,
        ) -> Option<PromotableAllocationOpInterface>;
    }
}

op_interface! {
    /// `PromotableMemOpInterface`: the op loads from and/or stores to memory slots.
    pub struct PromotableMemOpInterface, trait PromotableMemOpInterfaceImpl, model PromotableMemOpInterfaceModel {
        /// `loadsFrom`: whether the op loads from `slot`.
        fn loads_from(self, ctx: &Context, slot: &MemorySlot) -> bool;
        /// `storesTo`: whether the op stores to `slot`.
        fn stores_to(self, ctx: &Context, slot: &MemorySlot) -> bool;
        /// `getStored`: builds the value the op stores to `slot`, given the value reaching
        /// it.
        fn get_stored(
            self,
            b: &mut OpBuilder<'_>,
            slot: &MemorySlot,
            reaching_def: Value,
            data_layout: &DataLayout,
        ) -> Value;
        /// `canUsesBeRemoved`: whether the op's uses of the slot (`blocking_uses`) can be
        /// removed, pushing the uses that then block (`new_blocking_uses`).
        fn can_uses_be_removed(
            self,
            ctx: &Context,
            slot: &MemorySlot,
            blocking_uses: &[OpOperandRef],
            new_blocking_uses: &mut Vec<OpOperandRef>,
            data_layout: &DataLayout,
        ) -> bool;
        /// `removeBlockingUses`: removes the op's uses of the slot, given the value
        /// reaching it; whether the op is then deleted.
        fn remove_blocking_uses(
            self,
            b: &mut OpBuilder<'_>,
            slot: &MemorySlot,
            blocking_uses: &[OpOperandRef],
            reaching_definition: Value,
            data_layout: &DataLayout,
        ) -> DeletionKind;
    }
}

op_interface! {
    /// `PromotableOpInterface`: the op can be rewritten or deleted so that it no longer
    /// uses a value blocking a promotion.
    pub struct PromotableOpInterface, trait PromotableOpInterfaceImpl, model PromotableOpInterfaceModel {
        /// `canUsesBeRemoved`: whether the uses `blocking_uses` can be removed, pushing the
        /// uses that then block (`new_blocking_uses`).
        fn can_uses_be_removed(
            self,
            ctx: &Context,
            blocking_uses: &[OpOperandRef],
            new_blocking_uses: &mut Vec<OpOperandRef>,
            data_layout: &DataLayout,
        ) -> bool;
        /// `removeBlockingUses`: removes the uses; whether the op is then deleted.
        fn remove_blocking_uses(self, b: &mut OpBuilder<'_>, blocking_uses: &[OpOperandRef]) -> DeletionKind;
        /// `requiresReplacedValues`: whether the op wants the values its slot's stores were
        /// replaced by (false by default).
        fn requires_replaced_values(self, ctx: &Context) -> bool = {
            false
        };
        /// `visitReplacedValues`: given each store replaced and the value it stored (does
        /// nothing by default).
        fn visit_replaced_values(self, b: &mut OpBuilder<'_>, mutated_defs: &[(OpId, Value)]) -> () = {};
    }
}

op_interface! {
    /// `DestructurableAllocationOpInterface`: the op allocates aggregate slots that can be
    /// destructured into smaller allocations.
    pub struct DestructurableAllocationOpInterface, trait DestructurableAllocationOpInterfaceImpl, model DestructurableAllocationOpInterfaceModel {
        /// `getDestructurableSlots`: the slots the op owns that destructuring should try.
        fn get_destructurable_slots(self, ctx: &Context) -> Vec<DestructurableMemorySlot>;
        /// `destructure`: builds one allocation per used index of `slot`, pushing the new
        /// allocators; the slot of each index.
        fn destructure(
            self,
            b: &mut OpBuilder<'_>,
            slot: &DestructurableMemorySlot,
            used_indices: &[Attribute],
            new_allocators: &mut Vec<DestructurableAllocationOpInterface>,
        ) -> Vec<(Attribute, MemorySlot)>;
        /// `handleDestructuringComplete`: hook once `slot` is destructured; returns a new
        /// allocator to destructure, if the op was replaced by one.
        fn handle_destructuring_complete(
            self,
            b: &mut OpBuilder<'_>,
            slot: &DestructurableMemorySlot,
        ) -> Option<DestructurableAllocationOpInterface>;
    }
}

op_interface! {
    /// `SafeMemorySlotAccessOpInterface`: the op uses memory slots in a safe manner.
    pub struct SafeMemorySlotAccessOpInterface, trait SafeMemorySlotAccessOpInterfaceImpl, model SafeMemorySlotAccessOpInterfaceModel {
        /// `ensureOnlySafeAccesses`: whether the op only accesses `slot` within bounds,
        /// pushing the slots that must in turn be used safely.
        fn ensure_only_safe_accesses(
            self,
            ctx: &Context,
            slot: &MemorySlot,
            must_be_safely_used: &mut Vec<MemorySlot>,
            data_layout: &DataLayout,
        ) -> bool;
    }
}

op_interface! {
    /// `DestructurableAccessorOpInterface`: the op accesses one sub-element of a
    /// destructurable slot.
    pub struct DestructurableAccessorOpInterface, trait DestructurableAccessorOpInterfaceImpl, model DestructurableAccessorOpInterfaceModel {
        /// `canRewire`: whether the op can be rewired to a sub-slot of `slot`, pushing the
        /// indices it uses and the slots that must be used safely.
        fn can_rewire(
            self,
            ctx: &Context,
            slot: &DestructurableMemorySlot,
            used_indices: &mut Vec<Attribute>,
            must_be_safely_used: &mut Vec<MemorySlot>,
            data_layout: &DataLayout,
        ) -> bool;
        /// `rewire`: rewires the op to the sub-slots `subslots` of `slot`; whether the op
        /// is then deleted.
        fn rewire(
            self,
            b: &mut OpBuilder<'_>,
            slot: &DestructurableMemorySlot,
            subslots: &[(Attribute, MemorySlot)],
            data_layout: &DataLayout,
        ) -> DeletionKind;
    }
}

/// `DestructurableTypeInterface`: a `Copy` view of a type that can be broken down into
/// indexable sub-element types. A dialect type implements it by listing it in its
/// `TypeDef`'s traits and writing the methods; its dialect registers the model.
#[derive(Copy, Clone)]
pub struct DestructurableTypeInterface {
    ty: Type,
    model: &'static dyn DestructurableTypeInterfaceModel,
}

impl std::fmt::Debug for DestructurableTypeInterface {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_tuple("DestructurableTypeInterface")
            .field(&self.ty)
            .finish()
    }
}

impl TypeInterfaceView for DestructurableTypeInterface {
    type Model = dyn DestructurableTypeInterfaceModel;
    fn from_parts(ty: Type, model: &'static dyn DestructurableTypeInterfaceModel) -> Self {
        Self { ty, model }
    }
}

impl From<DestructurableTypeInterface> for Type {
    fn from(value: DestructurableTypeInterface) -> Self {
        value.ty
    }
}

impl DestructurableTypeInterface {
    /// The interface name.
    pub const NAME: &'static str = "DestructurableTypeInterface";

    /// `ty` seen through the interface, if its definition implements it.
    pub fn cast(ctx: &Context, ty: Type) -> Option<Self> {
        ctx.ty(ty).interface::<Self>()
    }

    /// The underlying type.
    pub fn ty(self) -> Type {
        self.ty
    }

    /// The model a type definition `T` registers.
    pub fn model<T: DestructurableTypeInterfaceImpl>()
    -> &'static dyn DestructurableTypeInterfaceModel {
        &InterfaceModel::<T>::NEW
    }

    /// `getSubelementIndexMap`: the type of each sub-element, by index attribute; none
    /// when the type cannot be destructured.
    pub fn get_subelement_index_map(self, ctx: &Context) -> Option<Vec<(Attribute, Type)>> {
        self.model.get_subelement_index_map(self.ty, ctx)
    }

    /// `getTypeAtIndex`: the type of the sub-element at `index`, if there is one.
    pub fn get_type_at_index(self, ctx: &Context, index: Attribute) -> Option<Type> {
        self.model.get_type_at_index(self.ty, ctx, index)
    }
}

/// The methods of `DestructurableTypeInterface`, as a type definition implements them.
pub trait DestructurableTypeInterfaceImpl: DefView<Handle = Type> {
    /// See [`DestructurableTypeInterface::get_subelement_index_map`].
    fn get_subelement_index_map(self, ctx: &Context) -> Option<Vec<(Attribute, Type)>>;
    /// See [`DestructurableTypeInterface::get_type_at_index`].
    fn get_type_at_index(self, ctx: &Context, index: Attribute) -> Option<Type>;
}

/// The methods of `DestructurableTypeInterface` over a type: what a definition registers.
pub trait DestructurableTypeInterfaceModel: Sync {
    /// See [`DestructurableTypeInterface::get_subelement_index_map`].
    fn get_subelement_index_map(&self, ty: Type, ctx: &Context) -> Option<Vec<(Attribute, Type)>>;
    /// See [`DestructurableTypeInterface::get_type_at_index`].
    fn get_type_at_index(&self, ty: Type, ctx: &Context, index: Attribute) -> Option<Type>;
}

impl<T: DestructurableTypeInterfaceImpl> DestructurableTypeInterfaceModel for InterfaceModel<T> {
    fn get_subelement_index_map(&self, ty: Type, ctx: &Context) -> Option<Vec<(Attribute, Type)>> {
        T::from_handle_unchecked(ty).get_subelement_index_map(ctx)
    }
    fn get_type_at_index(&self, ty: Type, ctx: &Context, index: Attribute) -> Option<Type> {
        T::from_handle_unchecked(ty).get_type_at_index(ctx, index)
    }
}
