// math.fpowi: no folder; mixed operand types, fastmath flags
"test.func"() ({
^bb0(%x: f32, %n: i32, %v: vector<2xf64>, %w: vector<2xi64>, %t: tensor<?xf16>, %u: tensor<?xindex>):
  %c0 = arith.constant 2.0 : f32
  %c1 = arith.constant 3 : i32
  %0 = math.fpowi %c0, %c1 : f32, i32
  %1 = math.fpowi %x, %n : f32, i32
  %2 = math.fpowi %x, %n fastmath<fast> : f32, i32
  %3 = math.fpowi %v, %w fastmath<nnan,ninf> : vector<2xf64>, vector<2xi64>
  %4 = math.fpowi %t, %u : tensor<?xf16>, tensor<?xindex>
  "test.use"(%0, %1, %2, %3, %4) : (f32, f32, f32, vector<2xf64>, tensor<?xf16>) -> ()
}) : () -> ()
