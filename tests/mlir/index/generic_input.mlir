// Index ops written in the generic form, with discardable attributes and the predicate attribute.
"test.func"() ({
^bb0(%a: index, %b: index):
  %0 = "index.add"(%a, %b) {tag = "x"} : (index, index) -> index
  %1 = "index.cmp"(%a, %b) <{pred = #index<cmp_predicate uge>}> : (index, index) -> i1
  %2 = "index.constant"() <{value = 3 : index}> : () -> index
  %3 = "index.bool.constant"() <{value = false}> : () -> i1
  %4 = index.cmp ne(%a, %b) {note = 1 : i32}
  "test.use"(%0, %1, %2, %3, %4) : (index, i1, index, i1, i1) -> ()
}) : () -> ()
