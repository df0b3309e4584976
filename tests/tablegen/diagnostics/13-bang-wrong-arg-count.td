def A { int x = !sub(1); }
