func.func @a() {
  // expected-error-re@+1 {{use of {{un[a-z]+}} SSA value}}
  llvm.return %x : i32
}
// -----
func.func @a() {
  // expected-error-re@+1 {{{{}}}}
  llvm.return %x : i32
}
// -----
func.func @a() {
  // expected-error-re@+1 {{{{(un)}}declared{{.*}}{{\1}}}}
  llvm.return %x : i32
}
// -----
func.func @a() {
  // expected-error-re@+1 {{{{(u)n}}declared SSA{{ (v)\2}}}}
  llvm.return %x : i32
}
// -----
func.func @a() {
  // expected-error-re@+1 {{^{{use}}}}
  llvm.return %x : i32
}
// -----
func.func @a() {
  // expected-error-re@+1 {{{{^use [[:alpha:]]+ SSA value name$}}}}
  llvm.return %x : i32
}
// -----
func.func @a() {
  // expected-error-re@+1 {{{{USE}}}}
  llvm.return %x : i32
}
