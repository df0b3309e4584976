//===-- RuntimeVerifiableOpInterface.td - runtime verification ---*- tablegen -*-===//
//
// Part of ods-rs: the ODS base library for Rust. `RuntimeVerifiableOpInterface`: an op
// that can generate checks of its invariants for run time. They are declared with
// upstream's names and bases so that specs including this file find them; the runtime does
// not provide it yet, so each is refused where an op uses it.
//
//===----------------------------------------------------------------------===//

#ifndef ODS_INTERFACES_RUNTIMEVERIFIABLEOPINTERFACE
#define ODS_INTERFACES_RUNTIMEVERIFIABLEOPINTERFACE

include "mlir/IR/OpBase.td"

// An op that can generate IR checking its invariants at run time.
def RuntimeVerifiableOpInterface : OpInterface<"RuntimeVerifiableOpInterface"> {
  let cppNamespace = "::mlir";
  let description = [{
    An op that can generate IR checking its invariants at run time.
  }];
  let odsUnsupported = "runtime verification is not supported yet";
}

#endif // ODS_INTERFACES_RUNTIMEVERIFIABLEOPINTERFACE
