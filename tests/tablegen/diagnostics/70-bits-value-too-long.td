class A {
  bits<2> f = 0;
}
def D : A {
  let f = { 1, 0, 1 };
}
