// A lexer error right after a list's '[' is printed as LLVM reads that token, before it
// checks that a list was expected.
def D {
  string f = [@1];
}
