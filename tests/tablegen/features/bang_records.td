// Record-related bang operators: !cast to records, !isa, !exists, !initialized, !repr,
// !instances, late-bound self references.
class Shape { string Kind = "shape"; }
class Circle : Shape { let Kind = "circle"; int R = 1; }
def C1 : Circle;
def S1 : Shape;
def Recs {
  Shape Looked = !cast<Shape>("C1");
  bit IsCircle = !isa<Circle>(C1);
  bit IsCircle2 = !isa<Circle>(S1);
  bit Exists = !exists<Circle>("C1");
  bit NotExists = !exists<Circle>("Nope");
  string Repr = !repr([1, 2]);
  string Name = !cast<string>(C1);
}
def AllCircles { list<Circle> L = !instances<Circle>(); }
class LateBound { int A = 1; int B = !add(A, 1); }
def LB : LateBound { let A = 10; }
class Opt<string s> { bit Has = !initialized(s); }
def O1 : Opt<?>;
def O2 : Opt<"x">;
