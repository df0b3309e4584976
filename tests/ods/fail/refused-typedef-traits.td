// Expected to fail: type and attribute traits are refused.
include "mlir/IR/AttrTypeBase.td"
def T_Dialect : Dialect { let name = "t"; }
def MemRefElementTypeInterface : NativeOpTrait<"MemRefElementTypeInterface">;
def T_A : TypeDef<T_Dialect, "A", [MemRefElementTypeInterface]> {
  let mnemonic = "a";
}
