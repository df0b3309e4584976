// Expected to fail: op `X`'s adaptor is `XAdaptor`, the name of another op. mlir-tblgen
// accepts the spec, but its C++ declares class `XAdaptor` twice (the adaptor of `X` and
// the op), as the Rust would.
include "mlir/IR/OpBase.td"
def A_Dialect : Dialect { let name = "a"; }
def A_X : Op<A_Dialect, "x"> {
  let arguments = (ins I32:$in);
}
def A_XAdaptor : Op<A_Dialect, "x_adaptor"> {
  let arguments = (ins I32:$in);
}
