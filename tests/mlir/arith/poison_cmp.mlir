// cmpi and cmpf do not propagate poison (their folds take an explicit result type, or only float attributes): a poison lhs still moves to the right of cmpi, and a NaN operand of cmpf decides alone.
func.func @cmp(%a: i32, %f: f32) -> (i1, i1, i1, i1, i1) {
  %p = ub.poison : i32
  %q = ub.poison : f32
  %c5 = arith.constant 5 : i32
  %n = arith.constant 0x7FC00000 : f32
  %0 = arith.cmpi slt, %p, %a : i32
  %1 = arith.cmpi eq, %p, %c5 : i32
  %2 = arith.cmpi ult, %c5, %p : i32
  %3 = arith.cmpf olt, %q, %f : f32
  %4 = arith.cmpf uno, %q, %n : f32
  return %0, %1, %2, %3, %4 : i1, i1, i1, i1, i1
}
