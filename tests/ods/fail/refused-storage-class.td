// Expected to fail: a storage class of another name is refused.
include "mlir/IR/AttrTypeBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_A : TypeDef<T_Dialect, "A"> {
  let mnemonic = "a";
  let parameters = (ins "u32":$w);
  let storageClass = "MyStorage";
}
