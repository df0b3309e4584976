// math.erf on f64
"test.func"() ({
^bb0(%x: f64):
  %0 = math.erf %x : f64
  %1 = math.erf %x fastmath<fast> : f64
  %2 = math.erf %x fastmath<nnan,ninf> : f64
  %3 = math.erf %x fastmath<none> : f64
  "test.use"(%0, %1, %2, %3) : (f64, f64, f64, f64) -> ()
}) : () -> ()
