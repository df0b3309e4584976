// Expected to fail: a property's own C++ bytecode encoding (upstream's
// `writeToMlirBytecode`); a property is written as its kind of the property library writes
// it, or through its attribute form.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_EncodedProp : Property<"i64"> {
  let writeToMlirBytecode = [{ $_writer.writeVarInt($_storage); }];
}
def T_Op : Op<T_Dialect, "op"> {
  let arguments = (ins T_EncodedProp:$value);
}
