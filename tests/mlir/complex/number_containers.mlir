// #complex.number in arrays, dictionaries, properties, discardable attributes of complex ops, and with a trailing type (which the parser ignores)
"test.func"() ({
^bb0(%a: complex<f32>):
  "test.a"() {list = [#complex.number<:f64 1.0, 2.0>, #complex.number<:f32 3.0, 4.0>]} : () -> ()
  "test.b"() {d = {x = #complex.number<:f16 1.0, -1.0>, y = 1 : i32}} : () -> ()
  "test.c"() <{p = #complex.number<:f64 0.5, 0.25>}> : () -> ()
  "test.d"() {t = #complex.number<:f64 1.0, 2.0> : complex<f64>} : () -> ()
  "test.e"() {t = #complex.number<:f64 1.0, 2.0> : complex<f32>} : () -> ()
  "test.f"() {t = #complex.number<:f32 1.0, 2.0> : i32} : () -> ()
  "test.g"() {a = #complex.number<:f64 1.0, 2.0>, b = #complex.number<:f64 1.0, 2.0>} : () -> ()
  %0 = complex.neg %a {n = #complex.number<:f32 1.0, 2.0>} : complex<f32>
  %1 = complex.constant [1.0 : f32, 2.0 : f32] {n = #complex.number<:f32 1.0, 2.0>} : complex<f32>
  "test.use"(%0, %1) : (complex<f32>, complex<f32>) -> ()
}) : () -> ()
