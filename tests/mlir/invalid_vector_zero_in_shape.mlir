// A vector shape with a zero size: the message lists the whole shape.
func.func private @v() -> vector<2x0x3xi32>
