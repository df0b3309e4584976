// A distinct ID wider than 64 bits.
#attr = distinct[0xAAAABBBBEEEEFFFF1]<42 : i32>
