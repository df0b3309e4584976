// Type aliases are resolved (mlir-opt does not print them back).
!my_int = i32
!my_vec = vector<4x!my_int>
%0 = "test.ods_alias"() : () -> !my_vec
"test.ods_use"(%0) : (!my_vec) -> ()
