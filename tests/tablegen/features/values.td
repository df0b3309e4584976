// Every value kind: bit, bits, int, string, code, list, dag, records, unset, slices, paste.
def op; def ins; def outs;
class Holder<int x> { int X = x; }
def H : Holder<7>;
def Values {
  bit B = 1;
  bits<4> Bits = 0b1011;
  bits<4> Partial = { 1, ?, 0, ? };
  int Hex = 0x1F;
  int Neg = -42;
  int Bin = 0b101;
  string Str = "a \"quoted\" string\twith\\escapes";
  code Code = [{ return $_self + 1; }];
  list<int> Ints = [1, 2, 3, 4, 5];
  list<int> Slice = Ints[1...3];
  int Elem = Ints[0];
  list<list<string>> Nested = [["a"], ["b", "c"]];
  dag D = (op ins:$a, outs:$b, "str", 3);
  dag Empty = (op);
  Holder Rec = H;
  int Field = H.X;
  string Pasted = "pre" # "fix" # 3;
  list<int> Uninit = ?;
  bits<2> SubBits = Bits{3-2};
  string Anon = Holder<9>.X # "";
}
