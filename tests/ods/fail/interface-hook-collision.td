// Expected to fail: two interfaces with a method of the same name give their hooks the
// interfaces' names, and a third interface's method already has one of those names.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_A : OpInterface<"Sized"> {
  let methods = [InterfaceMethod<"The size.", "unsigned", "getSize">];
}
def T_B : OpInterface<"Measured"> {
  let methods = [InterfaceMethod<"The size.", "unsigned", "getSize">];
}
def T_C : OpInterface<"Other"> {
  let methods = [InterfaceMethod<"Another size.", "unsigned", "sizedGetSize">];
}
def T_Op : Op<T_Dialect, "op", [T_A, T_B, T_C]>;
