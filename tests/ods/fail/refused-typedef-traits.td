// Expected to fail: an op trait listed on a type.
include "mlir/IR/AttrTypeBase.td"
def T_Dialect : Dialect { let name = "t"; }
def MemRefElementTypeInterface : NativeOpTrait<"MemRefElementTypeInterface">;
def T_A : TypeDef<T_Dialect, "A", [MemRefElementTypeInterface]> {
  let mnemonic = "a";
}
