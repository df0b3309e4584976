//===-- RegionKindInterface.td - region kinds ----------------*- tablegen -*-===//
//
// Part of ods-rs: the ODS base library for Rust. `RegionKindInterface`, implemented in
// `ods_runtime::interfaces::region_kind`: graph regions are verified without dominance.
//
//===----------------------------------------------------------------------===//

#ifndef ODS_IR_REGIONKINDINTERFACE
#define ODS_IR_REGIONKINDINTERFACE

include "mlir/IR/OpBase.td"

def RegionKindInterface : OpInterface<"RegionKindInterface"> {
  let description = [{
    Interface for operations to describe the abstract semantics of their regions: graph
    regions, or SSA-style control flow regions.
  }];
  let cppNamespace = "::mlir";
  let rustModule = "::ods_runtime::interfaces::region_kind";
  let methods = [
    StaticInterfaceMethod<
      "Return the kind of the region with the given index inside this operation.",
      "::ods_runtime::interfaces::region_kind::RegionKind", "getRegionKind",
      (ins "unsigned":$index)
    >,
    StaticInterfaceMethod<
      "Return true if the kind of the given region requires the SSA-Dominance property",
      "bool", "hasSSADominance", (ins "unsigned":$index),
      [{ /* in the runtime */ true }]
    >,
  ];
}

def HasOnlyGraphRegion : NativeOpTrait<"HasOnlyGraphRegion">;

def GraphRegionNoTerminator : TraitList<[
    NoTerminator,
    SingleBlock,
    RegionKindInterface,
    HasOnlyGraphRegion
  ]>;

#endif // ODS_IR_REGIONKINDINTERFACE
