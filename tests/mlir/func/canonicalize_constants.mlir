// Canonicalization: unused func.constant values are removed, duplicates merged.
func.func private @fn(i32) -> i32
func.func @c(%a: i32) -> i32 {
  %f0 = constant @fn : (i32) -> i32
  %f1 = constant @fn : (i32) -> i32
  %f2 = constant @fn : (i32) -> i32
  "test.use"(%f0, %f1) : ((i32) -> i32, (i32) -> i32) -> ()
  return %a : i32
}
