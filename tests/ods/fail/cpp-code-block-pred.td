// Expected to fail: C++ in a predicate.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_IntLike : Type<CPred<"$_self.isa<IntegerType>()">, "integer-like">;
def T_Op : Op<T_Dialect, "op"> {
  let arguments = (ins T_IntLike:$a);
}
