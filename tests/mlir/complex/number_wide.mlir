// #complex.number over f80 and f128 (widened from double): attributes of unregistered ops, parsed from double and printed as the element type
"test.func"() ({
  "test.number"() {attr = #complex.number<:f80 1.0, 2.0>} : () -> ()
  "test.number"() {attr = #complex.number<:f80 0.1, -0.0>} : () -> ()
  "test.number"() {attr = #complex.number<:f80 1.0e+300, 1.0e-310>} : () -> ()
  "test.number"() {attr = #complex.number<:f80 0x7FF8000000000000, 0xFFF0000000000000>} : () -> ()
  "test.number"() {attr = #complex.number<:f128 1.0, 2.0>} : () -> ()
  "test.number"() {attr = #complex.number<:f128 0.1, -2.5>} : () -> ()
  "test.number"() {attr = #complex.number<:f128 1.0e-310, 0x7FF0000000000000>} : () -> ()
}) : () -> ()
