// defset collects records; defvar, deftype and record lists.
class Item<string n> { string N = n; }
defset list<Item> Items = {
  def I1 : Item<"one">;
  def I2 : Item<"two">;
  foreach i = [3, 4] in def I#i : Item<"many">;
}
defvar count = !size(Items);
deftype IntList = list<int>;
def Summary {
  int Count = count;
  list<Item> All = Items;
  IntList Numbers = [1, 2, 3];
  list<string> Names = !foreach(x, Items, x.N);
}
