//===-- MemorySlotInterfaces.td - memory slot interfaces ---*- tablegen -*-===//
//
// Part of ods-rs: the ODS base library for Rust. The memory slot interfaces: allocations
// whose slots can be promoted to values or destructured into smaller slots, and the ops
// that access them. They are declared with upstream's names and bases so that specs
// including this file find them; the runtime has no memory slot promotion or
// destructuring, so each is refused where an op, type or attribute uses it or names it as
// a constraint.
//
//===----------------------------------------------------------------------===//

#ifndef ODS_INTERFACES_MEMORYSLOTINTERFACES
#define ODS_INTERFACES_MEMORYSLOTINTERFACES

include "mlir/IR/OpBase.td"

// An op allocating memory slots that can be promoted to SSA values.
def PromotableAllocationOpInterface : OpInterface<"PromotableAllocationOpInterface"> {
  let cppNamespace = "::mlir";
  let description = [{
    An op allocating memory slots that can be promoted to SSA values.
  }];
  let odsUnsupported = "memory slots are not supported yet (the runtime has no promotion or destructuring)";
}

// An op loading or storing a promotable memory slot.
def PromotableMemOpInterface : OpInterface<"PromotableMemOpInterface"> {
  let cppNamespace = "::mlir";
  let description = [{
    An op loading or storing a promotable memory slot.
  }];
  let odsUnsupported = "memory slots are not supported yet (the runtime has no promotion or destructuring)";
}

// An op using a promotable slot that can be rewritten once it is promoted.
def PromotableOpInterface : OpInterface<"PromotableOpInterface"> {
  let cppNamespace = "::mlir";
  let description = [{
    An op using a promotable slot that can be rewritten once it is promoted.
  }];
  let odsUnsupported = "memory slots are not supported yet (the runtime has no promotion or destructuring)";
}

// An op allocating a slot that can be split into one slot per element.
def DestructurableAllocationOpInterface : OpInterface<"DestructurableAllocationOpInterface"> {
  let cppNamespace = "::mlir";
  let description = [{
    An op allocating a slot that can be split into one slot per element.
  }];
  let odsUnsupported = "memory slots are not supported yet (the runtime has no promotion or destructuring)";
}

// An op accessing a memory slot in a way known to stay inside it.
def SafeMemorySlotAccessOpInterface : OpInterface<"SafeMemorySlotAccessOpInterface"> {
  let cppNamespace = "::mlir";
  let description = [{
    An op accessing a memory slot in a way known to stay inside it.
  }];
  let odsUnsupported = "memory slots are not supported yet (the runtime has no promotion or destructuring)";
}

// An op accessing a part of a destructurable slot.
def DestructurableAccessorOpInterface : OpInterface<"DestructurableAccessorOpInterface"> {
  let cppNamespace = "::mlir";
  let description = [{
    An op accessing a part of a destructurable slot.
  }];
  let odsUnsupported = "memory slots are not supported yet (the runtime has no promotion or destructuring)";
}

// A type whose values can be split into their elements.
def DestructurableTypeInterface : TypeInterface<"DestructurableTypeInterface"> {
  let cppNamespace = "::mlir";
  let description = [{
    A type whose values can be split into their elements.
  }];
  let odsUnsupported = "memory slots are not supported yet (the runtime has no promotion or destructuring)";
}

#endif // ODS_INTERFACES_MEMORYSLOTINTERFACES
