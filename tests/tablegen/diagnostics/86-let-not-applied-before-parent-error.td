class B;
let f = 1 in
def X : B, ;
