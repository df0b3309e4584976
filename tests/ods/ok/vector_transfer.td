// `VectorTransferOpInterface` (`mlir/Interfaces/VectorInterfaces.td`) on a read op with
// upstream's operands and attributes: the op writes the interface's methods in its hooks
// from its accessors, and the runtime's view answers upstream's shared queries (transfer
// rank, broadcast and in-bounds dimensions, the chunk accessed). The test dialect compiles
// it and tests it (`dialects/test/tests/upstream_interfaces.rs`).
include "mlir/IR/OpBase.td"
include "mlir/IR/BuiltinTypes.td"
include "mlir/Interfaces/VectorInterfaces.td"

def Vt_Dialect : Dialect {
  let name = "vt";
  let cppNamespace = "::vt";
}

def Vt_TransferReadOp : Op<Vt_Dialect, "transfer_read",
    [AttrSizedOperandSegments, VectorTransferOpInterface]> {
  let summary = "Reads a vector from a memref";
  let arguments = (ins AnyMemRef:$base, Variadic<Index>:$indices, AffineMapAttr:$permutation_map,
    AnyType:$padding, Optional<AnyVectorOfNonZeroRank>:$mask, BoolArrayAttr:$in_bounds);
  let results = (outs AnyVectorOfNonZeroRank:$vector);
}
