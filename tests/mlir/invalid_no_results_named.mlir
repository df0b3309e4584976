// Naming an operation without results.
%0 = "test.ods_def"() : () -> ()
