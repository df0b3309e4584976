// In a graph region too, a value defined in a nested region does not dominate a use outside.
"x.use"(%0) : (i32) -> ()
"x.a"() ({
  %0 = "x.v"() : () -> i32
  "x.t"() : () -> ()
}) : () -> ()
