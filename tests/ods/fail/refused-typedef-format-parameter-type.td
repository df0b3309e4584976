// Expected to fail: a format reads and prints its parameters through `DialectParam`, which
// an arbitrary Rust type does not implement; it is refused at the variable, not left to
// rustc.
include "mlir/IR/AttrTypeBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Span : TypeDef<T_Dialect, "Span"> {
  let mnemonic = "span";
  let parameters = (ins "u32":$low, "::std::time::Duration":$length);
  let assemblyFormat = "`<` $low `,` $length `>`";
}
