//===-- MemorySlotInterfaces.td - memory slot interfaces ---*- tablegen -*-===//
//
// Part of ods-rs: the ODS base library for Rust. The memory slot interfaces, implemented
// in `ods_runtime::interfaces::memory_slot`: allocations whose slots can be promoted to
// values or destructured into smaller slots, and the ops that access them. Upstream's
// `MemorySlot`, `DestructurableMemorySlot` and `DeletionKind` are the runtime's; a use
// (`OpOperand *`) is an `OpOperandRef`, sets are slices (output sets `Vec`s), maps lists of
// pairs; a method building IR takes the runtime's builder first, in place of the context.
// `DestructurableTypeInterface` is implemented by dialect types listing it.
//
//===----------------------------------------------------------------------===//

#ifndef ODS_INTERFACES_MEMORYSLOTINTERFACES
#define ODS_INTERFACES_MEMORYSLOTINTERFACES

include "mlir/IR/OpBase.td"

// An op allocating memory slots that can be promoted to SSA values.
def PromotableAllocationOpInterface : OpInterface<"PromotableAllocationOpInterface"> {
  let cppNamespace = "::mlir";
  let description = [{
    Describes an operation allocating a memory slot that can be promoted into SSA values.
  }];
  let rustModule = "::ods_runtime::interfaces::memory_slot";
  let methods = [
    InterfaceMethod<[{
        Returns a list of memory slots for which promotion should be attempted. This
        allocator is the "owner" of the returned slots.
      }],
      "Vec<::ods_runtime::interfaces::memory_slot::MemorySlot>", "getPromotableSlots"
    >,
    InterfaceMethod<[{
        Provides the default value of this memory slot: the value it holds before any
        store. The builder is set where the value may be built.
      }],
      "::ods_runtime::ir::Value", "getDefaultValue",
      (ins "&mut ::ods_runtime::builder::OpBuilder<'_>":$builder, "&::ods_runtime::interfaces::memory_slot::MemorySlot":$slot)
    >,
    InterfaceMethod<[{
        Hook triggered for every new block argument added to a block to carry the value
        of the slot.
      }],
      "()", "handleBlockArgument",
      (ins "&mut ::ods_runtime::builder::OpBuilder<'_>":$builder, "&::ods_runtime::interfaces::memory_slot::MemorySlot":$slot, "::ods_runtime::ir::Value":$argument)
    >,
    InterfaceMethod<[{
        Hook triggered once the promotion of a slot is complete, with its default value
        if one was used; returns a new allocator to promote if this one was replaced.
      }],
      "Option<::ods_runtime::interfaces::memory_slot::PromotableAllocationOpInterface>", "handlePromotionComplete",
      (ins "&mut ::ods_runtime::builder::OpBuilder<'_>":$builder, "&::ods_runtime::interfaces::memory_slot::MemorySlot":$slot, "Option<::ods_runtime::ir::Value>":$defaultValue)
    >,
  ];
}

// An op loading or storing a promotable memory slot.
def PromotableMemOpInterface : OpInterface<"PromotableMemOpInterface"> {
  let cppNamespace = "::mlir";
  let description = [{
    Describes an operation that can load from memory slots and/or store to memory slots.
    For a memory operation on a slot to be valid, it must strictly operate within the
    bounds of the slot. If the same operation does both loads and stores on the same slot,
    the load must semantically happen first.
  }];
  let rustModule = "::ods_runtime::interfaces::memory_slot";
  let methods = [
    InterfaceMethod<[{
        Gets whether this operation loads from the specified slot.
      }],
      "bool", "loadsFrom",
      (ins "&::ods_runtime::interfaces::memory_slot::MemorySlot":$slot)
    >,
    InterfaceMethod<[{
        Gets whether this operation stores to the specified slot.
      }],
      "bool", "storesTo",
      (ins "&::ods_runtime::interfaces::memory_slot::MemorySlot":$slot)
    >,
    InterfaceMethod<[{
        Gets the value stored to the provided memory slot, given the value reaching it
        (`reachingDef`); the builder is set where the value may be built.
      }],
      "::ods_runtime::ir::Value", "getStored",
      (ins "&mut ::ods_runtime::builder::OpBuilder<'_>":$builder, "&::ods_runtime::interfaces::memory_slot::MemorySlot":$slot, "::ods_runtime::ir::Value":$reachingDef, "&::ods_runtime::interfaces::data_layout::DataLayout":$dataLayout)
    >,
    InterfaceMethod<[{
        Checks that this operation can be promoted to no longer use the provided blocking
        uses, pushing the uses that would then block to `newBlockingUses`.
      }],
      "bool", "canUsesBeRemoved",
      (ins "&::ods_runtime::interfaces::memory_slot::MemorySlot":$slot, "&[::ods_runtime::ir::OpOperandRef]":$blockingUses, "&mut Vec<::ods_runtime::ir::OpOperandRef>":$newBlockingUses, "&::ods_runtime::interfaces::data_layout::DataLayout":$datalayout)
    >,
    InterfaceMethod<[{
        Transforms IR to ensure that the current operation does not use the provided
        memory slot anymore, given the value reaching it; whether the operation is then
        deleted.
      }],
      "::ods_runtime::interfaces::memory_slot::DeletionKind", "removeBlockingUses",
      (ins "&mut ::ods_runtime::builder::OpBuilder<'_>":$builder, "&::ods_runtime::interfaces::memory_slot::MemorySlot":$slot, "&[::ods_runtime::ir::OpOperandRef]":$blockingUses, "::ods_runtime::ir::Value":$reachingDefinition, "&::ods_runtime::interfaces::data_layout::DataLayout":$dataLayout)
    >,
  ];
}

