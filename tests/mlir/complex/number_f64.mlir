// #complex.number over f64: attributes of unregistered ops, parsed from double and printed as the element type
"test.func"() ({
  "test.number"() {attr = #complex.number<:f64 1.0, 2.0>} : () -> ()
  "test.number"() {attr = #complex.number<:f64 1.0, 0.0>} : () -> ()
  "test.number"() {attr = #complex.number<:f64 -0.0, 0.0>} : () -> ()
  "test.number"() {attr = #complex.number<:f64 0.1, -2.5e+10>} : () -> ()
  "test.number"() {attr = #complex.number<:f64 1.0e+300, -1.0e-300>} : () -> ()
  "test.number"() {attr = #complex.number<:f64 1.0e-310, 4.9e-324>} : () -> ()
  "test.number"() {attr = #complex.number<:f64 0x7FF0000000000000, 0xFFF0000000000000>} : () -> ()
  "test.number"() {attr = #complex.number<:f64 0x7FF8000000000000, 0xFFF8000000000001>} : () -> ()
  "test.number"() {attr = #complex.number<:f64 0x3FF0000000000000, -1.5>} : () -> ()
  "test.number"() {attr = #complex.number<:f64 1.0e+400, -1.0e+400>} : () -> ()
  "test.number"() {attr = #complex.number<:f64 123456789.125, -3.0>} : () -> ()
}) : () -> ()
