// Dag bang operators.
class Node;
def a : Node; def b : Node; def op; def op2;
def Dags {
  dag D = (op a:$x, b:$y);
  dag Built = !dag(op, [a, b], ["p", "q"]);
  dag Concat = !con((op a:$x), (op b:$y));
  dag SetOp = !setdagop(D, op2);
  string OpName = !cast<string>(!getdagop(D));
  dag GotArg = (op !getdagarg<Node>(D, 1));
  string ArgName = !getdagname(D, 0);
  dag SetArg = !setdagarg(D, 0, b);
  dag SetName = !setdagname(D, "y", "z");
  int Size = !size(D);
  dag OpNamed = (op:$outer a);
  string OuterName = !getdagopname(OpNamed);
  dag SetOuter = !setdagopname(D, "renamed");
}
