  // -----  
func.func @b() {
  llvm.return %x : i32
}
// -----