def B { int x = 1; }
def A { int y = B.nosuch; }
