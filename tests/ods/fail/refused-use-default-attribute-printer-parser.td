// Expected to fail: useDefaultAttributePrinterParser = 0 is refused.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect {
  let name = "t";
  let useDefaultAttributePrinterParser = 0;
}
