// arith.trunci of arith.shrsi by the truncated width becomes a trunci of shrui, keeping `exact`.
"test.func"() ({
^bb0(%x: i64):
  %c = arith.constant 32 : i64
  %0 = arith.shrsi %x, %c exact : i64
  %1 = arith.trunci %0 : i64 to i32
  %2 = arith.shrsi %x, %c : i64
  %3 = arith.trunci %2 overflow<nsw> : i64 to i32
  "test.use"(%1, %3) : (i32, i32) -> ()
}) : () -> ()
