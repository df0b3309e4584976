// `postProcess` is refused: mlir-tblgen's generator never reads it.

include "mlir/IR/BytecodeBase.td"

def CountAttr : DialectAttribute<(attr VarInt:$count)> {
  let postProcess = [{ count += 1; }];
}

def FailDialectAttributes : DialectAttributes<"Fail"> {
  let elems = [CountAttr];
}
