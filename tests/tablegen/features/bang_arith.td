// Arithmetic, logical and comparison bang operators.
def Arith {
  int Add = !add(1, 2, 3);
  int Sub = !sub(10, 4);
  int Mul = !mul(3, 4, 5);
  int Div = !div(17, 5);
  int And = !and(12, 10);
  int Or = !or(12, 10);
  int Xor = !xor(12, 10);
  int Shl = !shl(1, 10);
  int Sra = !sra(-16, 2);
  int Srl = !srl(16, 2);
  bit Not = !not(0);
  int Log2 = !logtwo(64);
  bit Eq = !eq(1, 1);
  bit Ne = !ne("a", "b");
  bit Lt = !lt(1, 2);
  bit Le = !le(2, 2);
  bit Gt = !gt(1, 2);
  bit Ge = !ge(3, 2);
  int If = !if(1, 10, 20);
  bit StrLt = !lt("abc", "abd");
}
