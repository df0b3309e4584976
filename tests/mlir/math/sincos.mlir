// math.sincos: two results, no folder
"test.func"() ({
^bb0(%x: f32, %v: vector<2xf64>, %t: tensor<?xf16>):
  %c0 = arith.constant 0.5 : f32
  %0:2 = math.sincos %c0 : f32
  %1:2 = math.sincos %x : f32
  %2:2 = math.sincos %x fastmath<fast> : f32
  %3:2 = math.sincos %v fastmath<afn> : vector<2xf64>
  %4:2 = math.sincos %t : tensor<?xf16>
  "test.use"(%0#0, %0#1, %1#0, %1#1, %2#0, %2#1, %3#0, %3#1, %4#0, %4#1) : (f32, f32, f32, f32, f32, f32, vector<2xf64>, vector<2xf64>, tensor<?xf16>, tensor<?xf16>) -> ()
}) : () -> ()
