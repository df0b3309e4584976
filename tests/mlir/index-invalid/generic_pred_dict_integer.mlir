// Invalid: an inherent enum attribute of the wrong kind among the discardable attributes
// fails its constraint while parsing.
"test.func"() ({
^bb0(%a: index, %b: index):
  %0 = "index.cmp"(%a, %b) {pred = 3 : i64} : (index, index) -> i1
}) : () -> ()
// expected-error@-2 {{'index.cmp' op attribute 'pred' failed to satisfy constraint: index comparison predicate kind}}
