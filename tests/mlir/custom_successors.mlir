// RUN-FLAGS: --custom
// Successor operands and block predecessors in the custom form of the enclosing module.
"test.ods_cfg"() ({
^bb0(%a: i32):
  "test.ods_br"(%a)[^bb2, ^bb1, ^bb2] : (i32) -> ()
^bb1:
  "test.ods_br"()[^bb2] : () -> ()
^bb2:
  "test.ods_ret"() : () -> ()
}) : () -> ()
