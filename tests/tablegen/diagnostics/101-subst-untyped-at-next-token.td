// !subst of an untyped value is reported at the token after its ')'.
def D {
  string f = !subst("a", "b", ?)  ;
}
