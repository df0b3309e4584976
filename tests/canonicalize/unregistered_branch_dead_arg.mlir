// An unregistered branch is not known to be a terminator: the unused argument of its
// successor is erased, the forwarded operand stays.
"x.func"() ({
^bb0(%a: i32):
  "x.br"(%a)[^bb1] : (i32) -> ()
^bb1(%b: i32):
  "x.return"() : () -> ()
}) : () -> ()
