// dump prints to standard error and does not change the records.
defvar x = 3;
dump "x is " # x;
class D<int n> { dump "instantiating D with " # n; int N = n; }
def Dumped : D<2>;
