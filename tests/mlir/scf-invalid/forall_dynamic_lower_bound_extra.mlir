func.func @f(%n: index) {
  // expected-error@+1 {{expected 0 dynamic lower bound values}}
  "scf.forall"(%n) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index):
    scf.forall.in_parallel {
    }
  }) : (index) -> ()
  return
}
