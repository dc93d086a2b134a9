// IR dumps go to stderr with MLIR's headers: before/after every pass, or
// the passes named; after a change only; a function pass shows its
// function, a module pass the module.
// RUN: mlir-opt %s -p 'builtin.module(llvm.func(canonicalize),symbol-dce)' --mlir-print-ir-before-all --mlir-print-ir-after-all -o /dev/null 2>&1 | FileCheck %s --check-prefix=ALL
// RUN: mlir-opt %s -canonicalize --mlir-print-ir-after-all -o /dev/null 2>&1 | FileCheck %s --check-prefix=FLAG
// RUN: mlir-opt %s -p 'builtin.module(llvm.func(canonicalize,cse))' --mlir-print-ir-after=cse -o /dev/null 2>&1 | FileCheck %s --check-prefix=NAMED
// RUN: mlir-opt %s -p 'builtin.module(llvm.func(cse,canonicalize))' --mlir-print-ir-after-all --mlir-print-ir-after-change -o /dev/null 2>&1 | FileCheck %s --check-prefix=CHANGE
// RUN: mlir-opt %s -p 'builtin.module(llvm.func(canonicalize))' --mlir-print-ir-before=canonicalize --mlir-print-ir-module-scope --mlir-disable-threading -o /dev/null 2>&1 | FileCheck %s --check-prefix=SCOPE
// RUN: not mlir-opt %s -p 'builtin.module(llvm.func(canonicalize))' --mlir-print-ir-module-scope 2>&1 | FileCheck %s --check-prefix=THREADS

// ALL: // -----// IR Dump Before Canonicalizer (canonicalize) //----- //
// ALL-NEXT: llvm.func @f() -> i32 {
// ALL: // -----// IR Dump After Canonicalizer (canonicalize) //----- //
// ALL-NEXT: llvm.func @f() -> i32 {
// ALL-NEXT:   %0 = llvm.mlir.constant(2 : i32) : i32
// ALL: // -----// IR Dump Before SymbolDCE (symbol-dce) //----- //
// ALL-NEXT: module {
// ALL: // -----// IR Dump After SymbolDCE (symbol-dce) //----- //
// ALL-NEXT: module {

// FLAG: // -----// IR Dump After Canonicalizer (canonicalize) //----- //
// FLAG-NEXT: module {
// FLAG-NOT: IR Dump

// NAMED-NOT: Canonicalizer
// NAMED: // -----// IR Dump After CSE (cse) //----- //
// NAMED-NOT: IR Dump

// CSE changes nothing here, canonicalize folds the shl.
// CHANGE-NOT: CSE
// CHANGE: // -----// IR Dump After Canonicalizer (canonicalize) //----- //
// CHANGE-NOT: IR Dump

// SCOPE: // -----// IR Dump Before Canonicalizer (canonicalize) ('llvm.func' operation: @f) //----- //
// SCOPE-NEXT: module {
// THREADS: error: IR print for module scope can't be setup on a pass-manager without disabling multi-threading first.
llvm.func @f() -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.shl %0, %0 : i32
  llvm.return %1 : i32
}
