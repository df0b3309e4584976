// !foldl checks that its second operand is a list before it wants the ',' after it.
def D {
  int f = !foldl(0, 5 acc, x, 1);
}
