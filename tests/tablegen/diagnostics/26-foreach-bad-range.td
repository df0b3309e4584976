foreach i = 1...x in { def A#i; }
