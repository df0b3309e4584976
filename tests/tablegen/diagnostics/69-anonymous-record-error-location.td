// An error while instantiating an anonymous record is located where the class was
// instantiated with those arguments, not at the class.
def op;
class C<int a> {
  int f = !logtwo(a);
}
def D { dag d = (op C<1>); }
def E { dag d = (op C<0>); }
