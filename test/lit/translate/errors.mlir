// REQUIRES: llmir-translate
// What cannot be translated is an error at its place, never a crash; LLVM's
// own verifier runs after translation and its complaint is a diagnostic too.
// A failed run writes no -o file.
// RUN: not llmir-translate --mlir-to-llvmir --split-input-file %s -o %t.ll 2>&1 | FileCheck %s
// RUN: not test -e %t.ll

// CHECK: errors.mlir:1 offset :[[#@LINE+1]]:1: error: cannot be converted to LLVM IR: missing `LLVMTranslationDialectInterface` registration for dialect for op: func.func
func.func @not_llvm() {
  return
}

// -----

// CHECK: error: LLVM IR fails to verify: musttail call must precede a ret with an optional bitcast
llvm.func @f(i32) -> i32
llvm.func @g(%a: i32) -> i32 {
  %0 = llvm.call musttail @f(%a) : (i32) -> i32
  %1 = llvm.add %0, %0 : i32
  llvm.return %1 : i32
}

// -----

// llmir's verifier runs before translation.
// CHECK: error: 'llvm.call' op operand type mismatch for operand 0: 'i64' != 'i32'
llvm.func @h(i32)
llvm.func @k(%a: i64) {
  llvm.call @h(%a) : (i64) -> ()
  llvm.return
}

// -----

// A symbol initializer that names nothing translatable.
// CHECK: offset :{{[0-9]+}}:1: error: a symbol reference initializer needs a pointer type
llvm.mlir.global internal constant @not_a_pointer(@not_a_pointer) : i64
