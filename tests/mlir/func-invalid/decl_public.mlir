// Invalid: a declaration without visibility is public.
// expected-error@+1 {{'func.func' op symbol declaration cannot have public visibility}}
func.func @f(i32) -> i32
