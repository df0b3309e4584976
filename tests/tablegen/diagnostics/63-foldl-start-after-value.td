// !foldl's untyped start is reported at the token after it.
def A {
  int x = !foldl(?, [1], a, b, !add(a, b));
}
