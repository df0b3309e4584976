// Expected to fail: attribute parameters `$AB` and `$a_b` differ in Rust (`ab`, `a_b`) but
// are both `getAB` in MLIR, on which mlir-tblgen stops with an assertion.
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/OpBase.td"
def P_Dialect : Dialect { let name = "p"; }
def P_Attr : AttrDef<P_Dialect, "Pair"> {
  let mnemonic = "pair";
  let parameters = (ins "int64_t":$AB, "int64_t":$a_b);
  let assemblyFormat = "`<` $AB `,` $a_b `>`";
}
