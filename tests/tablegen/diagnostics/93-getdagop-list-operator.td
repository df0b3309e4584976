// !getdagop without a type wants a record; a list operator is reported when it folds.
def D {
  int f = !size(!getdagop(([3] 1)));
}