// An op using a promotable slot that can be rewritten once it is promoted.
def PromotableOpInterface : OpInterface<"PromotableOpInterface"> {
  let cppNamespace = "::mlir";
  let description = [{
    Describes an operation that can be transformed or deleted so it no longer uses a
    provided value (blocking use), in case this would allow the promotion of a memory
    slot.
  }];
  let rustModule = "::ods_runtime::interfaces::memory_slot";
  let methods = [
    InterfaceMethod<[{
        Checks that this operation can be promoted to no longer use the provided blocking
        uses, pushing the uses that would then block to `newBlockingUses`.
      }],
      "bool", "canUsesBeRemoved",
      (ins "&[::ods_runtime::ir::OpOperandRef]":$blockingUses, "&mut Vec<::ods_runtime::ir::OpOperandRef>":$newBlockingUses, "&::ods_runtime::interfaces::data_layout::DataLayout":$datalayout)
    >,
    InterfaceMethod<[{
        Transforms IR to ensure that the current operation does not use the provided
        blocking uses anymore; whether the operation is then deleted.
      }],
      "::ods_runtime::interfaces::memory_slot::DeletionKind", "removeBlockingUses",
      (ins "&mut ::ods_runtime::builder::OpBuilder<'_>":$builder, "&[::ods_runtime::ir::OpOperandRef]":$blockingUses)
    >,
    InterfaceMethod<[{
        Returns whether `visitReplacedValues` should be called (false by default).
      }],
      "bool", "requiresReplacedValues",
      (ins ), [{}],
      [{ /* in the runtime */ false }]
    >,
    InterfaceMethod<[{
        Called with each store replaced by the promotion and the value it stored (does
        nothing by default).
      }],
      "()", "visitReplacedValues",
      (ins "&mut ::ods_runtime::builder::OpBuilder<'_>":$builder, "&[(::ods_runtime::ir::OpId, ::ods_runtime::ir::Value)]":$mutatedDefs), [{}],
      [{ /* in the runtime */ }]
    >,
  ];
}

// An op allocating aggregate slots that can be destructured.
def DestructurableAllocationOpInterface : OpInterface<"DestructurableAllocationOpInterface"> {
  let cppNamespace = "::mlir";
  let description = [{
    Describes operations allocating memory slots of aggregates that can be destructured
    into multiple smaller allocations.
  }];
  let rustModule = "::ods_runtime::interfaces::memory_slot";
  let methods = [
    InterfaceMethod<[{
        Returns the list of slots for which destructuring should be attempted.
      }],
      "Vec<::ods_runtime::interfaces::memory_slot::DestructurableMemorySlot>", "getDestructurableSlots"
    >,
    InterfaceMethod<[{
        Destructures this slot into multiple subslots, one per used index, pushing the new
        allocators; returns the subslot of each index.
      }],
      "Vec<(::ods_runtime::Attribute, ::ods_runtime::interfaces::memory_slot::MemorySlot)>", "destructure",
      (ins "&mut ::ods_runtime::builder::OpBuilder<'_>":$builder, "&::ods_runtime::interfaces::memory_slot::DestructurableMemorySlot":$slot, "&[::ods_runtime::Attribute]":$usedIndices, "&mut Vec<::ods_runtime::interfaces::memory_slot::DestructurableAllocationOpInterface>":$newAllocators)
    >,
    InterfaceMethod<[{
        Hook triggered once the destructuring of a slot is complete; returns a new
        allocator to destructure if this one was replaced.
      }],
      "Option<::ods_runtime::interfaces::memory_slot::DestructurableAllocationOpInterface>", "handleDestructuringComplete",
      (ins "&mut ::ods_runtime::builder::OpBuilder<'_>":$builder, "&::ods_runtime::interfaces::memory_slot::DestructurableMemorySlot":$slot)
    >,
  ];
}

