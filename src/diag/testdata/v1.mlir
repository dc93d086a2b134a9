func.func @a() {
  // expected-error@+1 {{use of undeclared SSA value}}
  llvm.return %x : i32
}
