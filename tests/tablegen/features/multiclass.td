// Multiclasses, defm, NAME, nested defm and template arguments.
class Inst<string asm, int size> { string AsmString = asm; int Size = size; }
multiclass Arith<string op, int base> {
  def rr : Inst<op # " r, r", base>;
  def ri : Inst<op # " r, imm", !add(base, 4)>;
  def NAME#_mem : Inst<op # " [m]", 8>;
}
multiclass ArithWithFlags<string op> {
  defm "" : Arith<op, 2>;
  defm _s : Arith<op # "s", 4>;
  def _flag : Inst<NAME, 0>;
}
defm ADD : Arith<"add", 2>;
defm SUB : ArithWithFlags<"sub">;
defm : Arith<"anon", 1>;
multiclass Outer<int n> {
  foreach i = [1, 2] in
    def _#i : Inst<"outer", !mul(n, i)>;
}
defm OUT : Outer<10>;
let Size = 99 in defm LETD : Arith<"let", 0>;
