// math.asinh on f16, bf16, f80, f128 and f8 formats (only absf, ceil, floor and roundeven fold there)
"test.func"() ({
^bb0(%h: f16, %b: bf16):
  %0 = math.asinh %h fastmath<fast> : f16
  %1 = math.asinh %b : bf16
  "test.use"(%0, %1) : (f16, bf16) -> ()
}) : () -> ()
