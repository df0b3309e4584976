def A { bits<4> b = 0; let b{7} = 1; }
