def D {
  list<string> f = !foreach(x,  "b"], !strconcat(x, "_"));
}
