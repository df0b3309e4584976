// A result number beyond the defined results.
%0:2 = "test.ods_def"() : () -> (i32, i32)
"test.ods_use"(%0#2) : (i32) -> ()
