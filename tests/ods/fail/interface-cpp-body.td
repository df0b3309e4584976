// Expected to fail: an interface method's default body is C++.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Iface : OpInterface<"Counted"> {
  let methods = [InterfaceMethod<"How many.", "unsigned", "getCount", (ins), [{}],
    [{ return $_op->getNumOperands(); }]>];
}
