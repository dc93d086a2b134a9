// expected-error@above {{undeclared}}
llvm.func @f() -> i32 { llvm.return %x : i32 }