// An op accessing memory slots safely.
def SafeMemorySlotAccessOpInterface : OpInterface<"SafeMemorySlotAccessOpInterface"> {
  let cppNamespace = "::mlir";
  let description = [{
    Describes operations using memory slots in a safe manner.
  }];
  let rustModule = "::ods_runtime::interfaces::memory_slot";
  let methods = [
    InterfaceMethod<[{
        Returns whether all accesses in this operation to the slot are done safely (within
        bounds), pushing the slots that must in turn be used safely.
      }],
      "bool", "ensureOnlySafeAccesses",
      (ins "&::ods_runtime::interfaces::memory_slot::MemorySlot":$slot, "&mut Vec<::ods_runtime::interfaces::memory_slot::MemorySlot>":$mustBeSafelyUsed, "&::ods_runtime::interfaces::data_layout::DataLayout":$dataLayout)
    >,
  ];
}

// An op accessing a part of a destructurable slot.
def DestructurableAccessorOpInterface : OpInterface<"DestructurableAccessorOpInterface"> {
  let cppNamespace = "::mlir";
  let description = [{
    Describes operations that can access a sub-element of a destructurable slot.
  }];
  let rustModule = "::ods_runtime::interfaces::memory_slot";
  let methods = [
    InterfaceMethod<[{
        For a given destructurable memory slot, returns whether this operation can rewire
        its uses of the slot to use the slots generated after destructuring, pushing the
        indices it uses and the slots that must be used safely.
      }],
      "bool", "canRewire",
      (ins "&::ods_runtime::interfaces::memory_slot::DestructurableMemorySlot":$slot, "&mut Vec<::ods_runtime::Attribute>":$usedIndices, "&mut Vec<::ods_runtime::interfaces::memory_slot::MemorySlot>":$mustBeSafelyUsed, "&::ods_runtime::interfaces::data_layout::DataLayout":$dataLayout)
    >,
    InterfaceMethod<[{
        Rewires the use of a slot to the generated subslots; whether the operation is then
        deleted.
      }],
      "::ods_runtime::interfaces::memory_slot::DeletionKind", "rewire",
      (ins "&mut ::ods_runtime::builder::OpBuilder<'_>":$builder, "&::ods_runtime::interfaces::memory_slot::DestructurableMemorySlot":$slot, "&[(::ods_runtime::Attribute, ::ods_runtime::interfaces::memory_slot::MemorySlot)]":$subslots, "&::ods_runtime::interfaces::data_layout::DataLayout":$dataLayout)
    >,
  ];
}

// A type whose values can be split into their elements.
def DestructurableTypeInterface : TypeInterface<"DestructurableTypeInterface"> {
  let cppNamespace = "::mlir";
  let description = [{
    Describes a type that can be broken down into indexable sub-element types.
  }];
  let rustModule = "::ods_runtime::interfaces::memory_slot";
  let predicate = CPred<"::ods_runtime::interfaces::memory_slot::DestructurableTypeInterface::cast($_ctxt, $_self).is_some()">;
  let methods = [
    InterfaceMethod<[{
        Destructures the type into subelements into a map of index attributes to types of
        subelements. Returns none if the type cannot be destructured.
      }],
      "Option<Vec<(::ods_runtime::Attribute, ::ods_runtime::Type)>>", "getSubelementIndexMap">,
    InterfaceMethod<[{
        Indicates which type is held at the provided index, returning none if no type
        could be computed.
      }],
      "Option<::ods_runtime::Type>", "getTypeAtIndex",
      (ins "::ods_runtime::Attribute":$index)>,
  ];
}

#endif // ODS_INTERFACES_MEMORYSLOTINTERFACES
