// Expected to fail: a property variable in an op format whose property is not of a kind
// of the property library with a textual form (here a plain `Property<"u128">`) is refused
// at the variable: its printer and parser would be C++ upstream.
include "mlir/IR/OpBase.td"
include "mlir/IR/Properties.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Op : Op<T_Dialect, "op"> {
  let arguments = (ins Property<"u128">:$wide);
  let assemblyFormat = "$wide attr-dict";
}
