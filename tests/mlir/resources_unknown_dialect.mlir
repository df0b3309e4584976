// Invalid: resources of an unknown dialect.
{-#
  dialect_resources: {
    zzz: {
      k: 5
    }
  }
#-}
