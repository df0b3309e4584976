// Functions in a nested module call their neighbours; the outer module has its own.
module @outer {
  func.func private @f() -> i32
  module @inner {
    func.func private @f() -> f32
    func.func @g() -> f32 {
      %0 = call @f() : () -> f32
      return %0 : f32
    }
  }
  func.func @h() -> i32 {
    %0 = call @f() : () -> i32
    return %0 : i32
  }
}
