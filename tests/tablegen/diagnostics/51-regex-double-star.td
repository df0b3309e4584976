def A {
  bit m = !match("aa", "a**");
}
