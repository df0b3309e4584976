// A blob declared twice: the later one stands.
"x.y"() {a = dense_resource<blob1> : tensor<3xi32>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x04000000010000000200000003000000",
      blob1: "0x0400000001000000"
    }
  }
#-}
