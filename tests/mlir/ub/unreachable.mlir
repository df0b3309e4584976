// ub.unreachable as the terminator of functions and of blocks reached by branches
func.func @only() {
  ub.unreachable
}

func.func @after_ops(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  "test.use"(%0) : (i32) -> ()
  ub.unreachable
}

func.func @branches(%x: i32) -> i32 {
  cf.br ^bb2
^bb1:
  %p = ub.poison : i32
  return %p : i32
^bb2:
  "test.use"(%x) : (i32) -> ()
  ub.unreachable {reason = "dead"}
}

func.func @generic() {
  "ub.unreachable"() : () -> ()
}
