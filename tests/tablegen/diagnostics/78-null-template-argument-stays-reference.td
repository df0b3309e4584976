def op;
class C<dag d = (op 7), string n = !getdagopname(d)> {
  dag f = (op 1, n:$x);
}
def D : C<>;
