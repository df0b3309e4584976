// The function type lists too few operand types.
%0 = "test.ods_def"() : () -> i32
"test.ods_use"(%0, %0) : (i32) -> ()
