// A module may not use values defined outside it.
%0 = "test.ods_def"() : () -> i32
"builtin.module"() ({
  "test.ods_use"(%0) : (i32) -> ()
}) : () -> ()
