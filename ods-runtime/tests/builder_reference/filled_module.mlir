module @outer {
  "test.first"() : () -> ()
  %0 = "test.value"() : () -> i32
  "test.body"(%0) ({
  ^bb0(%arg0: i32, %arg1: index):
    %1 = "test.use"(%arg0, %arg1) : (i32, index) -> i64
    "test.br"(%1)[^bb1] : (i64) -> ()
  ^bb1(%2: i64):  // pred: ^bb0
    "test.end"(%2) : (i64) -> ()
  }) : (i32) -> ()
  module {
    "test.inner"() : () -> ()
  }
  "test.last"(%0) : (i32) -> ()
}

