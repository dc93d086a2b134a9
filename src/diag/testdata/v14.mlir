func.func @a() {
  // expected-error-re@+1 {{use of {{un[a-z+}} SSA}}
  // expected-error-re@+1 {{use of {{un SSA}}
  // expected-error-re@+1 {{use (of) SSA.*}}
  llvm.return %x : i32
}
