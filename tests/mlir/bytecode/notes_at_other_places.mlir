// An error whose note sits elsewhere (a use that its definition does not dominate), under
// call-site locations.
func.func @f(%c: i1) {
  cf.cond_br %c, ^a, ^b loc(callsite("mlir/bytecode/notes_at_other_places.mlir":3:1 at "c.mlir":1:1))
^a:
  %x = arith.constant 1 : i32 loc(callsite("mlir/bytecode/notes_at_other_places.mlir":5:1 at "d.mlir":2:2))
  cf.br ^b
^b:
  %y = arith.addi %x, %x : i32 loc(callsite("mlir/bytecode/notes_at_other_places.mlir":8:1 at "mlir/bytecode/notes_at_other_places.mlir":1:4))
  return
}
