// An invalid bit range is reported at its '{', not at the value it applies to.
def D {
  string s = "abc";
  bits<1> b = !find(s, "b"){1...1};
}
