def D {
  bit f = !and(!and(0, !not()), 0);
}
