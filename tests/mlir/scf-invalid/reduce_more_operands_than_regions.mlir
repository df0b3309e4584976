// scf.reduce has one region per operand.
"test.f"() ({
^bb0(%a: index, %init: f32):
  %r = "scf.parallel"(%a, %a, %a, %init) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
  ^bb0(%i: index):
    // expected-error @+1 {{'scf.reduce' op expects number of reduction regions: 1 to be the same as number of reduction operands: 2}}
    "scf.reduce"(%init, %init) ({
    ^bb0(%x: f32, %y: f32):
      "scf.reduce.return"(%x) : (f32) -> ()
    }) : (f32, f32) -> ()
  }) : (index, index, index, f32) -> f32
}) : () -> ()
