// A unary operator takes one operand: LLVM wants the ')' right after it.
def D { int n = !size("ab", "c"); }
