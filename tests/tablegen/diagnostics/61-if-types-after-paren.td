// !if's inconsistent types are reported at the token after its ')'.
def D {
  bits<5> b = 0b11011;
  int f = !if(!lt(!if(1, { 0 }, b), 1), 1, 2);
}
