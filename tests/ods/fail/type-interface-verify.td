// Expected to fail: only op interfaces have a verifier (`verify` is a field of
// `OpInterfaceTrait`, as in upstream's Interfaces.td).
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Sized : TypeInterface<"Sized"> {
  let methods = [InterfaceMethod<"The size in bits.", "unsigned", "getBits">];
  let verify = [{ Ok(()) }];
}
