//===-- MemOpInterfaces.td - memory op interfaces ----------*- tablegen -*-===//
//
// Part of ods-rs: the ODS base library for Rust. The memory space cast interfaces: casts
// between memory spaces and the ops that may absorb them. They are declared with
// upstream's names and bases so that specs including this file find them; the runtime does
// not provide them yet, so each is refused where an op uses it.
//
//===----------------------------------------------------------------------===//

#ifndef ODS_INTERFACES_MEMOPINTERFACES
#define ODS_INTERFACES_MEMOPINTERFACES

include "mlir/IR/OpBase.td"

// An op that can take the source of a memory space cast instead of its result.
def MemorySpaceCastConsumerOpInterface : OpInterface<"MemorySpaceCastConsumerOpInterface"> {
  let cppNamespace = "::mlir";
  let description = [{
    An op that can take the source of a memory space cast instead of its result.
  }];
  let odsUnsupported = "memory space casts are not supported yet";
}

// An op casting a value from one memory space to another.
def MemorySpaceCastOpInterface : OpInterface<"MemorySpaceCastOpInterface"> {
  let cppNamespace = "::mlir";
  let description = [{
    An op casting a value from one memory space to another.
  }];
  let odsUnsupported = "memory space casts are not supported yet";
}

#endif // ODS_INTERFACES_MEMOPINTERFACES
