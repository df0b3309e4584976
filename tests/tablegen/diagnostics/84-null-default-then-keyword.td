def op;
class C<string a, int b = !find(!getdagopname((op 1, 2)), true)> {
  int x = b;
}
