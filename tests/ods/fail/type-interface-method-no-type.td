// Expected to fail: a type interface method without a return type.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Sized : TypeInterface<"Sized"> {
  let methods = [InterfaceMethod<"The size in bits.", "", "getBits">];
}
