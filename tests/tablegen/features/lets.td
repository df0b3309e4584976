// Top-level let blocks, nested lets, body lets, and bit-range lets.
class R { bits<8> Enc = 0; int N = 0; string Tag = ""; }
let N = 1 in {
  def L1 : R;
  let Tag = "tagged", N = 2 in
    def L2 : R;
  def L3 : R { let N = 3; }
}
def L4 : R { let Enc{7-4} = 0b1010; let Enc{0} = 1; }
def L5 : R { let Enc{3-1} = 0b111; }
def L6 : R { let Enc = { 1, 0, 1, 0, 1, 0, 1, 0 }; }
