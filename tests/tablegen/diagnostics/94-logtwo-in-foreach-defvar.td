// LLVM reports this !logtwo error without a location (`<unknown>:0`); ours points at the
// operator, with the same message.
defvar v1 = !foreach(x, [0, -1, 5], !add(x, !logtwo([0, -1, 5][0])));
