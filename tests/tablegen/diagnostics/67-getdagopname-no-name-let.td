// !getdagopname of a dag without an operator name gives no value; a `let` cannot take it
// (mlir-tblgen fails without a message).
def op;
def D { string s = "a"; let s = !getdagopname((op 1)); }
