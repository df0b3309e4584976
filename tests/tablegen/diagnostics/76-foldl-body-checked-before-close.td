def D {
  list<int> f = [!foldl(0, []<int>, acc, x, cc, x)];
}
