// expected-error@unknown {{expected 1 operand}}
llvm.func @f() -> i32 {
  // expected-note@-1 {{when returning}}
  llvm.return loc(unknown)
}
