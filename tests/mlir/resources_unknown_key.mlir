// Invalid: an unknown section of the file metadata.
{-#
  bogus: {}
#-}
