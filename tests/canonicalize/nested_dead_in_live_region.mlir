// Dead casts deep inside live operations' regions.
"x.outer"() ({
  %0 = "x.def"() : () -> i32
  "x.mid"() ({
  ^bb0(%a: i32):
    %1 = "builtin.unrealized_conversion_cast"(%a) : (i32) -> i64
    "x.inner"() ({
      %2 = "builtin.unrealized_conversion_cast"(%0) : (i32) -> i8
      "x.end"() : () -> ()
    }) : () -> ()
    "x.end"() : () -> ()
  }) : () -> ()
  "x.end"() : () -> ()
}) : () -> ()
