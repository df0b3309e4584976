// Expected to fail: a native trait's namespace must be a Rust path.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def MyTrait : NativeOpTrait<"MyTrait"> {
  let cppNamespace = "::mlir::OpTrait";
}
def T_Op : Op<T_Dialect, "op", [MyTrait]>;
