//===-- CastInterfaces.td - cast interfaces ------------------*- tablegen -*-===//
//
// Part of ods-rs: the ODS base library for Rust. `CastOpInterface`, implemented in
// `ods_runtime::interfaces::cast`, with its verifier (operand and result types must be
// cast compatible).
//
//===----------------------------------------------------------------------===//

#ifndef ODS_INTERFACES_CASTINTERFACES
#define ODS_INTERFACES_CASTINTERFACES

include "mlir/IR/OpBase.td"

def CastOpInterface : OpInterface<"CastOpInterface"> {
  let description = [{
    A cast-like operation is one that converts from a set of input types to a set of
    output types.
  }];
  let cppNamespace = "::mlir";
  let rustModule = "::ods_runtime::interfaces::cast";
  let methods = [
    StaticInterfaceMethod<[{
        Returns true if the given set of input and result types are compatible to cast
        using this cast operation.
      }],
      "bool", "areCastCompatible",
      (ins "&[::ods_runtime::Type]":$inputs, "&[::ods_runtime::Type]":$outputs)
    >,
  ];
  let verify = [{
    ::ods_runtime::interfaces::cast::verify_cast_op(ctx, op.op())
  }];
}

#endif // ODS_INTERFACES_CASTINTERFACES
