// ub.poison inside scf regions and as a loop-carried or yielded value
func.func @scf(%c: i1, %lb: index, %ub: index, %step: index) -> (i32, f32) {
  %0 = scf.if %c -> (i32) {
    %p = ub.poison : i32
    scf.yield %p : i32
  } else {
    %k = ub.poison : i32
    scf.yield %k : i32
  }
  %init = ub.poison : f32
  %1 = scf.for %i = %lb to %ub step %step iter_args(%acc = %init) -> (f32) {
    %q = ub.poison : f32
    scf.yield %q : f32
  }
  return %0, %1 : i32, f32
}

func.func @while(%n: i32) -> i32 {
  %init = ub.poison : i32
  %r = scf.while (%x = %init) : (i32) -> i32 {
    %c = "test.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    %p = ub.poison : i32
    scf.yield %p : i32
  }
  return %r : i32
}
