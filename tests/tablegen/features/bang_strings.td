// String bang operators.
def Strings {
  string Cat = !strconcat("a", "b", "c");
  string Sub = !subst("foo", "bar", "foo and foo");
  string Substr = !substr("abcdef", 1, 3);
  string SubstrTail = !substr("abcdef", 2);
  int Find = !find("hello world", "o");
  int FindFrom = !find("hello world", "o", 5);
  string Lower = !tolower("MiXeD");
  string Upper = !toupper("MiXeD");
  string Cast = !cast<string>(42);
  int Size = !size("four");
  bit Match = !match("abc123", "^[a-z]+[0-9]+$");
}
