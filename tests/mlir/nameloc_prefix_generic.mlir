// --mlir-use-nameloc-as-prefix in the generic form: no interface names, name locations still.
func.func private @make_two_results() -> (index, index)
func.func @f(%cond: i1, %x: i32 loc("xx")) {
  %0:2 = call @make_two_results() : () -> (index, index) loc("foo")
  %c = arith.constant 1 : index loc("foo")
  %d = arith.constant 2 : index loc(callsite("bar" at "a.mlir":1:1))
  %e = arith.constant 3 : index loc("x.y-z")
  %f = arith.constant 4 : index loc("9lives")
  %g = arith.addi %x, %x : i32 loc(fused["q"])
  %h = arith.addi %x, %x : i32 loc("q"("inner"))
  cf.br ^bb1(%x : i32)
^bb1(%a: i32 loc("blockarg")):
  return
}
