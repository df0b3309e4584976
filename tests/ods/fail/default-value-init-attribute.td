// Expected to fail: `{}` as the default of an attribute whose Rust value has no `Default`
// (a null `Attribute` in C++, as upstream's `ub.poison` writes it).
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; let cppNamespace = "::t"; }
def T_Op : Op<T_Dialect, "x"> {
  let arguments = (ins DefaultValuedAttr<AnyAttr, "{}">:$value);
}
