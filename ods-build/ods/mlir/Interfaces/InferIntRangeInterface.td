//===-- InferIntRangeInterface.td - integer range inference --*- tablegen -*-===//
//
// Part of ods-rs: the ODS base library for Rust. `InferIntRangeInterface`, implemented in
// `ods_runtime::interfaces::int_range`, whose `infer` module holds the inference helpers
// MLIR's `InferIntRangeCommon` provides. Each method's default calls the other, in the
// runtime; an op declares the one it writes with
// `DeclareOpInterfaceMethods<InferIntRangeInterface, ["inferResultRanges"]>`.
//
//===----------------------------------------------------------------------===//

#ifndef ODS_INTERFACES_INFERINTRANGEINTERFACE
#define ODS_INTERFACES_INFERINTRANGEINTERFACE

include "mlir/IR/OpBase.td"

def InferIntRangeInterface : OpInterface<"InferIntRangeInterface"> {
  let description = [{
    Allows operations to participate in range analysis for scalar integer values by
    providing a method that gives lower and upper bounds on their results given lower and
    upper bounds on their inputs, if known.
  }];
  let cppNamespace = "::mlir";
  let rustModule = "::ods_runtime::interfaces::int_range";
  let methods = [
    InterfaceMethod<[{
        Infers the bounds on the results of this op given the bounds on its arguments,
        calling `setResultRanges` once for each integer result (and each block argument
        the op defines that is not a branch argument). Ops taking non-integer inputs
        implement `inferResultRangesFromOptional` instead.
      }],
      "void", "inferResultRanges",
      (ins "&[::ods_runtime::interfaces::int_range::ConstantIntRanges]":$argRanges,
           "&mut dyn FnMut(::ods_runtime::ir::Value, ::ods_runtime::interfaces::int_range::ConstantIntRanges)":$setResultRanges),
      [{}], [{ /* in the runtime: through inferResultRangesFromOptional */ }]
    >,
    InterfaceMethod<[{
        Infers the bounds on the results of this op given the lattice values of its
        arguments, which may be uninitialized, calling `setResultRanges` once for each
        integer result.
      }],
      "void", "inferResultRangesFromOptional",
      (ins "&[::ods_runtime::interfaces::int_range::IntegerValueRange]":$argRanges,
           "&mut dyn FnMut(::ods_runtime::ir::Value, ::ods_runtime::interfaces::int_range::IntegerValueRange)":$setResultRanges),
      [{}], [{ /* in the runtime: through inferResultRanges */ }]
    >,
  ];
}

#endif // ODS_INTERFACES_INFERINTRANGEINTERFACE
