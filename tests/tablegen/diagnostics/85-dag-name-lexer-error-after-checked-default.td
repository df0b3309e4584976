def op;
class B<dag d, int x> {
  dag e = d;
  int y = x;
}
class C<int a = !sub(3, [1, 2][0])> : B<(op 255, "x":$}]n), 0>;
