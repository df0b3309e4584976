// Expected to fail: a string argument of a `custom` directive in a type format is a C++
// expression passed to the hook; ods-build does not translate it.
include "mlir/IR/AttrTypeBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Span : TypeDef<T_Dialect, "Span"> {
  let mnemonic = "span";
  let parameters = (ins "u32":$low);
  let assemblyFormat = "`<` custom<Low>($low, \"$_ctxt\") `>`";
}
