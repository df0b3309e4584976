// Expected to fail: a C++ type with no Rust counterpart in a builder.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Op : Op<T_Dialect, "op"> {
  let arguments = (ins F64Attr:$value);
  let builders = [
    OpBuilder<(ins "const ::llvm::APFloat &":$value)>,
    OpBuilder<(ins "::mlir::Operation *":$fine, "mlir::MLIRContext *":$ctx)>
  ];
}
