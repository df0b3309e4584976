// #complex.number over f32 (rounded from double): attributes of unregistered ops, parsed from double and printed as the element type
"test.func"() ({
  "test.number"() {attr = #complex.number<:f32 1.0, 2.0>} : () -> ()
  "test.number"() {attr = #complex.number<:f32 1.0, 0.0>} : () -> ()
  "test.number"() {attr = #complex.number<:f32 -0.0, 0.0>} : () -> ()
  "test.number"() {attr = #complex.number<:f32 0.1, -2.5e+10>} : () -> ()
  "test.number"() {attr = #complex.number<:f32 1.0e+300, -1.0e+300>} : () -> ()
  "test.number"() {attr = #complex.number<:f32 1.0e-40, 1.0e-50>} : () -> ()
  "test.number"() {attr = #complex.number<:f32 0x7FF0000000000000, 0x7FF8000000000000>} : () -> ()
  "test.number"() {attr = #complex.number<:f32 3.4028234663852886e+38, 3.4028235677973366e+38>} : () -> ()
  "test.number"() {attr = #complex.number<:f32 16777217.0, 0.3>} : () -> ()
}) : () -> ()
