// Expected to fail: a native type trait left in the runtime's namespace that the runtime
// does not define names no Rust type; the spec must say where its marker type lives.
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/OpBase.td"
def A_Dialect : Dialect { let name = "a"; }
def BarTrait : NativeTypeTrait<"BarTrait">;
def A_T : TypeDef<A_Dialect, "T", [BarTrait]> { let mnemonic = "t"; }
