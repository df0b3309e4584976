// Expected to fail: builder duplicate param.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Op : Op<T_Dialect, "op"> {
  let builders = [OpBuilder<(ins "i32":$x, "i64":$x)>];
}
