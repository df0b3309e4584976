//===-- SubsetOpInterface.td - subset interfaces -----------*- tablegen -*-===//
//
// Part of ods-rs: the ODS base library for Rust. The subset interfaces, implemented in
// `ods_runtime::interfaces::subset` with upstream's verifiers: ops operating on a subset of
// a tensor, extracting or inserting it.
//
//===----------------------------------------------------------------------===//

#ifndef ODS_INTERFACES_SUBSETOPINTERFACE
#define ODS_INTERFACES_SUBSETOPINTERFACE

include "mlir/IR/OpBase.td"

// An op operating on a subset of a tensor.
def SubsetOpInterface : OpInterface<"SubsetOpInterface"> {
  let cppNamespace = "::mlir";
  let description = [{
    This interface can be implemented by ops that operate on tensor subsets. A "subset" is
    a part of a tensor. This interface describes the subset that an implementing op
    operates on. Only the specified subset may be accessed by the op. Such an op is also a
    `SubsetExtractionOpInterface` or a `SubsetInsertionOpInterface` op.
  }];
  let rustModule = "::ods_runtime::interfaces::subset";
  let methods = [
    InterfaceMethod<[{
        Returns whether this op and `candidate` operate on equivalent subsets (false when
        they are disjoint or that cannot be shown).
      }],
      "bool", "operatesOnEquivalentSubset",
      (ins "::ods_runtime::interfaces::subset::SubsetOpInterface":$candidate,
           "&dyn Fn(::ods_runtime::ir::Value, ::ods_runtime::ir::Value) -> bool":$equivalenceFn), [{}],
      [{ /* in the runtime */ }]
    >,
    InterfaceMethod<[{
        Returns whether this op and `candidate` operate on disjoint subsets (false when
        they overlap or that cannot be shown).
      }],
      "bool", "operatesOnDisjointSubset",
      (ins "::ods_runtime::interfaces::subset::SubsetOpInterface":$candidate,
           "&dyn Fn(::ods_runtime::ir::Value, ::ods_runtime::ir::Value) -> bool":$equivalenceFn), [{}],
      [{ /* in the runtime */ }]
    >,
    InterfaceMethod<[{
        Returns the hyperrectangular slice of the container the op accesses, if it is one.
      }],
      "Option<::ods_runtime::interfaces::subset::HyperrectangularSlice>",
      "getAccessedHyperrectangularSlice", (ins), [{}],
      [{ /* in the runtime */ None }]
    >,
  ];
  let verify = [{
    ::ods_runtime::interfaces::subset::verify_subset_op(ctx, op.op())
  }];
}

// An op extracting a subset of a tensor.
def SubsetExtractionOpInterface : OpInterface<"SubsetExtractionOpInterface", [SubsetOpInterface]> {
  let cppNamespace = "::mlir";
  let description = [{
    This interface can be implemented by ops that extract a value from a source tensor,
    as their single result.
  }];
  let rustModule = "::ods_runtime::interfaces::subset";
  let methods = [
    InterfaceMethod<[{ Returns the source tensor operand. }],
      "::ods_runtime::ir::Value", "getSourceOperand"
    >,
  ];
  let verify = [{
    ::ods_runtime::interfaces::subset::verify_subset_extraction_op(ctx, op.op())
  }];
}

// An op inserting a value into a subset of a tensor.
def SubsetInsertionOpInterface : OpInterface<"SubsetInsertionOpInterface", [SubsetOpInterface]> {
  let cppNamespace = "::mlir";
  let description = [{
    This interface can be implemented by ops that insert a source value into a destination
    tensor.
  }];
  let rustModule = "::ods_runtime::interfaces::subset";
  let methods = [
    InterfaceMethod<[{ Returns the source operand: the value inserted. }],
      "::ods_runtime::ir::Value", "getSourceOperand"
    >,
    InterfaceMethod<[{ Returns the destination operand: the tensor inserted into. }],
      "::ods_runtime::ir::Value", "getDestinationOperand"
    >,
    InterfaceMethod<[{
        Returns the updated destination result; by default the result tied to the
        destination of a destination-style op.
      }],
      "Option<::ods_runtime::ir::Value>", "getUpdatedDestination", (ins), [{}],
      [{ /* in the runtime */ }]
    >,
    InterfaceMethod<[{
        Returns whether this op inserts into a subset equivalent to the one `candidate` is
        extracted by.
      }],
      "bool", "isEquivalentSubset",
      (ins "::ods_runtime::ir::Value":$candidate, "&dyn Fn(::ods_runtime::ir::Value, ::ods_runtime::ir::Value) -> bool":$equivalenceFn), [{}],
      [{ /* in the runtime */ }]
    >,
    InterfaceMethod<[{
        Builds (or finds) the subset of the destination tensor this op inserts into.
      }],
      "::ods_runtime::ir::Value", "buildSubsetExtraction",
      (ins "&mut ::ods_runtime::builder::OpBuilder<'_>":$builder,
           "::ods_runtime::Location":$loc)
    >,
    InterfaceMethod<[{
        Returns the values that must be in scope where `buildSubsetExtraction` builds.
      }],
      "Vec<::ods_runtime::ir::Value>", "getValuesNeededToBuildSubsetExtraction"
    >,
  ];
}

#endif // ODS_INTERFACES_SUBSETOPINTERFACE
