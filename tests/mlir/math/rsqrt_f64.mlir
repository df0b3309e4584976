// math.rsqrt on f64
"test.func"() ({
^bb0(%x: f64):
  %0 = math.rsqrt %x : f64
  %1 = math.rsqrt %x fastmath<fast> : f64
  %2 = math.rsqrt %x fastmath<nnan,ninf> : f64
  %3 = math.rsqrt %x fastmath<none> : f64
  "test.use"(%0, %1, %2, %3) : (f64, f64, f64, f64) -> ()
}) : () -> ()
