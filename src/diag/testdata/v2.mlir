func.func @a() {
  // expected-error@+1 {{something else}}
  llvm.return %x : i32
}
