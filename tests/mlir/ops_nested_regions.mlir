// Nested regions: values numbered after the enclosing region.
%0 = "test.ods_outer"() : () -> i32
"test.ods_region"(%0) ({
  %1 = "test.ods_inner"(%0) : (i32) -> i32
  "test.ods_region"() ({
    %2 = "test.ods_inner"(%1) : (i32) -> i32
    "test.ods_term"(%2) : (i32) -> ()
  }) : () -> ()
  "test.ods_term"(%1) : (i32) -> ()
}) : (i32) -> ()
%3 = "test.ods_outer"() : () -> i32
