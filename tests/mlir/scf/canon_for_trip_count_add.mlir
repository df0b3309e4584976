// Upper bounds that add a constant to the lower bound: `nsw` gives a signed loop its trip
// count, `nuw` an unsigned one; a plain or negative offset gives none, or zero.
func.func @a(%lb: index) {
  %c1 = arith.constant 1 : index
  %ub = arith.addi %lb, %c1 overflow<nsw> : index
  scf.for %i = %lb to %ub step %c1 { "test.use"(%i) : (index) -> () }
  return
}
func.func @b(%lb: index) {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %ub = arith.addi %lb, %c3 overflow<nsw> : index
  scf.for %i = %lb to %ub step %c3 { "test.use"(%i) : (index) -> () }
  return
}
func.func @c(%lb: i32) {
  %c1 = arith.constant 1 : i32
  %ub = arith.addi %lb, %c1 overflow<nuw> : i32
  scf.for unsigned %i = %lb to %ub step %c1 : i32 { "test.use"(%i) : (i32) -> () }
  scf.for %i = %lb to %ub step %c1 : i32 { "test.use"(%i) : (i32) -> () }
  return
}
func.func @d(%lb: index) {
  %c1 = arith.constant 1 : index
  %cm = arith.constant -2 : index
  %ub = arith.addi %lb, %cm overflow<nsw> : index
  scf.for %i = %lb to %ub step %c1 { "test.use"(%i) : (index) -> () }
  %ub2 = arith.addi %lb, %c1 : index
  scf.for %i = %lb to %ub2 step %c1 { "test.use"(%i) : (index) -> () }
  return
}
func.func @e(%lb: index, %s: index) {
  %c1 = arith.constant 1 : index
  %ub = arith.addi %lb, %c1 overflow<nsw,nuw> : index
  scf.for %i = %lb to %ub step %s { "test.use"(%i) : (index) -> () }
  %r = scf.for %i = %lb to %ub step %c1 iter_args(%x = %lb) -> index { %y = arith.addi %x, %i : index
    scf.yield %y : index }
  "test.use"(%r) : (index) -> ()
  return
}
