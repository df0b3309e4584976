// An alias's definition is ordered by its depth, and every value between an alias and what
// it refers to adds a level, aliased or not: the array inside the distinct attribute puts
// `#distinct` below `#loc2` (whose name would sort it later at equal depth), and the memref
// puts the tuple below a tuple that holds the map's alias directly in a location.
"test.depth"() {b = distinct[0]<[1, affine_map<(d0) -> (d0)>]>, a = loc(fused["a":1:1, "b":2:2])} : () -> ()
"test.depth"() {c = distinct[1]<affine_map<(d0) -> (d0 + 1)>>, d = loc(fused["c":1:1, "d":2:2])} : () -> ()
"test.depth"() {t = [tensor<4xf32, [affine_map<(d0) -> (d0 + 2)>]>], l = loc(callsite("e":1:1 at "f":2:2))} : () -> ()
%0 = "test.depth"() : () -> tuple<i1, i2, i3, i4, i5, i6, i7, i8, i9, i10, i11, i12, i13, i14, i15, i16, memref<4xf32, affine_map<(d0) -> (d0 + 3)>>>
"test.depth"() {x = {y = [distinct[2]<[[affine_map<(d0) -> (d0 + 4)>]]>]}, z = loc(fused<affine_map<(d0) -> (d0 + 5)>>["g":1:1])} : () -> ()
