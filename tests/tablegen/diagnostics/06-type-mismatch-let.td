class C { int x = 1; }
def A : C { let x = "str"; }
