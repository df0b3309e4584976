// Expected to fail: a builder's returnType is refused.
include "mlir/IR/AttrTypeBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_A : TypeDef<T_Dialect, "A"> {
  let mnemonic = "a";
  let parameters = (ins "u32":$w);
  let builders = [
    TypeBuilder<(ins "u32":$w), [{ Self::get($_ctxt, w) }], "::mlir::Type">
  ];
}
