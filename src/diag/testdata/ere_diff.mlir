func.func @a() {
  // expected-error-re@+1 {{{{un[a-z]+}}}}
  llvm.return %x : i32
}
// -----
func.func @a() {
  // expected-error-re@+1 {{{{^use}}}}
  llvm.return %x : i32
}
// -----
func.func @a() {
  // expected-error-re@+1 {{{{name$}}}}
  llvm.return %x : i32
}
// -----
func.func @a() {
  // expected-error-re@+1 {{{{^use.*name$}}}}
  llvm.return %x : i32
}
// -----
func.func @a() {
  // expected-error-re@+1 {{{{(use|foo) of}}}}
  llvm.return %x : i32
}
// -----
func.func @a() {
  // expected-error-re@+1 {{{{u(s|x)e}}}}
  llvm.return %x : i32
}
// -----
func.func @a() {
  // expected-error-re@+1 {{{{[[:upper:]]}}}}
  llvm.return %x : i32
}
// -----
func.func @a() {
  // expected-error-re@+1 {{{{[[:lower:]]+ [[:lower:]]+}}}}
  llvm.return %x : i32
}
// -----
func.func @a() {
  // expected-error-re@+1 {{{{SSA{1}}}}}
  llvm.return %x : i32
}
// -----
func.func @a() {
  // expected-error-re@+1 {{{{SSA{2}}}}}
  llvm.return %x : i32
}
// -----
func.func @a() {
  // expected-error-re@+1 {{{{S{2}A}}}}
  llvm.return %x : i32
}
// -----
func.func @a() {
  // expected-error-re@+1 {{{{S{2,}A}}}}
  llvm.return %x : i32
}
// -----
func.func @a() {
  // expected-error-re@+1 {{{{S{3,}A}}}}
  llvm.return %x : i32
}
// -----
func.func @a() {
  // expected-error-re@+1 {{{{S{0,1}A value}}}}
  llvm.return %x : i32
}
// -----
func.func @a() {
  // expected-error-re@+1 {{{{a{,2}}}}}
  llvm.return %x : i32
}
// -----
func.func @a() {
  // expected-error-re@+1 {{{{(un)?declared}}}}
  llvm.return %x : i32
}
// -----
func.func @a() {
  // expected-error-re@+1 {{{{declared{0}}}}}
  llvm.return %x : i32
}
// -----
func.func @a() {
  // expected-error-re@+1 {{{{x*}}}}
  llvm.return %x : i32
}
// -----
func.func @a() {
  // expected-error-re@+1 {{{{[^a-z ]}}}}
  llvm.return %x : i32
}
// -----
func.func @a() {
  // expected-error-re@+1 {{{{[^a-z]+}}}}
  llvm.return %x : i32
}
// -----
func.func @a() {
  // expected-error-re@+1 {{{{[]a]}}}}
  llvm.return %x : i32
}
// -----
func.func @a() {
  // expected-error-re@+1 {{{{[a-]}}}}
  llvm.return %x : i32
}
// -----
func.func @a() {
  // expected-error-re@+1 {{{{[-a]}}}}
  llvm.return %x : i32
}
// -----
func.func @a() {
  // expected-error-re@+1 {{{{[a-z-]}}}}
  llvm.return %x : i32
}
// -----
func.func @a() {
  // expected-error-re@+1 {{{{e\.}}}}
  llvm.return %x : i32
}
// -----
func.func @a() {
  // expected-error-re@+1 {{{{.\..}}}}
  llvm.return %x : i32
}
// -----
func.func @a() {
  // expected-error-re@+1 {{{{\(}}}}
  llvm.return %x : i32
}
// -----
func.func @a() {
  // expected-error-re@+1 {{{{\{}}}}
  llvm.return %x : i32
}
// -----
func.func @a() {
  // expected-error-re@+1 {{{{(a|b|c)}}}}
  llvm.return %x : i32
}
// -----
func.func @a() {
  // expected-error-re@+1 {{{{(s)\1}}}}
  llvm.return %x : i32
}
// -----
func.func @a() {
  // expected-error-re@+1 {{{{(S)\1A}}}}
  llvm.return %x : i32
}
// -----
func.func @a() {
  // expected-error-re@+1 {{{{(S)\1\1}}}}
  llvm.return %x : i32
}
// -----
func.func @a() {
  // expected-error-re@+1 {{{{[[:<:]]of[[:>:]]}}}}
  llvm.return %x : i32
}
// -----
func.func @a() {
  // expected-error-re@+1 {{{{[[:<:]]f}}}}
  llvm.return %x : i32
}
// -----
func.func @a() {
  // expected-error-re@+1 {{{{[[.space.]]of}}}}
  llvm.return %x : i32
}
// -----
func.func @a() {
  // expected-error-re@+1 {{{{[[=u=]]se}}}}
  llvm.return %x : i32
}
// -----
func.func @a() {
  // expected-error-re@+1 {{{{[[.hyphen.]]}}}}
  llvm.return %x : i32
}
// -----
func.func @a() {
  // expected-error-re@+1 {{{{\$}}}}
  llvm.return %x : i32
}
// -----
func.func @a() {
  // expected-error-re@+1 {{{{$use}}}}
  llvm.return %x : i32
}
// -----
func.func @a() {
  // expected-error-re@+1 {{{{use^}}}}
  llvm.return %x : i32
}
// -----
func.func @a() {
  // expected-error-re@+1 {{{{(^use)}}}}
  llvm.return %x : i32
}
// -----
func.func @a() {
  // expected-error-re@+1 {{{{(name$)}}}}
  llvm.return %x : i32
}
// -----
func.func @a() {
  // expected-error-re@+1 {{{{a||b}}}}
  llvm.return %x : i32
}
// -----
func.func @a() {
  // expected-error-re@+1 {{{{(|a)}}}}
  llvm.return %x : i32
}
// -----
func.func @a() {
  // expected-error-re@+1 {{{{()}}}}
  llvm.return %x : i32
}
// -----
func.func @a() {
  // expected-error-re@+1 {{{{(*a)}}}}
  llvm.return %x : i32
}
// -----
func.func @a() {
  // expected-error-re@+1 {{{{a+?}}}}
  llvm.return %x : i32
}
// -----
func.func @a() {
  // expected-error-re@+1 {{{{a?*}}}}
  llvm.return %x : i32
}
// -----
func.func @a() {
  // expected-error-re@+1 {{{{[z-a]}}}}
  llvm.return %x : i32
}
// -----
func.func @a() {
  // expected-error-re@+1 {{{{[[:alpha:]}}}}
  llvm.return %x : i32
}
// -----
func.func @a() {
  // expected-error-re@+1 {{{{[a}}}}
  llvm.return %x : i32
}
// -----
func.func @a() {
  // expected-error-re@+1 {{{{[[.foo.]]}}}}
  llvm.return %x : i32
}
// -----
func.func @a() {
  // expected-error-re@+1 {{{{[[=ab=]]}}}}
  llvm.return %x : i32
}
// -----
func.func @a() {
  // expected-error-re@+1 {{{{\}}}}
  llvm.return %x : i32
}
// -----
func.func @a() {
  // expected-error-re@+1 {{{{a{256}}}}}
  llvm.return %x : i32
}
// -----
func.func @a() {
  // expected-error-re@+1 {{{{a{255}}}}}
  llvm.return %x : i32
}
// -----
func.func @a() {
  // expected-error-re@+1 {{{{a{1,256}}}}}
  llvm.return %x : i32
}
// -----
func.func @a() {
  // expected-error-re@+1 {{{{a{1a}}}}}
  llvm.return %x : i32
}
// -----
func.func @a() {
  // expected-error-re@+1 {{{{a{1,2}}}}
  llvm.return %x : i32
}
// -----
func.func @a() {
  // expected-error-re@+1 {{{{{1}}}}}
  llvm.return %x : i32
}
// -----
func.func @a() {
  // expected-error-re@+1 {{{{a{}}}}}
  llvm.return %x : i32
}
// -----
func.func @a() {
  // expected-error-re@+1 {{{{e{1}c?l}}}}
  llvm.return %x : i32
}
// -----
func.func @a() {
  // expected-error-re@+1 {{{{[[:digit:]]*}}}}
  llvm.return %x : i32
}
// -----
func.func @a() {
  // expected-error-re@+1 {{{{.*.*.*.*.*x}}}}
  llvm.return %x : i32
}
// -----
func.func @a() {
  // expected-error-re@+1 {{{{(a*)*b}}}}
  llvm.return %x : i32
}
// -----
func.func @a() {
  // expected-error-re@+1 {{{{(x+x+)+y}}}}
  llvm.return %x : i32
}
// -----
func.func @a() {
  // expected-error-re@+1 {{{{[\]]}}}}
  llvm.return %x : i32
}
// -----
func.func @a() {
  // expected-error-re@+1 {{{{[\\]}}}}
  llvm.return %x : i32
}
// -----
func.func @a() {
  // expected-error-re@+1 {{{{\w}}}}
  llvm.return %x : i32
}
// -----
func.func @a() {
  // expected-error-re@+1 {{{{\d}}}}
  llvm.return %x : i32
}
// -----
func.func @a() {
  // expected-error-re@+1 {{{{\n}}}}
  llvm.return %x : i32
}
// -----
func.func @a() {
  // expected-error-re@+1 {{{{use of undeclared SSA value name}}}}
  llvm.return %x : i32
}
