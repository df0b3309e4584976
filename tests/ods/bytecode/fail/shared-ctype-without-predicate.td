// Two encodings of one class need predicates to choose between them when writing.

include "mlir/IR/BytecodeBase.td"

let cType = "NumAttr" in {
def NumAttr : DialectAttribute<(attr VarInt:$value)>;
def NumAttrWide : DialectAttribute<(attr SignedVarInt:$value)>;
}

def FailDialectAttributes : DialectAttributes<"Fail"> {
  let elems = [NumAttr, NumAttrWide];
}
