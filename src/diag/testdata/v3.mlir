// expected-remark {{expected some remark}}
func.func @a() {
  llvm.return %x : i32   // expected-warning {{undeclared}}
}
