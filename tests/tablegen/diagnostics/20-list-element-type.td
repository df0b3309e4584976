def A { list<int> l = [1, "two", 3]; }
