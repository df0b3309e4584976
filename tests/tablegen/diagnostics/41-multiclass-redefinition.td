multiclass M { def _a; }
multiclass M { def _b; }
