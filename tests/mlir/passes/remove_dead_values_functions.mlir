// ARGS: --remove-dead-values --allow-unregistered-dialect
// Private functions lose the arguments nothing live needs and the results no caller uses;
// public functions and declarations keep their signatures; argument and result attributes
// follow the arguments and results that stay.
func.func private @callee(%a: i32 {test.a}, %b: i32 {test.b}, %c: i32) -> (i32 {test.r0}, i32, i32) {
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %b, %c : i32
  return %0, %1, %c : i32, i32, i32
}

func.func private @decl(i32) -> i32

func.func @public(%x: i32, %unused: i32) -> i32 {
  return %x : i32
}

func.func @main(%x: i32, %y: i32, %z: i32) -> (i32, i32) {
  %r:3 = call @callee(%x, %y, %z) : (i32, i32, i32) -> (i32, i32, i32)
  %s:3 = call @callee(%z, %y, %x) : (i32, i32, i32) -> (i32, i32, i32)
  %d = call @decl(%x) : (i32) -> i32
  %p = call @public(%x, %y) : (i32, i32) -> i32
  %dead = arith.addi %p, %d : i32
  return %r#0, %s#2 : i32, i32
}

func.func private @never_called(%a: i32, %b: i64) -> i64 {
  %0 = arith.extsi %a : i32 to i64
  return %b : i64
}

func.func private @all_dead(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}

func.func @calls_all_dead(%a: i32) {
  %0 = call @all_dead(%a) : (i32) -> i32
  return
}
