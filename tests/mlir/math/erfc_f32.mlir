// math.erfc on f32: zeros, signs, subnormals, infinities, NaNs; fastmath flags
"test.func"() ({
^bb0(%x: f32):
  %0 = math.erfc %x : f32
  %1 = math.erfc %x fastmath<fast> : f32
  %2 = math.erfc %x fastmath<nnan,ninf> : f32
  %3 = math.erfc %x fastmath<none> : f32
  "test.use"(%0, %1, %2, %3) : (f32, f32, f32, f32) -> ()
}) : () -> ()
