// Without `-bytecode-dialect`, the spec must give the encodings of one dialect only.

include "mlir/IR/BytecodeBase.td"

def AAttr : DialectAttribute<(attr VarInt:$a)>;

def OneAttributes : DialectAttributes<"One"> {
  let elems = [AAttr];
}
def TwoAttributes : DialectAttributes<"Two"> {
  let elems = [AAttr];
}
