def A {
  bit m = !match("a", "x|a{0}");
}
