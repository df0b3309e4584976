defvar v = !foreach(x, [1], !foreach(x, [2], x));
