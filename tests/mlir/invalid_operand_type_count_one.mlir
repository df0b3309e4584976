// One operand with two operand types (mlir-opt writes a NUL byte for the missing plural).
%0 = "test.ods_def"() : () -> i32
"test.ods_use"(%0) : (i32, i32) -> ()
