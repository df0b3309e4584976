// LLVM reads the token after an operand when it consumes the operand's last token, so a
// lexer error there comes before the operand's type is checked.
def D {
  int f = !add(1, "a"@);
}
