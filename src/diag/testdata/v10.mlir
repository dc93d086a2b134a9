llvm.func @f() -> i32 { llvm.return } llvm.func @g() -> i32 { llvm.return }
