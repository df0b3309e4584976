class C<int a> { int x = a; }
def A : C<"str">;
