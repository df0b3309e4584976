// Expected to fail: one `custom` directive used with arguments of other types; its hooks
// are one pair of Rust functions, so the second use is refused at its column.
include "mlir/IR/AttrTypeBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Span : TypeDef<T_Dialect, "Span"> {
  let mnemonic = "span";
  let parameters = (ins "u32":$low, "::llvm::StringRef":$name);
  let assemblyFormat = "`<` custom<Item>($low) `,` custom<Item>($name) `>`";
}
