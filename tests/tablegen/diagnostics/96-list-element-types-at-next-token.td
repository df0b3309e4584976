// The elements' types are checked at the token after the list, here on the next line
// (the ';' is missing).
def D {
  bits<2> a = 0;
  list<int> f = [a, "s"]
}
