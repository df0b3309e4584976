// `cf.assert` of the constant true is erased; of false or a value it stays.
func.func @assert(%b: i1) {
  %t = arith.constant true
  %f = arith.constant false
  cf.assert %t, "always"
  cf.assert %f, "never"
  cf.assert %b, "maybe"
  return
}
