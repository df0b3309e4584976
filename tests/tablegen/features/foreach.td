// foreach over lists, ranges and nested loops; defvar inside loops.
class V<int v> { int Val = v; }
foreach i = [1, 5, 9] in def LIST_#i : V<i>;
foreach i = 0...3 in {
  defvar sq = !mul(i, i);
  def RANGE_#i : V<sq>;
}
foreach i = 0-2 in foreach j = [10, 20] in def NEST_#i#_#j : V<!add(i, j)>;
foreach s = ["a", "b"] in def STR_#s : V<0>;
foreach i = {1-2, 7} in def BITS_#i : V<i>;
foreach i = !range(3) in def BANG_RANGE_#i : V<i>;
