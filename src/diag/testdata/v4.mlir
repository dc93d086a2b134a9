llvm.func @f() -> i32 {
  llvm.return loc(unknown)
}
