def D {
  int f = !add(!)add(1, 2), 3);
}
