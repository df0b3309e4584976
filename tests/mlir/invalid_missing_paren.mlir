// The operand list must be closed.
%0 = "test.ods_def"() : () -> i32
"test.ods_use"(%0 : (i32) -> ()
