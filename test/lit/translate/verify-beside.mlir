// REQUIRES: llmir-translate
// llmir-translate verifies a module beside its translation: a function's
// body is translated only once the verifier has passed it, and the
// verifier's first error is what is reported, wherever the translation
// had come to (the messages are mlir-translate-19's).
// RUN: llmir-translate --mlir-to-llvmir --split-input-file --verify-diagnostics %s
// RUN: llmir-translate --mlir-to-llvmir --split-input-file --verify-diagnostics --mlir-disable-threading %s

llvm.func @first(%a: i32) -> i32 {
  %0 = llvm.add %a, %a : i32
  llvm.return %0 : i32
}
llvm.func @second(%a: i32) -> i64 {
  // expected-error@+2 {{'llvm.return' op mismatching result types}}
  // expected-note@-2 {{when returning from function}}
  llvm.return %a : i32
}
llvm.func @third() {
  llvm.return
}

// -----

// A symbol use is checked after every function of the module verified.
llvm.func @caller() -> i32 {
  // expected-error@+1 {{'llvm.call' op 'missing' does not reference a symbol in the current scope}}
  %0 = llvm.call @missing() : () -> i32
  llvm.return %0 : i32
}
llvm.func @after(%p: !llvm.ptr) {
  llvm.store %p, %p : !llvm.ptr, !llvm.ptr
  llvm.return
}

// -----

// An error in the last function, after the others were translated.
llvm.func @ok(%a: i32) -> i32 {
  llvm.return %a : i32
}
llvm.func @bad(%a: i32) {
  // expected-error@+1 {{branch has 1 operands for successor #0, but target block has 0}}
  llvm.br ^next(%a : i32)
^next:
  llvm.return
}
