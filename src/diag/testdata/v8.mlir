func.func @a() {
  llvm.return %x : i32
  // expected-error@above {{undeclared}}
  // expected-error@above {{undeclared SSA}}
  // expected-error@-3 {{nope}}
}
