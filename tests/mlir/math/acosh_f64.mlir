// math.acosh on f64
"test.func"() ({
^bb0(%x: f64):
  %0 = math.acosh %x : f64
  %1 = math.acosh %x fastmath<fast> : f64
  %2 = math.acosh %x fastmath<nnan,ninf> : f64
  %3 = math.acosh %x fastmath<none> : f64
  "test.use"(%0, %1, %2, %3) : (f64, f64, f64, f64) -> ()
}) : () -> ()
