// #complex.number with spacing variants and negative parts
"test.func"() ({
  "test.a"() {x = #complex.number< : f64 1.0 , 2.0 >} : () -> ()
  "test.b"() {x = #complex.number<:f64 -1.0, -2.0>} : () -> ()
  "test.c"() {x = #complex.number<:f64 0x3FF0000000000000, 0x0>} : () -> ()
  "test.d"() {x = #complex.number<:f32 -0.0, -0.0>} : () -> ()
}) : () -> ()
