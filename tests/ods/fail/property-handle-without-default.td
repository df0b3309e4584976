// Expected to fail: a property of a type without a default value needs a defaultValue.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Op : Op<T_Dialect, "op"> {
  let arguments = (ins Property<"::mlir::Type">:$ty,
                       Property<"std::optional<::mlir::Type>">:$fine);
}
