//===-- VectorInterfaces.td - vector interfaces --------------*- tablegen -*-===//
//
// Part of ods-rs: the ODS base library for Rust. `VectorUnrollOpInterface`, implemented in
// `ods_runtime::interfaces::vector`, as is `VectorTransferOpInterface`, whose methods an
// op writes in its hooks.
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
    Encodes properties of a `vector.transfer_read` or `vector.transfer_write` operation:
    the memref or tensor it reads from or writes to, the vector, the indices where the
    transfer starts, an optional mask, the in-bounds flags and the permutation map. The
    shared queries of upstream (`getTransferRank`, `isBroadcastDim`, `isDimInBounds`,
    `getTransferChunkAccessed`, ...) are methods of the runtime's view.
  }];
  let cppNamespace = "::mlir";
  let rustModule = "::ods_runtime::interfaces::vector";
  let methods = [
    InterfaceMethod<[{
        Return the `in_bounds` attribute name.
      }],
      "String", "getInBoundsAttrName">,
    InterfaceMethod<[{
        Return the `permutation_map` attribute name.
      }],
      "String", "getPermutationMapAttrName">,
    InterfaceMethod<[{
        Return the in_bounds attribute that specifies for each vector dimension whether it
        is in-bounds or not. (Broadcast dimensions are always in-bounds).
      }],
      "::ods_runtime::Attribute", "getInBounds">,
    InterfaceMethod<[{
        Return the memref or ranked tensor operand that this operation operates on: the
        source of a read, the destination of a write.
      }],
      "::ods_runtime::ir::Value", "getBase">,
    InterfaceMethod<[{
        Return the vector that this operation operates on: the result of a read, the
        operand written by a write.
      }],
      "::ods_runtime::ir::Value", "getVector">,
    InterfaceMethod<[{
        Return the type of the vector that this operation operates on.
      }],
      "::ods_runtime::Type", "getVectorType">,
    InterfaceMethod<[{
        Return the indices that specify the starting offsets into the source operand.
      }],
      "Vec<::ods_runtime::ir::Value>", "getIndices">,
    InterfaceMethod<[{
        Return the permutation map that describes the mapping of vector dimensions to
        source dimensions, as well as broadcast dimensions (a constant `0` result).
      }],
      "::ods_runtime::attributes::AffineMap", "getPermutationMap">,
    InterfaceMethod<[{
        Return the mask operand if the op has a mask, `None` otherwise.
      }],
      "Option<::ods_runtime::ir::Value>", "getMask">,
  ];
}

#endif // ODS_INTERFACES_VECTORINTERFACES
