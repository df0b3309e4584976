// ARGS: --sccp --allow-unregistered-dialect --mlir-print-ir-after-all --mlir-disable-threading
module {
  "foo.top"() ({
    %c = arith.constant 3 : i32
    %d = arith.addi %c, %c : i32
    "foo.use"(%d) : (i32) -> ()
  }) : () -> ()
  func.func private @decl(i32) -> i32
  func.func private @used_by_attr(%a: i32) -> i32 {
    return %a : i32
  }
  "foo.ref"() {sym = @used_by_attr} : () -> ()
  func.func @g(%x: i32) -> i32 {
    %c1 = arith.constant 1 : i32
    %r = func.call @used_by_attr(%c1) : (i32) -> i32
    %s = func.call @decl(%c1) : (i32) -> i32
    %t = arith.addi %r, %s : i32
    %x_cond = "foo.cond"() : () -> i1
    "foo.br"(%t)[^a, ^b] : (i32) -> ()
  ^a:
    %u = arith.addi %c1, %c1 : i32
    return %u : i32
  ^b:
    cf.br ^c(%c1 : i32)
  ^c(%v: i32):
    cf.cond_br %x_cond, ^c(%v : i32), ^d
  ^d:
    return %v : i32
  ^dead(%w: i32):
    %k = arith.muli %w, %c1 : i32
    cf.br ^dead(%k : i32)
  }
  func.func @empty_graph() {
    return
  }
}
