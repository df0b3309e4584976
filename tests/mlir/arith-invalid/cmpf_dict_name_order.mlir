// Invalid: two inherent attributes failing their constraints among the discardable
// attributes: the parser reports the first by name (`fastmath` before `predicate`).
"test.func"() ({
^bb0(%a: f32):
  %0 = "arith.cmpf"(%a, %a) {fastmath = 1 : i32, predicate = "x"} : (f32, f32) -> i1
}) : () -> ()
// expected-error@-2 {{'arith.cmpf' op attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags}}
