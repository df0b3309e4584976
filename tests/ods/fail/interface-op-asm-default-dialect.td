// Expected to fail: `getDefaultDialect` of OpAsmOpInterface is not supported.
include "mlir/IR/OpBase.td"
include "mlir/IR/OpAsmInterface.td"
def T_Dialect : Dialect { let name = "t"; }
def T_ModOp : Op<T_Dialect, "mod",
    [DeclareOpInterfaceMethods<OpAsmOpInterface, ["getDefaultDialect"]>]> {
  let regions = (region AnyRegion:$body);
}
