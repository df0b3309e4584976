// A generic func.constant with a discardable attribute.
func.func private @fn()
"test.op"() ({
  %0 = "func.constant"() <{value = @fn}> {x.y} : () -> (() -> ())
  "test.use"(%0) : (() -> ()) -> ()
}) : () -> ()
