def A { string s = "abc; }
