//===-- ParallelCombiningOpInterface.td - parallel combining -*- tablegen -*-===//
//
// Part of ods-rs: the ODS base library for Rust. `InParallelOpInterface`, implemented in
// `ods_runtime::interfaces::parallel_combining`: the terminator of a parallel loop whose
// region holds the ops combining the iterations' values. `ParallelCombiningOpInterface`
// (the combining ops themselves, such as `tensor.parallel_insert_slice`) is declared with
// upstream's name and refused where an op uses it: the runtime does not provide it yet.
//
//===----------------------------------------------------------------------===//

#ifndef ODS_INTERFACES_PARALLELCOMBININGOPINTERFACE
#define ODS_INTERFACES_PARALLELCOMBININGOPINTERFACE

include "mlir/IR/OpBase.td"

def InParallelOpInterface : OpInterface<"InParallelOpInterface"> {
  let description = [{
    A parallel combining op is an op with a region holding the operations that combine
    the values produced by the iterations of its parent parallel loop.
  }];
  let cppNamespace = "::mlir";
  let rustModule = "::ods_runtime::interfaces::parallel_combining";
  let methods = [
    InterfaceMethod<[{ Returns the ops of the region that combine values. }],
      "Vec<::ods_runtime::ir::OpId>", "getYieldingOps"
    >,
  ];
}

def ParallelCombiningOpInterface : OpInterface<"ParallelCombiningOpInterface"> {
  let description = [{
    An op in the region of an `InParallelOpInterface` op that combines values.
  }];
  let cppNamespace = "::mlir";
  let odsUnsupported = "parallel combining operations are not supported yet (the runtime "
    "has no ParallelCombiningOpInterface)";
}

#endif // ODS_INTERFACES_PARALLELCOMBININGOPINTERFACE
