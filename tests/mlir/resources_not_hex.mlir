// Invalid: a blob that is not a hex string.
"x.y"() {a = dense_resource<b> : tensor<1xi8>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      b: 5
    }
  }
#-}
