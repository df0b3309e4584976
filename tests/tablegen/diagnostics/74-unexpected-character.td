def op;
def D { int x = 1 ^ 2; }
