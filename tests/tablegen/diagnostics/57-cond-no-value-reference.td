// A field left without a value by its !cond cannot be referred to (mlir-tblgen crashes).
class K<bit c> { bits<2> b = 2; int v = !cond(c: b, true: 7); int w = v; }
def X : K<1>;
