// RUN-FLAGS: --custom
// Ops of upstream's test dialect (registered by both tools): result names from and into
// `names`, graph and SSACFG regions, branches that produce and forward values, the dialect's
// unknown operations.
func.func @names(%arg0: i32) {
  %x:2, %3 = test.string_attr_pretty_name
  %y = test.string_attr_pretty_name attributes {names = ["z"]}
  %0 = test.string_attr_pretty_name
  %a = test.string_attr_pretty_name attributes {foo = 1 : i32}
  %p:2, %q = "test.custom_result_name"(%arg0) {names = ["p", "p", "q"]} : (i32) -> (i32, i32, i32)
  %r, %s = "test.custom_result_name"(%q) {names = ["", "s"]} : (i32) -> (i32, i32)
  "test.use"(%x#0, %x#1, %3, %y, %0, %a, %p#1, %r, %s) : (i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  return
}

func.func @regions(%arg0: i32) {
  test.graph_region {
    %0 = "test.anything"(%1) : (i32) -> i32
    %1 = "test.anything"(%0) : (i32) -> i32
  }
  test.alloca_scope_region attributes {x = 1} {
    %c = "test.constant"() {value = 3 : i32} : () -> i32
    "test.finish"() : () -> ()
  }
  "test.ssacfg_region"() ({
  ^bb0(%a: i32):
    %v = "test.producing_br"(%a)[^bb1, ^bb3] {operandSegmentSizes = array<i32: 0, 1>} : (i32) -> i32
  ^bb1(%b: i32):
    "test.br"(%b)[^bb2] : (i32) -> ()
  ^bb2(%d: i32):
    "test.finish"() : () -> ()
  ^bb3:
    "test.finish"() : () -> ()
  }) : () -> ()
  return
}
