func.func @a() {
  llvm.return %x : i32 // expected-error {{undeclared}} trailing
}
func.func @b() {
  llvm.return %x : i32 // expected-error{{undeclared}}   
}
func.func @c() {
  llvm.return %x : i32 // expected-error   @+0   {{undeclared}}
}
func.func @d() {
  llvm.return %x : i32 // expected-error @+0{{undeclared}} //expected-error {{use}}
}
func.func @e() {
  llvm.return %x : i32 // expected-error  {{}}
}
