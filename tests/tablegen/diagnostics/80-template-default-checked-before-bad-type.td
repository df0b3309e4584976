class C<int a = !head(!range(0)), bits> {
}
