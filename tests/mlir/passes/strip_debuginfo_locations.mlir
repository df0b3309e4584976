// ARGS: --strip-debuginfo --mlir-print-debuginfo --mlir-print-local-scope
// Every operation's location and every block argument's, in nested regions and later
// blocks too, becomes unknown; locations inside attributes stay.
#loc = loc("aliased":1:2)
module {
  func.func @f(%a: i32 loc("arg_a"), %b: i32 loc(fused["x", "y":3:4])) -> i32 {
    %0 = "foo.op"() {keep = loc("in_attr")} : () -> i32 loc("foo")
    "foo.region"() ({
    ^bb0(%x: i32 loc("argloc"), %z: i32 loc(callsite("callee" at "caller":1:1))):
      %s = arith.addi %x, %z : i32 loc(#loc)
      "foo.yield"(%s) : (i32) -> () loc(fused<"myPass">["foo", "foo2"])
    }) : () -> () loc("region_op")
    cf.br ^bb1(%0 : i32) loc("br")
  ^bb1(%y: i32 loc("bb1_arg")):
    %r = arith.addi %y, %a : i32 loc("add"("inner":7:8))
    return %r : i32 loc("bar")
  } loc("func")
} loc("module")
