// Expected to fail: unsupported trait.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def MyTrait : Trait;
def T_Op : Op<T_Dialect, "op", [MyTrait]>;
