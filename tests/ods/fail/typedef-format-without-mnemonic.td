// Expected to fail: typedef format without mnemonic.
include "mlir/IR/AttrTypeBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_A : TypeDef<T_Dialect, "A"> {
  // Without a mnemonic upstream asks for the full name.
  let typeName = "t.a";
  let parameters = (ins "u32":$w);
  let assemblyFormat = "`<` $w `>`";
}
