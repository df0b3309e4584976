// A dense array type not followed by ':' or '>'.
#attr = array<i8)
