def D {
  int f = !find("a", "b", "c");
}
