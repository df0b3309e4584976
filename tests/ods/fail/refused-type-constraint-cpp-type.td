// Expected to fail: a type constraint's cppType must be a type handle.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
// `::mlir::IntegerType` is a type handle in Rust too: fine.
def T_Int : Type<CPred<"$_ctxt.ty($_self).is_index()">, "int", "::mlir::IntegerType">;
def T_Str : Type<CPred<"true">, "text", "::llvm::StringRef">;
def T_Op : Op<T_Dialect, "op"> {
  let arguments = (ins T_Int:$a, T_Str:$b);
}
