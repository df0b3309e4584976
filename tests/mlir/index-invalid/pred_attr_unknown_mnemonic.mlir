// Invalid: pred attr unknown mnemonic.
"test.func"() ({
^bb0(%a: index, %b: index, %i: i32):
  %0 = "index.cmp"(%a, %b) <{pred = #index<predicate slt>}> : (index, index) -> i1
}) : () -> ()
// expected-error@-2 {{unknown attribute `predicate` in dialect `index`}}
