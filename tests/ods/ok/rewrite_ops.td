// The ops the rewrite rules of `patterns.td` match and build. `patterns.td` includes this
// file, so its generated code holds the patterns only, as upstream's separate
// `-gen-rewriters` output does.
include "mlir/IR/EnumAttr.td"
include "mlir/IR/OpBase.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def Rw_Dialect : Dialect {
  let name = "rw";
  let cppNamespace = "rw";
  let summary = "Ops for the declarative rewrite rule goldens.";
}

class Rw_Op<string mnemonic, list<Trait> traits = []>
    : Op<Rw_Dialect, mnemonic, !listconcat([Pure], traits)>;

def Rw_ConstOp : Rw_Op<"const"> {
  let summary = "an i32 constant";
  let arguments = (ins I32Attr:$value);
  let results = (outs I32:$out);
}

class Rw_UnaryOp<string mnemonic> : Rw_Op<mnemonic, [SameOperandsAndResultType]> {
  let arguments = (ins AnyInteger:$x);
  let results = (outs AnyInteger:$y);
}

class Rw_BinaryOp<string mnemonic> : Rw_Op<mnemonic, [SameOperandsAndResultType]> {
  let arguments = (ins AnyInteger:$lhs, AnyInteger:$rhs);
  let results = (outs AnyInteger:$result);
}

def Rw_NegOp : Rw_UnaryOp<"neg"> { let summary = "negation"; }
def Rw_AddOp : Rw_BinaryOp<"add"> { let summary = "addition"; }
def Rw_SubOp : Rw_BinaryOp<"sub"> { let summary = "subtraction"; }
def Rw_MulOp : Rw_BinaryOp<"mul"> { let summary = "multiplication"; }

def Rw_ScaleOp : Rw_Op<"scale", [SameOperandsAndResultType]> {
  let summary = "multiplication by a constant factor";
  let arguments = (ins AnyInteger:$x, I32Attr:$factor);
  let results = (outs AnyInteger:$y);
}

def Rw_PairOp : Rw_Op<"pair"> {
  let summary = "two values in, two values out";
  let arguments = (ins AnyInteger:$a, AnyInteger:$b);
  let results = (outs AnyInteger:$first, AnyInteger:$second);
}

def Rw_CastOp : Rw_Op<"cast"> {
  let summary = "a conversion whose result type is not derived from its operand";
  let arguments = (ins AnyInteger:$x);
  let results = (outs AnyInteger:$y);
}

def Rw_TagOp : Rw_Op<"tag", [SameOperandsAndResultType]> {
  let summary = "a value with a string tag";
  let arguments = (ins AnyInteger:$x, StrAttr:$tag);
  let results = (outs AnyInteger:$y);
}

// An enum attribute whose cases patterns match and build by naming them, as upstream's
// test dialect does (`(I32EnumAttrOp I32Case5)`).
def Rw_Low : I32EnumAttrCase<"Low", 1, "low">;
def Rw_High : I32EnumAttrCase<"High", 2, "high">;
def Rw_Level : I32EnumAttr<"Level", "a level", [Rw_Low, Rw_High]>;

def Rw_LevelOp : Rw_Op<"level"> {
  let summary = "an i32 at a level";
  let arguments = (ins Rw_Level:$level);
  let results = (outs I32:$out);
}
