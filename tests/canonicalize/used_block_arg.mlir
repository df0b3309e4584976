// A block argument used by an operation with unknown effects stays.
"x.func"() ({
^bb0(%a: i32):
  "x.br"(%a)[^bb1] : (i32) -> ()
^bb1(%b: i32):
  "x.print"(%b) : (i32) -> ()
  "x.return"() : () -> ()
}) : () -> ()
