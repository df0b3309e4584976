// ARGS: --mlir-disable-threading --pass-pipeline=builtin.module(any(test-interface-pass))
// A remark's operation is printed in its custom form, with its value names.
func.func @f(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %x = arith.addi %a, %c1 : i32
  scf.execute_region {
    %c2 = arith.constant 2 : i32
    scf.yield
  }
  return %x : i32
}
func.func @g() {
  return
}
