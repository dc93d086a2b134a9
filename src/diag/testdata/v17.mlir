func.func @a() {
  // expected-error@below {{undeclared}}
  llvm.return %x : i32 // expected-warning {{zzz}}
}

// -----
// expected-error@above {{first}}
func.func @a() {
  // expected-error-re@+1 {{{{(}}}}
  // expected-error-re@+1 {{{{a{2,1}}}}}
  // expected-error-re@+1 {{{{[b-a]}}}}
  // expected-error-re@+1 {{{{*a}}}}
  // expected-error-re@+1 {{{{()}}}}
  // expected-error-re@+1 {{{{a\}}}}
  // expected-error-re@+1 {{{{[[:foo:]]}}}}
  // expected-error-re@+1 {{{{a{1}}}}}
  // expected-error-re@+1 {{{{a|}}}}
  // expected-error-re@+1 {{{{\1}}}}
  // expected-error-re@+1 {{{{a**}}}}
  // expected-error-re@+1 {{{{)}}}}
  // expected-error-re@+1 {{{{a{1}}}}}
  // expected-error-re@+1 {{{{a{,2}}}}}
  // expected-error-re@+1 {{{{[]a]}}}}
  // expected-error-re@+1 {{{{^*}}}}
  // expected-error-re@+1 {{{{a{1,2}{3}}}}}
  // expected-error-re@+1 {{{{a{}}}}}
  llvm.return %x : i32
}
