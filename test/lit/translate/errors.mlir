// REQUIRES: llmir-translate
// What cannot be translated is an error at its place, never a crash; LLVM's
// own verifier runs after translation and its complaint is a diagnostic too.
// A failed run writes no -o file.
// RUN: not llmir-translate --mlir-to-llvmir --split-input-file %s -o %t.ll 2>&1 | FileCheck %s
// RUN: not test -e %t.ll

// CHECK: errors.mlir:1 offset :[[#@LINE+2]]:3: error: llmir-translate: cannot translate 'llvm.intr.experimental.constrained.fptrunc' yet
llvm.func @constrained(%a: f64) -> f32 {
  %0 = llvm.intr.experimental.constrained.fptrunc %a towardzero ignore : f64 to f32
  llvm.return %0 : f32
}

// -----

// CHECK: error: LLVM IR fails to verify: Call parameter type does not match function signature!
llvm.func @f(i32)
llvm.func @g(%a: i64) {
  llvm.call @f(%a) : (i64) -> ()
  llvm.return
}
