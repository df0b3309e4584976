class C<int n> { assert !gt(n, 0), "n must be positive"; int v = n; }
def A : C<0>;
