// #ub.poison as an attribute of other operations, in arrays and dictionaries, and as a
// discardable attribute
func.func @attr() {
  "test.op"() {p = #ub.poison, list = [#ub.poison, 1 : i32], dict = {q = #ub.poison}} : () -> ()
  %0 = "test.producer"() {value = #ub.poison} : () -> i32
  "test.consumer"(%0) : (i32) -> ()
  return
}
