def A {
  bit m = !match("a", "(a|)");
}
