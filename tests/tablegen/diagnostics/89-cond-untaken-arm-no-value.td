// The second arm's !cond folds to no value (its bits do not convert to int once `i` is
// known), but the outer !cond takes its first arm: no error there. LLVM reports the field
// that cannot be resolved after it.
foreach i = [7] in
def F#i {
  bits<4> f2 = !cond(i: i, true: !cond(i: { false, true, 0, i }, true: 10));
  bit f3 = i;
}
