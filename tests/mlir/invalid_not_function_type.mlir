// The operation type must be a function type.
"test.ods_op"() : i32
