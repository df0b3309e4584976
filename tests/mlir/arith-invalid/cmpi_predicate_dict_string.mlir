// Invalid: an inherent attribute of the wrong kind among the discardable attributes is
// checked against its constraint while parsing (`verifyInherentAttrs`).
"test.func"() ({
^bb0(%a: i32):
  %0 = "arith.cmpi"(%a, %a) {predicate = "x"} : (i32, i32) -> i1
}) : () -> ()
// expected-error@-2 {{'arith.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}
