// A value that comes out null inside a template argument's default (here !getdagopname of
// a dag without an operator name) makes LLVM take the '>' after it for the end of the
// template arguments; it wants the class body right after that '>'.
def op;
class C1<string a> { string f = a; }
class C2<dag d = (op C1<!getdagopname((op 1))>)> { }
