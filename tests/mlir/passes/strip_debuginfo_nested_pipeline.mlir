// ARGS: --pass-pipeline=builtin.module(func.func(strip-debuginfo)) --mlir-print-debuginfo
// On the functions only: the module and its other operations keep their locations.
module {
  func.func @f(%a: i32 loc("arg_a")) -> i32 {
    return %a : i32 loc("ret")
  } loc("func")
  "foo.other"() : () -> () loc("other")
} loc("module")
