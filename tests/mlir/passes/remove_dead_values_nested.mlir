// ARGS: --remove-dead-values --allow-unregistered-dialect --mlir-print-ir-after-all --mlir-disable-threading
// Functions of nested modules and their callers, calls inside region branch ops, and the
// pass's name in the IR dumps.
module @outer {
  module @inner {
    func.func private @f(%a: i32, %b: i32) -> (i32, i32) {
      return %a, %b : i32, i32
    }
    func.func @g(%c: i1, %x: i32) -> i32 {
      %r = scf.if %c -> (i32) {
        %0:2 = func.call @f(%x, %x) : (i32, i32) -> (i32, i32)
        scf.yield %0#1 : i32
      } else {
        scf.yield %x : i32
      }
      return %r : i32
    }
  }
  func.func private @h(%a: index) -> index {
    %0 = "test.call_on_device_like"(%a) : (index) -> index
    return %a : index
  }
  func.func @k(%a: index) {
    %0 = func.call @h(%a) : (index) -> index
    return
  }
}
