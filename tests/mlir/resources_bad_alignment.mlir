// Invalid: a blob shorter than its 4-byte alignment.
"x.y"() {a = dense_resource<b> : tensor<1xi8>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      b: "0x01"
    }
  }
#-}
