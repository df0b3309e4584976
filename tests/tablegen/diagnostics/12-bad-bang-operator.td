def A { int x = !nosuchop(1, 2); }
