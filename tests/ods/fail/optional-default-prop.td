// Expected to fail: a property both optional and default-valued.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_BothProp : Property<"Option<i64>", "both"> {
  let convertToAttribute = "::ods_runtime::Attribute::unit($_ctxt)";
  let convertFromAttribute = "None";
  let isOptional = 1;
  let defaultValue = "Some(1)";
}
def T_Op : Op<T_Dialect, "op"> {
  let arguments = (ins T_BothProp:$x);
}
