// Expected to fail: a property without an attribute conversion.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Prop : Property<"u32"> {
  let convertToAttribute = "";
}
def T_Op : Op<T_Dialect, "op"> {
  let arguments = (ins T_Prop:$p);
}
