// A conversion cast needs at least one result.
%0 = "test.ods_value"() : () -> i32
"builtin.unrealized_conversion_cast"(%0) : (i32) -> ()
