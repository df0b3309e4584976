def A {
  list<int> f = !foreach(x, [1], !foldl(0, [2], acc, x, acc));
}
