// Invalid: resources of a dialect that has none (index).
{-#
  dialect_resources: {
    index: {}
  }
#-}
