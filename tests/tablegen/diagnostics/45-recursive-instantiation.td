class C<int n> { C next = C<!add(n, 1)>; }
def A : C<0>;
