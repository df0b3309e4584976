// ARGS: --cse --mlir-disable-threading
// test.side_effect_op's effects, read from its effects attribute: reads CSE'd without a write between, any write (on any resource) in between keeps them, results and symbols as effect targets, no effects at all.
func.func @a() -> i32 {
  %0 = "test.side_effect_op"() {effects = [{effect="read", test_nonaddressable_resource}]} : () -> i32
  "test.side_effect_op"() {effects = [{effect="write", test_nonaddressable_resource}]} : () -> i32
  %1 = "test.side_effect_op"() {effects = [{effect="read", test_nonaddressable_resource}]} : () -> i32
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
}
func.func @b() -> i32 {
  %0 = "test.side_effect_op"() {effects = [{effect="read", test_nonaddressable_resource_a}]} : () -> i32
  "test.side_effect_op"() {effects = [{effect="write", test_nonaddressable_resource_b}]} : () -> i32
  %1 = "test.side_effect_op"() {effects = [{effect="read", test_nonaddressable_resource_a}]} : () -> i32
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
}
func.func @c() -> i32 {
  %0 = "test.side_effect_op"() {effects = [{effect="read"}]} : () -> i32
  "test.side_effect_op"() {effects = [{effect="write", test_resource}]} : () -> i32
  %1 = "test.side_effect_op"() {effects = [{effect="read"}]} : () -> i32
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
}
func.func @d() -> i32 {
  %0 = "test.side_effect_op"() {effects = [{effect="read", on_result}]} : () -> i32
  %1 = "test.side_effect_op"() {effects = [{effect="read", on_result}]} : () -> i32
  %3 = "test.side_effect_op"() : () -> i32
  %4 = "test.side_effect_op"() : () -> i32
  %2 = arith.addi %0, %1 : i32
  %5 = arith.addi %3, %4 : i32
  return %2 : i32
}
func.func @e() -> (i32, i32) {
  %0 = "test.side_effect_op"() {effects = [{effect="read", on_reference = @sym}]} : () -> i32
  %1 = "test.side_effect_op"() {effects = [{effect="read", on_reference = @sym}]} : () -> i32
  %2 = "test.side_effect_op"() {effects = [{effect="allocate", on_result}, {effect="free", test_resource}]} : () -> i32
  %3 = "test.side_effect_op"() {effects = [{effect="allocate", on_result}, {effect="free", test_resource}]} : () -> i32
  %4 = arith.addi %0, %1 : i32
  %5 = arith.addi %2, %3 : i32
  return %4, %5 : i32, i32
}
