// ARGS: --verify-each=false --test-single-fold --canonicalize
func.func @f(%x: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %0 = arith.muli %x, %c0 : i64
  return %0 : i64
}
