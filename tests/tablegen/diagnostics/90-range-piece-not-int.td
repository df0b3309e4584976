// A range piece reads a whole value before it checks that it is an int, so the error is
// at the token after the value.
def D {
  bits<8> a = 0;
  bits<2> b = a{ !lt(1, 2), 3 };
}
