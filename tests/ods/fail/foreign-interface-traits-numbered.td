// Expected to fail: an op of this spec implements interface `Shaped` of dialect `s`, whose
// crate numbers the interface's traits because `s` also has an enum `ShapedModel`.
// mlir-tblgen accepts the spec (its C++ traits live in `detail`), but this crate would name
// the traits `ShapedImpl` and `ShapedModel`, so ods-build refuses it where it is used.
include "include/shaped_dialect.inc"

def T_Dialect : Dialect { let name = "t"; let cppNamespace = "::t"; }

def T_BoxOp : Op<T_Dialect, "box", [DeclareOpInterfaceMethods<S_ShapedInterface>]>;
