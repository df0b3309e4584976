// Expected to fail: `DeclareTypeInterfaceMethods` names a method whose body every type
// shares; only methods with a default implementation can be written by a definition.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Sized : TypeInterface<"Sized"> {
  let methods = [
    InterfaceMethod<"The size in bits.", "unsigned", "getBits">,
    InterfaceMethod<"The size in bytes.", "unsigned", "getBytes", (ins),
      [{ $_type.get_bits(ctx) / 8 }]>,
  ];
}
def T_Box : TypeDef<T_Dialect, "Box", [DeclareTypeInterfaceMethods<T_Sized, ["getBytes"]>]> {
  let mnemonic = "box";
}
