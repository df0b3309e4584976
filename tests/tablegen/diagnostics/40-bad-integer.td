def A { int x = 0x; }
