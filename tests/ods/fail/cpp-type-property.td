// Expected to fail: a C++ property type with no Rust counterpart.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Op : Op<T_Dialect, "op"> {
  let arguments = (ins Property<"std::function<void()>">:$callback);
}
