multiclass M<bi> {
  def a;
}
