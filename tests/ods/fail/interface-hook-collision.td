// Expected to fail: two interfaces make the op write the same method.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_A : OpInterface<"Sized"> {
  let methods = [InterfaceMethod<"The size.", "unsigned", "getSize">];
}
def T_B : OpInterface<"Measured"> {
  let methods = [InterfaceMethod<"The size.", "unsigned", "getSize">];
}
def T_Op : Op<T_Dialect, "op", [T_A, T_B]>;
