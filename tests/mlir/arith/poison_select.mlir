// arith.select with poison: a poison arm gives the other arm, after the constant-condition folds; a poison condition is not a constant.
func.func @select(%c: i1, %a: i32, %v: vector<2xi1>, %w: vector<2xi32>) -> (i32, i32, i32, i32, i32, vector<2xi32>, i32) {
  %p = ub.poison : i32
  %true = arith.constant true
  %false = arith.constant false
  %pc = ub.poison : i1
  %0 = arith.select %c, %p, %a : i32
  %1 = arith.select %c, %a, %p : i32
  %2 = arith.select %true, %p, %a : i32
  %3 = arith.select %false, %p, %a : i32
  %4 = arith.select %pc, %a, %p : i32
  %pv = ub.poison : vector<2xi32>
  %5 = arith.select %v, %pv, %w : vector<2xi1>, vector<2xi32>
  %6 = arith.select %c, %p, %p : i32
  return %0, %1, %2, %3, %4, %5, %6 : i32, i32, i32, i32, i32, vector<2xi32>, i32
}
