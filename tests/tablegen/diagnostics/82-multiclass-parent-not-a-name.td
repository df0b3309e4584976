multiclass M<int a> : {
  def a;
}
