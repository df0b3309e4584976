// A small TableGen example: `ods-tblgen --print-records examples/hello.td`.

class Greeting<string who, int times = 1> {
  string text = "Hello, " # who # "!";
  int repeat = times;
  bits<4> flags = 0b0101;
}

def World : Greeting<"world">;

multiclass Loud<string who> {
  def _once : Greeting<who>;
  def _twice : Greeting<who, 2>;
}

defm Team : Loud<"team">;

foreach n = [1, 2, 3] in
  def Count # n : Greeting<"number " # n, n>;

defvar names = ["a", "b"];
def Joined {
  string all = !interleave(names, ", ");
  list<int> squares = !foreach(x, [1, 2, 3], !mul(x, x));
  dag d = (World "x":$who, 7);
}
