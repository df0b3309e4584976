// An op argument of another dialect's enum attribute (arith's fast-math flags, as upstream's
// MathOps.td has) needs to know which crate generates that dialect:
// `Config::external_dialect("arith", ...)`. Without it, the use is an error.
include "mlir/IR/OpBase.td"
include "../../../dialects/arith/td/mlir/Dialect/Arith/IR/ArithBase.td"

def M_Dialect : Dialect { let name = "m"; let cppNamespace = "::mlir::m"; }

def M_FastOp : Op<M_Dialect, "fast"> {
  let arguments = (ins F32:$x,
      DefaultValuedAttr<Arith_FastMathAttr, "FastMathFlags::NONE">:$fastmath);
}
