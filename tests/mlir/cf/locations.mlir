// Locations on branches and on block arguments.
func.func @locs(%c: i1 loc("args"), %a: i32) {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2 loc("cond")
^bb1(%x: i32 loc("x")):
  cf.assert %c, "m" loc(fused["a", "b"])
  cf.br ^bb2 loc("br")
^bb2:
  return
}
