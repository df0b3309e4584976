// LLVM evaluates each statement as it parses it: the first def's unresolvable
// initializer is reported before the syntax error in the statement after it.
def D1 {
  bits<2> b = !cast<bits<2>>(7){1...0};
}
def D2 {
  int x = 1
}
