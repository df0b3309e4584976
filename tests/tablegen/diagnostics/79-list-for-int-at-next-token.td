def D {
  int f = [ 1];
}
