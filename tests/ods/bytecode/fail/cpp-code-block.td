// A code block left in C++ is not Rust.

include "mlir/IR/BytecodeBase.td"

def StrAttr : DialectAttribute<(attr Type:$type)> {
  let printerPredicate = "::llvm::isa<NoneType>($_val.getType())";
}

def FailDialectAttributes : DialectAttributes<"Fail"> {
  let elems = [StrAttr];
}
