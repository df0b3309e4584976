// Hex data for a single boolean is true for any non-zero byte; longer data is bit-packed.
"test.ods_attr"() {a = dense<"0x2E"> : tensor<i1>, b = dense<"0x02"> : tensor<1x1xi1>, c = dense<"0x00"> : tensor<i1>, d = dense<"0x05"> : tensor<3xi1>, e = dense<"0xFF"> : tensor<3xi1>} : () -> ()
