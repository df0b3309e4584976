// !foldl's untyped list is reported at the token after it, which here is on the next line.
def A {
  int x = !foldl(0, ?
                 , a, b, !add(a, b));
}
