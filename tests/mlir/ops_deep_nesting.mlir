// Deep nesting of regions.
"test.ods_n1"() ({
  "test.ods_n2"() ({
    "test.ods_n3"() ({
      "test.ods_n4"() ({
      ^bb0(%a: i32):
        %0 = "test.ods_v"(%a) : (i32) -> i32
      }) : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()
