func.func @a() {
  // expected-error@+08 {{undeclared}}
  // pad 1
  // pad 2
  // pad 3
  // pad 4
  // pad 5
  // pad 6
  // pad 7
  llvm.return %x : i32
}
