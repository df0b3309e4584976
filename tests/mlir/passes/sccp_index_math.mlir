// ARGS: --sccp
func.func @index_ops(%x: index) -> (index, index, i1) {
  %c3 = index.constant 3
  %c4 = index.constant 4
  %a = index.add %c3, %c4
  %m = index.mul %a, %c3
  %b = index.cmp slt(%c3, %c4)
  %y = index.add %x, %c3
  return %m, %y, %b : index, index, i1
}

func.func @math_ops() -> (f32, f64, i32) {
  %c2 = arith.constant 2.0 : f32
  %c9 = arith.constant 9.0 : f64
  %i = arith.constant 8 : i32
  %a = math.sqrt %c9 : f64
  %b = math.absf %c2 : f32
  %c = math.ctlz %i : i32
  return %b, %a, %c : f32, f64, i32
}

func.func @casts_and_vectors() -> (i64, vector<4xi32>, f32) {
  %c = arith.constant 7 : i32
  %e = arith.extsi %c : i32 to i64
  %v = arith.constant dense<3> : vector<4xi32>
  %w = arith.addi %v, %v : vector<4xi32>
  %f = arith.sitofp %c : i32 to f32
  return %e, %w, %f : i64, vector<4xi32>, f32
}

func.func @poison_and_div() -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %c6 = arith.constant 6 : i32
  %d = arith.divsi %c6, %c0 : i32
  %e = arith.divsi %c6, %c6 : i32
  return %d, %e : i32, i32
}
