// A bit range is taken before its '}' is wanted: an int variable has no bits.
foreach i = [1] in
def F#i {
  bits<8> f = i{!add(8, 1) add(8, 1)...2};
}
