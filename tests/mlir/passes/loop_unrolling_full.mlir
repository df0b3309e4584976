// ARGS: --test-loop-unrolling=unroll-factor=-1
func.func @dyn(%lb: index, %ub: index, %st: index) {
  scf.for %i = %lb to %ub step %st {
    "test.use"(%i) : (index) -> ()
  }
  return
}
func.func @static_epi() {
  %c0 = arith.constant 0 : index
  %c10 = arith.constant 10 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %c10 step %c1 {
    "test.use"(%i) : (index) -> ()
  }
  return
}
func.func @static_even() {
  %c0 = arith.constant 0 : index
  %c20 = arith.constant 20 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %c20 step %c1 {
    "test.use"(%i) : (index) -> ()
  }
  return
}
func.func @iter(%x: f32) -> f32 {
  %c0 = arith.constant 0 : i32
  %c7 = arith.constant 7 : i32
  %c2 = arith.constant 2 : i32
  %r = scf.for %i = %c0 to %c7 step %c2 iter_args(%acc = %x) -> (f32) : i32 {
    %y = arith.addf %acc, %acc : f32
    scf.yield %y : f32
  }
  return %r : f32
}
func.func @noiv(%x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %c5 step %c1 iter_args(%acc = %x) -> (f32) {
    %y = arith.mulf %acc, %acc : f32
    scf.yield %y : f32
  }
  return %r : f32
}
func.func @empty(%x: f32) {
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %c5 step %c1 {
  }
  return
}
func.func @neg() {
  %c0 = arith.constant -5 : index
  %c5 = arith.constant 4 : index
  %c1 = arith.constant 2 : index
  scf.for %i = %c0 to %c5 step %c1 {
    "test.use"(%i) : (index) -> ()
  }
  return
}
func.func @zero() {
  %c0 = arith.constant 5 : index
  %c5 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %c5 step %c1 {
    "test.use"(%i) : (index) -> ()
  }
  return
}
func.func @one() {
  %c0 = arith.constant 3 : index
  %c5 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %c5 step %c1 {
    "test.use"(%i) : (index) -> ()
  }
  return
}
func.func @unsigned() {
  %c0 = arith.constant 1 : i8
  %c5 = arith.constant 200 : i8
  %c1 = arith.constant 3 : i8
  scf.for unsigned %i = %c0 to %c5 step %c1 : i8 {
    "test.use"(%i) : (i8) -> ()
  }
  return
}
func.func @nested(%lb: index, %ub: index, %st: index) {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %lb to %ub step %st {
      "test.use"(%i, %j) : (index, index) -> ()
    }
  }
  return
}
