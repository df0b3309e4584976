// --custom External resources alone, with strings, booleans and blobs.
{-#
  external_resources: {
    mlir_reproducer: {
      pipeline: "builtin.module(canonicalize)",
      verify_each: true,
      blob: "0x0100000002"
    }
  }
#-}
