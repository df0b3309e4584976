//===-- LoopLikeInterface.td - loop-like operations ----------*- tablegen -*-===//
//
// Part of ods-rs: the ODS base library for Rust. `LoopLikeOpInterface`, implemented in
// `ods_runtime::interfaces::loop_like`, with upstream's verifier of the loop-carried
// values. Upstream's transformation methods (`moveOutOfLoop`, `promoteIfSingleIteration`,
// `replaceWithAdditionalYields`, `getStaticTripCount`) are not declared: no pass of the
// runtime would call them. `DeclareOpInterfaceMethods` may still list them, as
// mlir-tblgen ignores a name the interface does not declare.
//
//===----------------------------------------------------------------------===//

#ifndef ODS_INTERFACES_LOOPLIKEINTERFACE
#define ODS_INTERFACES_LOOPLIKEINTERFACE

include "mlir/IR/OpBase.td"

def LoopLikeOpInterface : OpInterface<"LoopLikeOpInterface"> {
  let description = [{
    Contains helper functions to query properties and perform transformations of a loop:
    its regions, induction variables and bounds, and the values carried from one iteration
    to the next (initial values, region iteration arguments, yielded values and results).
  }];
  let cppNamespace = "::mlir";
  let rustModule = "::ods_runtime::interfaces::loop_like";
  let methods = [
    InterfaceMethod<[{ Returns the regions that make up the body of the loop. }],
      "Vec<::ods_runtime::ir::RegionId>", "getLoopRegions"
    >,
    InterfaceMethod<[{ Returns true if the given value is defined outside of the loop. }],
      "bool", "isDefinedOutsideOfLoop", (ins "::ods_runtime::ir::Value":$value), [{}],
      [{ /* in the runtime */ false }]
    >,
    InterfaceMethod<[{ Returns the induction variables, if the loop has them. }],
      "Option<Vec<::ods_runtime::ir::Value>>", "getLoopInductionVars", (ins), [{}],
      [{ /* in the runtime */ None }]
    >,
    InterfaceMethod<[{ Returns the lower bound of each induction variable, if known. }],
      "Option<Vec<::ods_runtime::registry::OpFoldResult>>", "getLoopLowerBounds", (ins),
      [{}], [{ /* in the runtime */ None }]
    >,
    InterfaceMethod<[{ Returns the step of each induction variable, if known. }],
      "Option<Vec<::ods_runtime::registry::OpFoldResult>>", "getLoopSteps", (ins), [{}],
      [{ /* in the runtime */ None }]
    >,
    InterfaceMethod<[{ Returns the upper bound of each induction variable, if known. }],
      "Option<Vec<::ods_runtime::registry::OpFoldResult>>", "getLoopUpperBounds", (ins),
      [{}], [{ /* in the runtime */ None }]
    >,
    InterfaceMethod<[{ Returns the operands giving the loop-carried values their initial values. }],
      "Vec<::ods_runtime::ir::Value>", "getInitsMutable", (ins), [{}],
      [{ /* in the runtime */ Vec::new() }]
    >,
    InterfaceMethod<[{ Returns the block arguments receiving the loop-carried values. }],
      "Vec<::ods_runtime::ir::Value>", "getRegionIterArgs", (ins), [{}],
      [{ /* in the runtime */ Vec::new() }]
    >,
    InterfaceMethod<[{ Returns the values yielded to the next iteration, if the loop has a single such terminator. }],
      "Option<Vec<::ods_runtime::ir::Value>>", "getYieldedValuesMutable", (ins), [{}],
      [{ /* in the runtime */ None }]
    >,
    InterfaceMethod<[{ Returns the results carrying the final loop-carried values, if any. }],
      "Option<Vec<::ods_runtime::ir::Value>>", "getLoopResults", (ins), [{}],
      [{ /* in the runtime */ None }]
    >,
  ];
  let verify = [{
    ::ods_runtime::interfaces::loop_like::verify_loop_like_op(ctx, op.op())
  }];
  let verifyWithRegions = 1;
}

def HasParallelRegion : NativeOpTrait<"HasParallelRegion">;

#endif // ODS_INTERFACES_LOOPLIKEINTERFACE
