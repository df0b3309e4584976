// Expected to fail: only derived attributes may be op fields.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Op : Op<T_Dialect, "op"> {
  DerivedAttr fine = DerivedAttr<"bool", [{ true }]>;
  Attr stored = I32Attr;
}
