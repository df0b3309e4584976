// Expected to fail: a dialect enum attribute's assemblyFormat other than `<` $value `>`
// (the default form ods-build prints) is not generated.
include "mlir/IR/OpBase.td"
include "mlir/IR/EnumAttr.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Kind : I32Enum<"Kind", "a kind", [I32EnumCase<"A", 0, "a">]>;
def T_KindAttr : EnumAttr<T_Dialect, T_Kind, "kind"> {
  let assemblyFormat = "`[` $value `]`";
}
