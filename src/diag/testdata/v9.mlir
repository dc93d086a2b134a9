func.func @a() {
  llvm.return %x : i32 // expected-error {{a}} {{b}}
}
// expected-error@below {{dangling}}
