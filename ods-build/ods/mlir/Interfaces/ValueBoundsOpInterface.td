//===-- ValueBoundsOpInterface.td - value bounds -----------*- tablegen -*-===//
//
// Part of ods-rs: the ODS base library for Rust. `ValueBoundsOpInterface`: an op that
// states bounds of its index-typed results and of the dimensions of its shaped results.
// They are declared with upstream's names and bases so that specs including this file find
// them; the runtime has no value bounds analysis, so each is refused where an op uses it.
//
//===----------------------------------------------------------------------===//

#ifndef ODS_INTERFACES_VALUEBOUNDSOPINTERFACE
#define ODS_INTERFACES_VALUEBOUNDSOPINTERFACE

include "mlir/IR/OpBase.td"

// An op stating constraints on its results for the value bounds analysis.
def ValueBoundsOpInterface : OpInterface<"ValueBoundsOpInterface"> {
  let cppNamespace = "::mlir";
  let description = [{
    An op stating constraints on its results for the value bounds analysis.
  }];
  let odsUnsupported = "value bounds are not supported yet (the runtime has no value bounds analysis)";
}

#endif // ODS_INTERFACES_VALUEBOUNDSOPINTERFACE
