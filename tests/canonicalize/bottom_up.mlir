// Bottom-up seeding reaches the same result.
// options: top-down=false | top-down=true
"x.func"() ({
^bb0(%a: i32):
  %0 = "builtin.unrealized_conversion_cast"(%a) : (i32) -> i64
  %1 = "builtin.unrealized_conversion_cast"(%0) : (i64) -> i32
  "x.br"(%1)[^bb1] : (i32) -> ()
^bb1(%b: i32):
  "x.return"() : () -> ()
}) : () -> ()
