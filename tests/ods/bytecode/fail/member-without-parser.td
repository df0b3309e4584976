// A member must say how it is read.

include "mlir/IR/BytecodeBase.td"

def Opaque : WithType<"u64">;
def HiddenAttr : DialectAttribute<(attr Opaque:$value)>;

def FailDialectAttributes : DialectAttributes<"Fail"> {
  let elems = [HiddenAttr];
}
