// Expected to fail: a C++ default value with no Rust counterpart.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Op : Op<T_Dialect, "op"> {
  let regions = (region AnyRegion:$body);
  let builders = [
    OpBuilder<(ins CArg<"Block *", "nullptr">:$entry)>
  ];
}
