// ARGS: --dump-pass-pipeline --test-pm-nested-pipeline --mlir-disable-threading --mlir-print-ir-after-all
// A registered pipeline given as a flag.
func.func @f(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %x = arith.addi %a, %c1 : i32
  %y = arith.addi %x, %c2 : i32
  return %y : i32
}
module {
  func.func @g() {
    return
  }
}
