def A { notatype x = 1; }
