// An SSA name inside an affine set attribute is refused where the name starts, after the blank.
#a1 = affine_set<(d0, d1)[s0] : ((d0) floordiv 2 >= 0, 4 + 3 - 2 - d0 == %0)>
"test.op"() {a = #a1} : () -> ()
