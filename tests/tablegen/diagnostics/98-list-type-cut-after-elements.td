// The elements of a list are read before its element type: the undefined name comes first.
def D {
  list<int> f = !if(g, []<int>, [3]<);
}
