// Expected to fail: `DeclareOpInterfaceMethods` names a method the interface lacks.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Iface : OpInterface<"Counted"> {
  let methods = [InterfaceMethod<"How many.", "unsigned", "getCount", (ins), [{}], [{ 0 }]>];
}
def T_Op : Op<T_Dialect, "op", [DeclareOpInterfaceMethods<T_Iface, ["getSize"]>]>;
