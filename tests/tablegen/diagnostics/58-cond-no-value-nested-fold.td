// A !cond that folds to no value inside another value (mlir-tblgen crashes).
class K<bit c> { bits<2> b = 2; int v = !add(!cond(c: b, true: 7), 1); }
def X : K<1>;
