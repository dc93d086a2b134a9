// Functions, returns, branches, switch, landingpad, var_callee_type.
// `cond_br` may pass different operands to the same successor: the LLVM
// dialect allows it (the first case shows it verifies).
// RUN: mlir-opt %s --verify-diagnostics --split-input-file

llvm.func @same_successor(%c: i1, %a: i32, %b: i32) {
  llvm.cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%x: i32):
  llvm.return
}

// -----

// expected-note @below {{when returning from function}}
llvm.func @mismatch(%a: f32) -> i32 {
  // expected-error @below {{'llvm.return' op mismatching result types}}
  llvm.return %a : f32
}

// -----

llvm.func @branch_count(%a: i32) {
  // expected-error @below {{branch has 1 operands for successor #0, but target block has 0}}
  "llvm.br"(%a)[^bb1] : (i32) -> ()
^bb1:
  llvm.return
}

// -----

llvm.func @switch_weights(%a: i32) {
  // expected-error @below {{expects number of branch weights to match number of successors: 3 vs 2}}
  llvm.switch %a : i32, ^bb1 [
    1: ^bb1
  ] {branch_weights = array<i32: 1, 2, 3>}
^bb1:
  llvm.return
}

// -----

// expected-error @below {{no_inline and always_inline attributes are incompatible}}
llvm.func @inline_both() attributes {no_inline, always_inline} {
  llvm.return
}

// -----

// expected-error @below {{'llvm.func' op external functions must have 'external' or 'extern_weak' linkage}}
llvm.func internal @declaration()

// -----

llvm.func @callee(i32, ...)
llvm.func @var_callee(%a: i64) {
  // expected-error @below {{var_callee_type parameter type mismatch: 'i32' != 'i64'}}
  llvm.call @callee(%a) vararg(!llvm.func<void (i32, ...)>) : (i64) -> ()
  llvm.return
}

// -----

llvm.func @no_terminator(%a: i32) {
  // expected-error @below {{block with no terminator}}
  %0 = llvm.add %a, %a : i32
}
