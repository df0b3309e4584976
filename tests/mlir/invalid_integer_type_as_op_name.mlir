// `i32` is an integer-type token to mlir-opt, never an operation name.
%0 = "test.a"() : () -> i64
i32 %1 = "test.b"() : () -> i64
