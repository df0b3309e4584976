// Invalid: an external resource that is neither string, boolean nor blob.
{-#
  external_resources: {
    foo: {
      k: 5
    }
  }
#-}
