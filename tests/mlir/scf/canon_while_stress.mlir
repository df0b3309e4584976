func.func @w1(%a: i32, %b: i32) -> (i32, i32) {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %c = "u.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x, %x : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    scf.yield %q, %p : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
func.func @w2(%a: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = "u.cond"() : () -> i1
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%p: i32):
    scf.yield %p : i32
  }
  return %r : i32
}
func.func @w3(%a: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = arith.cmpi eq, %x, %x : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%p: i32):
    %k = arith.cmpi eq, %p, %p : i32
    %n = "u.next"(%p, %k) : (i32, i1) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}
func.func @f1(%lb: index, %ub: index, %st: index) -> (index, index) {
  %r:2 = scf.for %i = %lb to %ub step %st iter_args(%x = %lb, %y = %ub) -> (index, index) {
    scf.yield %y, %x : index, index
  }
  return %r#0, %r#1 : index, index
}
func.func @f2(%lb: index, %ub: index, %st: index, %a: i32) -> i32 {
  %r = scf.for %i = %lb to %ub step %st iter_args(%x = %a) -> (i32) {
    %s = scf.for %j = %lb to %ub step %st iter_args(%y = %x) -> (i32) {
      %n = "u.n"(%y) : (i32) -> i32
      scf.yield %n : i32
    }
    scf.yield %s : i32
  }
  return %r : i32
}
func.func @fa(%n: index) {
  scf.forall (%i) = (0) to (%n) step (0) {
    "u.use"(%i) : (index) -> ()
  }
  return
}
func.func @p1(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%c1) step (%c1) {
    scf.parallel (%j) = (%c0) to (%n) step (%c1) {
      "u.use"(%i, %j) : (index, index) -> ()
    }
  }
  return
}
