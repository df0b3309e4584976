// Binding more names than results.
%0, %1 = "test.ods_def"() : () -> i32
