// Hex data of integers whose width is not a whole number of bytes: mlir-opt keeps the bits
// above the width, so a signed or signless element whose own bits are zero prints no digits,
// an unsigned one prints its whole byte, and hex output gives the bytes back unchanged.
"test.ods_attr"() {a = dense<"0xC0C1FF1F"> : tensor<4xi5>, b = dense<"0x80"> : tensor<i5>, c = dense<"0xC0C1FF1F"> : tensor<4xui5>, d = dense<"0xE0E0"> : tensor<2xsi3>, e = dense<"0x14A0"> : vector<2x1xi5>, f = dense<"0x0080"> : tensor<2xi7>} : () -> ()
"test.ods_attr"() {g = dense<"0xC0C1FF1FC0C1FF1F"> : tensor<8xi5>, h = dense<[0, 1, -1]> : tensor<3xi5>} : () -> ()
