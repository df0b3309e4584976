// Expected to fail: extensible dialects are not supported.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect {
  let name = "t";
  let isExtensible = 1;
}
def T_Op : Op<T_Dialect, "op">;
