def A {
  list<int> l = !listflatten([]<list<int>>);
}
