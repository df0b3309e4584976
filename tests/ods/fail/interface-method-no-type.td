// Expected to fail: an interface method without a return type.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Iface : OpInterface<"Counted"> {
  let methods = [InterfaceMethod<"How many.", "", "getCount">];
}
