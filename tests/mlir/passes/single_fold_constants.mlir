// ARGS: --split-input-file --test-single-fold
func.func @fold_chain() -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c1_again = arith.constant 1 : i32
  %a = arith.addi %c1, %c2 : i32
  %b = arith.muli %a, %c1_again : i32
  return %a, %b : i32, i32
}

// -----

func.func @nested(%x: i32, %cond: i1) -> i32 {
  %0 = scf.if %cond -> i32 {
    %c5 = arith.constant 5 : i32
    %c0 = arith.constant 0 : i32
    %s = arith.addi %x, %c0 : i32
    %t = arith.addi %s, %c5 : i32
    scf.yield %t : i32
  } else {
    %c5 = arith.constant 5 : i32
    scf.yield %c5 : i32
  }
  return %0 : i32
}

// -----

func.func @complex_parts() -> (f32, f32, complex<f32>) {
  %a = complex.constant [2.0 : f32, 1.0 : f32] : complex<f32>
  %b = complex.constant [1.0 : f32, 0.0 : f32] : complex<f32>
  %re = complex.re %a : complex<f32>
  %im = complex.im %a : complex<f32>
  %d = complex.div %a, %b : complex<f32>
  return %re, %im, %d : f32, f32, complex<f32>
}

// -----

func.func @commutative_moves(%x: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %0 = arith.addi %c3, %x : i32
  %1 = "test.op"(%0) : (i32) -> i32
  return %1 : i32
}
