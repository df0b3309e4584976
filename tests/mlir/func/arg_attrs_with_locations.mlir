// Argument attributes followed by locations, on a definition and a declaration.
func.func @f(%a: i32 {x.y} loc("a":1:1)) -> i32 { return %a : i32 }
func.func private @d(i32 {x.y} loc("a":1:1), f32 loc("b":2:2))
