// Invalid: an unknown overflow flag
"test.func"() ({
^bb0(%a: i32, %b: i32, %f: f32, %v: vector<4xi32>, %x: index):
  %0 = arith.addi %a, %b overflow<nsx> : i32
}) : () -> ()
// expected-error@-2 {{custom op 'arith.addi' expected ::mlir::arith::IntegerOverflowFlags to be one of: none, nsw, nuw}}
// expected-error@-3 {{custom op 'arith.addi' failed to parse Arith_IntegerOverflowAttr parameter 'value' which is to be a `::mlir::arith::IntegerOverflowFlags`}}
