// --custom --mlir-print-debuginfo Resources after the location aliases.
"x.y"() {a = dense_resource<blob1> : tensor<3xi32>} : () -> () loc(#l)
#l = loc("f.mlir":3:4)
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x04000000010000000200000003000000"
    }
  }
#-}
