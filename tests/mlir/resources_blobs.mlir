// --custom File resources: blobs print in the order the IR refers to them, unreferenced and undeclared ones are dropped, external resources kept.
"x.y"() {a = dense_resource<zb> : tensor<1xi8>, b = dense_resource<ab> : tensor<1xi8>} : () -> ()
"x.z"() {c = dense_resource<mb> : tensor<1xi8>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      mb: "0x0100000003",
      ab: "0x0100000001",
      zb: "0x0100000002"
    }
  },
  external_resources: { e: { q: "z" } }
#-}
