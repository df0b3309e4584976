// `cf.assert` on arguments and on a comparison.
func.func @assert(%b: i1, %x: i32, %y: i32) {
  cf.assert %b, "Expected ... to be true"
  %c = arith.cmpi slt, %x, %y : i32
  cf.assert %c, "x < y" {tag}
  return
}
