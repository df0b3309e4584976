// options: region-simplify=aggressive
// Merging the two identical successors leaves a cf.cond_br whose destinations are one block:
// the merge starts another iteration, whose patterns fold the branch to a cf.br and then
// inline the block. (Erasing the dead block arguments alone would not start one.)
func.func @f(%arg0: f32, %pred: i1) {
  %exp = "math.exp"(%arg0) : (f32) -> f32
  cf.cond_br %pred, ^bb1(%exp : f32), ^bb2(%exp : f32)
^bb1(%0: f32):
  return
^bb2(%1: f32):
  return
}
