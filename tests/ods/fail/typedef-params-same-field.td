// Expected to fail: type parameters `$get` and `$Get` are both the Rust field `get` (and
// both `getGet` in MLIR, on which mlir-tblgen stops with an assertion).
include "mlir/IR/OpBase.td"
def P_Dialect : Dialect { let name = "p"; }
def P_Ty : TypeDef<P_Dialect, "Ty"> {
  let mnemonic = "ty";
  let parameters = (ins "int64_t":$get, "int64_t":$Get);
  let assemblyFormat = "`<` $get `,` $Get `>`";
}
