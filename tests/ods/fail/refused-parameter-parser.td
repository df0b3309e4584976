// Expected to fail: a parameter's own C++ parser has no Rust counterpart.
include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Handle : AttrOrTypeParameter<"int64_t", "a handle"> {
  let parser = "$_parser.parseHandle()";
}
def T_HandleType : TypeDef<T_Dialect, "Handle"> {
  let mnemonic = "handle";
  let parameters = (ins T_Handle:$value);
}
