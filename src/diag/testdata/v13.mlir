func.func @a() {
  // expected-error-re@+1 {{use of {{un[a-z]+}} SSA value {{.*}}$}}
  llvm.return %x : i32
}
