// Empty regions and single-block regions are left alone.
"x.a"() ({
}) : () -> ()
"x.b"() ({
  "x.c"() : () -> ()
}, {
}) : () -> ()
