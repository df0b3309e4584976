// Expected to fail: a C++ container with no Rust counterpart as a parameter.
include "mlir/IR/AttrTypeBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_A : TypeDef<T_Dialect, "A"> {
  let mnemonic = "a";
  let parameters = (ins "int64_t":$fine, "llvm::DenseMap<int64_t, unsigned>":$table);
}
