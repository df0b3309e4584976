// LLVM parses a !foreach body outside any record into a record named '.parse' without a
// location: it reports this !cond with that name and no location; ours has the same
// message and points at the !cond.
defvar v = !foreach(x, [1, 2], !add(x, !cond(false: 255)));
