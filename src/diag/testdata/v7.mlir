// expected-error@below {{undeclared}}
// expected-error@below {{something}}

func.func @a() {
  llvm.return %x : i32
}
