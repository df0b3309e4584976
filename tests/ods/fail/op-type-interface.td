// Expected to fail: an op lists a type interface among its traits.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Sized : TypeInterface<"Sized"> {
  let methods = [InterfaceMethod<"The size in bits.", "unsigned", "getBits">];
}
def T_Op : Op<T_Dialect, "op", [T_Sized]>;
