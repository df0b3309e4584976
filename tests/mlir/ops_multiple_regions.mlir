// Several regions on one operation; sibling regions number alike.
"test.ods_multi"() ({
  %0 = "test.ods_a"() : () -> i32
}, {
  %1 = "test.ods_b"() : () -> i32
}, {
}) : () -> ()
