// A !foldl list that is not a list is reported at the token after it, in LLVM's words.
def A {
  int x = !foldl(0, 1 , a, b, !add(a, b));
}
