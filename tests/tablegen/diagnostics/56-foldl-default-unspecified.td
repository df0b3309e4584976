class C<list<int> l = [1, 2], int n = !foldl(0, l, acc, x, !add(acc, x))> {
  int y = n;
}
def D : C<>;
