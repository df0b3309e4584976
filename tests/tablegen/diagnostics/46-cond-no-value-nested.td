def A {
  int f = !add(!cond(true: 2, true: 0b1), 1);
}
