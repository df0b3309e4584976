// Invalid: cast int to int.
"test.func"() ({
^bb0(%a: index, %b: index, %i: i32):
  %0 = index.castu %i : i32 to i64
}) : () -> ()
// expected-error@-2 {{'index.castu' op operand type 'i32' and result type 'i64' are cast incompatible}}
