class C<int a, int b> { int x = !add(a, b); }
def A : C<1>;
