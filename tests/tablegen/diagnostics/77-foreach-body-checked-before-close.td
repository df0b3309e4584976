def D {
  list<int> f = !foreach(y, [1], !foreach(y, [2], 1) 3);
}
