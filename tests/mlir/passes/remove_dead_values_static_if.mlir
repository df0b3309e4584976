// ARGS: --remove-dead-values --allow-unregistered-dialect
// scf.if on constant conditions: the canonicalization that follows inlines the taken
// region, and the conditions' constants, left unused, go too.
func.func @static(%arg0: i32) -> (i32, i32) {
  %true = arith.constant true
  %false = arith.constant false
  %0 = scf.if %true -> (i32) {
    %a = arith.addi %arg0, %arg0 : i32
    scf.yield %a : i32
  } else {
    scf.yield %arg0 : i32
  }
  %1 = scf.if %false -> (i32) {
    scf.yield %arg0 : i32
  } else {
    %m = arith.muli %arg0, %arg0 : i32
    scf.yield %m : i32
  }
  return %0, %1 : i32, i32
}
