// The test dialect's `!test.i32`, which it encodes in bytecode itself (code 99).
%0 = "test.ods_ty"() : () -> !test.i32
%1 = "test.ods_ty"(%0) {t = !test.i32, f = (!test.i32) -> tensor<2x!test.i32>} : (!test.i32) -> i32
