// Invalid: two inherent attributes of the wrong kind in the generic form's properties:
// the conversion reports the first by name (`fastmath` before `predicate`).
"test.func"() ({
^bb0(%a: f32):
  %0 = "arith.cmpf"(%a, %a) <{fastmath = 1 : i32, predicate = "x"}> : (f32, f32) -> i1
}) : () -> ()
// expected-error@-2 {{invalid properties {fastmath = 1 : i32, predicate = "x"} for op arith.cmpf: Invalid attribute `fastmath` in property conversion: 1 : i32}}
