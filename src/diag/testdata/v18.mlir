func.func @a() {
  // expected-warning@+2 {{undeclared}}
  // expected-remark@+1 {{SSA}}
  llvm.return %x : i32
}
