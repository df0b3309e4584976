//===-- VectorInterfaces.td - vector interfaces --------------*- tablegen -*-===//
//
// Part of ods-rs: the ODS base library for Rust. `VectorUnrollOpInterface`, implemented in
// `ods_runtime::interfaces::vector`. `VectorTransferOpInterface` is declared with
// upstream's name and refused where an op uses it.
//
//===----------------------------------------------------------------------===//

#ifndef ODS_INTERFACES_VECTORINTERFACES
#define ODS_INTERFACES_VECTORINTERFACES

include "mlir/IR/OpBase.td"

def VectorUnrollOpInterface : OpInterface<"VectorUnrollOpInterface"> {
  let description = [{
    Encodes properties of an operation on vectors that can be unrolled.
  }];
  let cppNamespace = "::mlir";
  let rustModule = "::ods_runtime::interfaces::vector";
  let methods = [
    InterfaceMethod<[{
        Return the shape ratio of unrolling to the target vector shape `targetShape`.
        Return `None` if the op cannot be unrolled to the target vector shape.
      }],
      "Option<Vec<i64>>", "getShapeForUnroll", (ins), [{}],
      [{ ::ods_runtime::interfaces::vector::default_shape_for_unroll(ctx, self.op()) }]
    >,
  ];
}

def VectorTransferOpInterface : OpInterface<"VectorTransferOpInterface"> {
  let description = [{
    Encodes properties of a `vector.transfer_read` or `vector.transfer_write` operation.
  }];
  let cppNamespace = "::mlir";
  let odsUnsupported = "vector transfer operations are not supported yet (the runtime has "
                       "no VectorTransferOpInterface)";
}

#endif // ODS_INTERFACES_VECTORINTERFACES
