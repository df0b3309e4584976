// !getdagopname of a dag without an operator name gives no value: LLVM's parser unwinds to
// the declaration, just after the operator, and finds no ';' there.
def op;
def D { string s = !strconcat("y", !getdagopname((op 1))); }
