// A parse error in an operator's type comes after what was evaluated before it.
def D {
  bits<3> a = 5{!eq(2, 2)...0};
  dag b = !cast<!listflatten([])string>(a);
}
