// Invalid: unknown op.
"test.func"() ({
^bb0(%a: index, %b: index, %i: i32):
  %0 = index.frobnicate %a, %b
}) : () -> ()
// expected-error@-2 {{custom op 'index.frobnicate' is unknown}}
