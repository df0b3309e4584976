// Expected to fail: a decorator that is not a memory effect (here a user-made `MemRead`).
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def MemRead : OpVariableDecorator;
def T_Op : Op<T_Dialect, "op"> {
  let arguments = (ins Arg<I32, "the source", [MemRead]>:$src);
}
