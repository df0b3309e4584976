// Expected to fail: a code block that parses as Rust but calls into MLIR's C++ API.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Op : Op<T_Dialect, "op"> {
  DerivedAttr kind = DerivedAttr<"::ods_runtime::Type",
    [{ ::mlir::IntegerType::get($_ctxt, 32) }]>;
}
