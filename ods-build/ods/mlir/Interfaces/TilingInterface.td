//===-- TilingInterface.td - tiling ------------------------*- tablegen -*-===//
//
// Part of ods-rs: the ODS base library for Rust. `TilingInterface` and
// `PartialReductionOpInterface`: ops that can be tiled, and reductions that can be tiled
// into partial results. They are declared with upstream's names and bases so that specs
// including this file find them; the runtime has no tiling, so each is refused where an op
// uses it.
//
//===----------------------------------------------------------------------===//

#ifndef ODS_INTERFACES_TILINGINTERFACE
#define ODS_INTERFACES_TILINGINTERFACE

include "mlir/IR/OpBase.td"

// An op that can be split into tiles of its iteration space.
def TilingInterface : OpInterface<"TilingInterface"> {
  let cppNamespace = "::mlir";
  let description = [{
    An op that can be split into tiles of its iteration space.
  }];
  let odsUnsupported = "tiling is not supported yet (the runtime has no tiling transformations)";
}

// A reduction that can be tiled into partial reductions combined afterwards.
def PartialReductionOpInterface : OpInterface<"PartialReductionOpInterface", [TilingInterface]> {
  let cppNamespace = "::mlir";
  let description = [{
    A reduction that can be tiled into partial reductions combined afterwards.
  }];
  let odsUnsupported = "tiling is not supported yet (the runtime has no tiling transformations)";
}

#endif // ODS_INTERFACES_TILINGINTERFACE
