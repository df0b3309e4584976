// Values from enclosing regions used inside nested ones.
%0 = "test.ods_def"() : () -> i32
"test.ods_wrap"() ({
  "test.ods_wrap"() ({
    "test.ods_use"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
