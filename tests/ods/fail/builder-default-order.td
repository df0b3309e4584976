// Expected to fail: builder default order.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Op : Op<T_Dialect, "op"> {
  let builders = [OpBuilder<(ins CArg<"i32", "0">:$x, "i64":$y)>];
}
