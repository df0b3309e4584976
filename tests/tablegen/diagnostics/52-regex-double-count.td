def A {
  bit m = !match("aaaaaa", "a{2}{3}");
}
