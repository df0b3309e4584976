// A result attribute on the first of two results; a return with attributes and a location.
func.func @f() -> (i32 {x.a}, i32) { %0 = "x.y"() : () -> i32
 return %0, %0 : i32, i32 }
func.func @g() { "func.return"() {x.y} : () -> () }
func.func @h() -> i32 { %0 = "x.y"() : () -> i32
 return %0 : i32 loc("r":1:1) }
