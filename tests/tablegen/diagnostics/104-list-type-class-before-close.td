// A list's element type is looked up before its '>' is wanted.
def D {
  list<int> f = []<stri;
}
