// if/then/else at top level and in bodies, assert that holds, !cond.
class P<int n> {
  assert !ge(n, 0), "n must not be negative";
  int N = n;
  string Kind = !cond(!eq(n, 0) : "zero", !lt(n, 10) : "small", true : "big");
}
defvar flag = 1;
if flag then { def YES : P<1>; } else { def NO : P<1>; }
if !not(flag) then def NEVER : P<0>;
def Z : P<0>;
def Big : P<100>;
def Body : P<5> { int Extra = !if(!eq(N, 5), 55, 0); }
