// math.clampf: no folder; scalars, vectors, tensors, fastmath flags
"test.func"() ({
^bb0(%x: f32, %y: f32, %z: f32, %v: vector<4xf64>, %t: tensor<?xbf16>):
  %c0 = arith.constant 1.5 : f32
  %c1 = arith.constant -2.0 : f32
  %0 = math.clampf %x to [%y, %z] : f32
  %1 = math.clampf %c0 to [%c1, %c0] : f32
  %2 = math.clampf %x to [%y, %z] fastmath<nnan> : f32
  %3 = math.clampf %v to [%v, %v] : vector<4xf64>
  %4 = math.clampf %t to [%t, %t] fastmath<fast> : tensor<?xbf16>
  "test.use"(%0, %1, %2, %3, %4) : (f32, f32, f32, vector<4xf64>, tensor<?xbf16>) -> ()
}) : () -> ()
