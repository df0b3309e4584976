// A name defined twice.
%0 = "test.ods_def"() : () -> i32
%0 = "test.ods_def"() : () -> i32
