// !foldl's left variable is checked before the ',' after it is wanted.
def D {
  int acc = 1;
  int f = !foldl(0, [1], acc x, 1);
}
