// Symbol names that need quotes, declared, called and referenced.
func.func private @"my func"(i32) -> i32
func.func @"other-name"(%a: i32) -> i32 {
  %0 = call @"my func"(%a) : (i32) -> i32
  %f = constant @"my func" : (i32) -> i32
  "test.use"(%f) : ((i32) -> i32) -> ()
  return %0 : i32
}
