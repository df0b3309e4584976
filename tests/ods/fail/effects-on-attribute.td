// Expected to fail: memory effects on an attribute.
include "mlir/IR/OpBase.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Op : Op<T_Dialect, "op"> {
  let arguments = (ins Arg<I32Attr, "the slot", [MemRead]>:$slot);
}
