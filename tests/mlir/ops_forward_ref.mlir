// A use before its definition at the top level (a graph region).
%0 = "test.ods_fwd"(%1) : (i32) -> i32
%1 = "test.ods_fwd"(%0) : (i32) -> i32
