// Branch weights: `weights([t, f])`, kept by the custom and generic forms.
func.func @weights(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c weights([10, 90]), ^bb1, ^bb2(%a : i32)
^bb1:
  cf.cond_br %c weights([0, 1]), ^bb2(%a : i32), ^bb2(%a : i32)
^bb2(%x: i32):
  return %x : i32
}
