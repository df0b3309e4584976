// The same name defined in a nested region after the outer definition.
%0 = "test.b"() : () -> i32
"test.b"() ({
  %0 = "test.c"() : () -> i32
}) : () -> ()
