// A body of several blocks, branching with unregistered terminators.
func.func @blocks(%c: i1, %a: i32) -> i32 {
  "test.cond_br"(%c)[^bb1, ^bb2] : (i1) -> ()
^bb1:
  %0 = call @blocks(%c, %a) : (i1, i32) -> i32
  "test.br"(%0)[^bb3] : (i32) -> ()
^bb2:
  "test.br"(%a)[^bb3] : (i32) -> ()
^bb3(%r: i32):
  return %r : i32
}
