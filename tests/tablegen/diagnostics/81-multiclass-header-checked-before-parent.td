multiclass M<int a = !head(!range(0))> : {
  def a;
}
