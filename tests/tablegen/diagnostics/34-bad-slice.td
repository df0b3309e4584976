def A { list<int> l = [1, 2]; int x = l[5]; }
