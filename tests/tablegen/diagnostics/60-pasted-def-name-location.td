// A def whose name starts with an identifier is located at its name, pasted or not.
foreach i = [0, 0] in
def F_#i {
  int f = i;
}
