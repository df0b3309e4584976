// A value used with two different types.
%0 = "test.ods_def"() : () -> i32
"test.ods_use"(%0) : (i64) -> ()
