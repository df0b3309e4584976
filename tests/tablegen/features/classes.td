// Classes, template arguments with defaults, inheritance, and field overrides.
class Base<string n, int w = 8> {
  string Name = n;
  int Width = w;
  bit IsWide = !gt(w, 16);
  list<int> Empty = [];
  string Unset = ?;
}
class Derived<string n> : Base<n, 32> {
  let Unset = "now set";
  int Twice = !mul(Width, 2);
}
class Self<int x> { int Value = x; int Next = !add(Value, 1); }
def A : Base<"a">;
def B : Derived<"b">;
def C : Base<"c", 64>, Self<3>;
def : Base<"anon1">;
def : Derived<"anon2">;
def D { int Local = 5; string S = "x"; }
