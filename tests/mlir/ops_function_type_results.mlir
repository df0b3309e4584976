// A single function-typed result prints in parentheses.
%0 = "test.ods_ft"() : () -> ((i32) -> i32)
%1 = "test.ods_ft"(%0) : ((i32) -> i32) -> (i1)
