// Expected to fail: an op both writes `getEffects` and lists effects to generate it from.
include "mlir/IR/OpBase.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Op : Op<T_Dialect, "op",
    [DeclareOpInterfaceMethods<MemoryEffectsOpInterface>, MemoryEffects<[MemWrite]>]>;
