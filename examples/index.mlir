// A bundled example for `ods-opt`: index arithmetic that `--canonicalize` folds with the
// index dialect's own folders and patterns (built from upstream's IndexOps.td).
"example.func"() ({
^bb0(%n: index, %m: index):
  %c0 = index.constant 0
  %c4 = index.constant 4
  %c8 = index.constant 8
  // Folds to 12 at both widths of `index`.
  %sum = index.add %c4, %c8
  // add(add(n, 4), 8) becomes add(n, 12).
  %a = index.add %n, %c4
  %b = index.add %a, %c8
  // (n - m) < 0 becomes n < m.
  %d = index.sub %n, %m
  %lt = index.cmp slt(%d, %c0)
  // Does not fold: 0x100000002 / 2 differs at 32 and 64 bits.
  %big = index.constant 4294967298
  %c2 = index.constant 2
  %q = index.divu %big, %c2
  "example.print"(%sum, %b, %lt, %q) : (index, index, i1, index) -> ()
}) : () -> ()
