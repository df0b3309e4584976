// ARGS: --test-topological-sort-analysis --split-input-file
// Upstream's test pass over the sorting of a set of operations: walk order, the order
// `ordered` roots ask for, cycles and missing positions (reported without failing).
test.graph_region attributes {root} {
  %0 = "test.foo"() {selected} : () -> i32
  "test.bar"(%1, %0) {selected} : (i32, i32) -> ()
  %1 = "test.baz"() {selected} : () -> i32
  "test.nested"() ({
    "test.inner"(%2) {selected} : (i32) -> ()
  }) {selected} : () -> ()
  %2 = "test.late"() {selected} : () -> i32
}

// -----

test.graph_region attributes {root} {
  %0 = "test.a"(%1) {selected} : (i32) -> i32
  %1 = "test.b"(%0) {selected} : (i32) -> i32
}

// -----

func.func @f() -> i32 attributes {root, ordered} {
  %0 = "test.foo"() {selected = 2} : () -> i32
  %1 = "test.bar"(%0) {selected = 0} : (i32) -> i32
  return %1 : i32
}

// -----

func.func @g() -> i32 attributes {root, ordered} {
  %0 = "test.foo"() {selected = 2} : () -> i32
  return %0 : i32
}
