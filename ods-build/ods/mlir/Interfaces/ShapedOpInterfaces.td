//===-- ShapedOpInterfaces.td - shaped op interfaces -------*- tablegen -*-===//
//
// Part of ods-rs: the ODS base library for Rust. `ShapedDimOpInterface`: an op querying
// one dimension of a shaped value, implemented in `ods_runtime::interfaces::shaped` with
// upstream's verifier.
//
//===----------------------------------------------------------------------===//

#ifndef ODS_INTERFACES_SHAPEDOPINTERFACES
#define ODS_INTERFACES_SHAPEDOPINTERFACES

include "mlir/IR/OpBase.td"

// An op returning the size of one dimension of a shaped value.
def ShapedDimOpInterface : OpInterface<"ShapedDimOpInterface"> {
  let cppNamespace = "::mlir";
  let description = [{
    An interface for ops that return the dimension of a shaped value (such as a tensor or
    a memref). It provides access to the source shaped value and to the dimension. The op
    has a single result, of type `index`.
  }];
  let rustModule = "::ods_runtime::interfaces::shaped";
  let methods = [
    InterfaceMethod<[{
        Returns the shaped value operand. This is the value that the dimension is taken
        from.
      }],
      "::ods_runtime::ir::Value", "getShapedValue"
    >,
    InterfaceMethod<[{ Returns the dimension operand: a constant or a value. }],
      "::ods_runtime::registry::OpFoldResult", "getDimension"
    >,
  ];
  let verify = [{
    ::ods_runtime::interfaces::shaped::verify_shaped_dim_op(ctx, op.op())
  }];
}

#endif // ODS_INTERFACES_SHAPEDOPINTERFACES
