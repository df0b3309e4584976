// A def's name that is no string is rejected when the record is made, before its body is
// read, at the 'def' keyword (the name is no identifier).
def -1 D4 {
  int x = 1;
}
