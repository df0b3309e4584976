//===-- ParallelCombiningOpInterface.td - parallel combining -*- tablegen -*-===//
//
// Part of ods-rs: the ODS base library for Rust. `InParallelOpInterface`, implemented in
// `ods_runtime::interfaces::parallel_combining`: the terminator of a parallel loop whose
// region holds the ops combining the iterations' values, and `ParallelCombiningOpInterface`,
// the combining ops themselves (such as `tensor.parallel_insert_slice`).
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
    A parallel combining op is an operation that models parallel contributions to result
    tensors within the context of a parent iterating operation. It works within an op
    implementing `InParallelOpInterface`, and does not verify itself: the implementing
    operation and its parent check what it updates.
  }];
  let cppNamespace = "::mlir";
  let rustModule = "::ods_runtime::interfaces::parallel_combining";
  let methods = [
    InterfaceMethod<[{ Returns the destination values this op contributes to. }],
      "Vec<::ods_runtime::ir::Value>", "getUpdatedDestinations"
    >,
    InterfaceMethod<[{ Returns the iterating parent for this op. }],
      "Option<::ods_runtime::ir::OpId>", "getIteratingParent"
    >,
  ];
}

#endif // ODS_INTERFACES_PARALLELCOMBININGOPINTERFACE
