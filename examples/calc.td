// A small dialect in ODS, the way an MLIR user writes one:
//   cargo run -p ods-build --bin ods-tblgen -- --gen-op-defs examples/calc.td
// prints the Rust that `ods_build::compile("calc.td")` writes for a dialect crate.
include "mlir/IR/OpBase.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def Calc_Dialect : Dialect {
  let name = "calc";
  let cppNamespace = "calc";
  let summary = "A calculator dialect: integer constants and arithmetic.";
}

class Calc_Op<string mnemonic, list<Trait> traits = []>
    : Op<Calc_Dialect, mnemonic, traits>;

def Calc_ConstantOp : Calc_Op<"constant", [ConstantLike, Pure]> {
  let summary = "an integer constant";
  let arguments = (ins I64Attr:$value);
  let results = (outs I64:$result);
}

def Calc_AddOp : Calc_Op<"add", [Pure, Commutative, SameOperandsAndResultType]> {
  let summary = "adds two integers";
  let description = [{
    Adds `lhs` and `rhs`; both operands and the result share one integer type.
  }];
  let arguments = (ins AnyInteger:$lhs, AnyInteger:$rhs);
  let results = (outs AnyInteger:$result);
  let hasFolder = 1;
}

def Calc_SumOp : Calc_Op<"sum", [Pure]> {
  let summary = "sums any number of integers, with an optional bias";
  let arguments = (ins Variadic<I64>:$inputs,
                   DefaultValuedAttr<I64Attr, "0">:$bias);
  let results = (outs I64:$result);
}
