// A unary operator checks its operand (here an empty list for !tail) before it wants its
// ')'.
def D {
  list<int> f = !tail(!tail([3]) !add());
}
