// !find gives an int; where a string is expected, LLVM reports it where the third operand
// is or would be (here the ')').
def D {
  bit f = !match(!cond(1: !find("a", "b"), 1: 0), "x");
}
