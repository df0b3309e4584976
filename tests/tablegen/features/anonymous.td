// Anonymous records from class instantiation in values, and their numbering.
class Wrap<int v> { int V = v; }
class UsesWrap<int n> { Wrap W = Wrap<n>; list<Wrap> Ws = [Wrap<1>, Wrap<n>]; }
def U1 : UsesWrap<5>;
def U2 : UsesWrap<5>;
def : Wrap<3>;
def U3 { Wrap Inline = Wrap<!add(1, 1)>; }
multiclass M<int n> { def _x : UsesWrap<n>; def : Wrap<n>; }
defm MM : M<4>;
