// Expected to fail: a static interface method's body refers to the op.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Iface : OpInterface<"Counted"> {
  let methods = [StaticInterfaceMethod<"How many.", "unsigned", "getCount", (ins), [{}],
    [{ $_op.count() }]>];
}
