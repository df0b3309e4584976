// List bang operators.
def Lists {
  list<int> L = [3, 1, 2];
  int Head = !head(L);
  list<int> Tail = !tail(L);
  int Size = !size(L);
  bit Empty = !empty(L);
  bit EmptyStr = !empty("");
  list<int> Concat = !listconcat(L, [4], [5, 6]);
  list<string> Splat = !listsplat("x", 3);
  list<int> Removed = !listremove(Concat, [1, 4]);
  list<int> Flat = !listflatten([[1, 2], [3]]);
  list<int> Doubled = !foreach(x, L, !mul(x, 2));
  list<int> Filtered = !filter(x, L, !gt(x, 1));
  int Sum = !foldl(0, L, acc, x, !add(acc, x));
  list<int> Range = !range(2, 6);
  list<int> Range2 = !range(10, 0, -3);
  string Joined = !interleave(["a", "b", "c"], ", ");
  string JoinedInts = !interleave(L, "-");
}
