// Expected to fail: a property's custom hash (upstream's `hashProperty`); a property is
// hashed through its Rust storage type.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_HashedProp : Property<"i64"> {
  let hashProperty = "$_storage.hash()";
}
def T_Op : Op<T_Dialect, "op"> {
  let arguments = (ins T_HashedProp:$value);
}
