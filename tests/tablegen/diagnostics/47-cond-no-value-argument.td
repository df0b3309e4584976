class C<int a = !mul(!cond(true: 29, true: 0b101), -1)> {
  int x = a;
}
