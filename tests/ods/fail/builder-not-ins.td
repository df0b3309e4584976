// Expected to fail: builder not ins.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Op : Op<T_Dialect, "op"> {
  let builders = [OpBuilder<(outs "i32":$x)>];
}
