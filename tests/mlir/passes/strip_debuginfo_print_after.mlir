// ARGS: --strip-debuginfo --mlir-print-ir-before-all --mlir-print-ir-after-all --mlir-print-debuginfo
func.func @f(%a: i32 loc("arg_a")) -> i32 {
  return %a : i32 loc("ret")
} loc("func")
