def D {
  bits<3> f = !cond(true: { 1, 0 })
  bits<4> g = { 1, 1, 0, 0 };
}
