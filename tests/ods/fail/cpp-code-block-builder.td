// Expected to fail: C++ in a builder body.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Op : Op<T_Dialect, "op"> {
  let arguments = (ins I32Attr:$value);
  let builders = [
    OpBuilder<(ins "int64_t":$value), [{
      auto attr = [&]() { return $_builder.getI32IntegerAttr(value); }();
      $_state.addAttribute("value", attr);
    }]>
  ];
}
