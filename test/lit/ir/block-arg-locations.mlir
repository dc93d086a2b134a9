// With --mlir-print-debuginfo a block header spells its arguments' locations
// out, in the custom and the generic form, even when the location has an
// alias (MLIR's block printer passes allowAlias=false); the alias is still
// declared and ops use it. Found on tree built with clang-19 -O2 -g
// (scripts/corpus.sh). Checked against mlir-opt-19.
// RUN: mlir-opt --mlir-print-debuginfo %s | FileCheck %s
// RUN: mlir-opt --mlir-print-debuginfo --mlir-print-op-generic %s | FileCheck %s --check-prefix=GEN

// CHECK: #[[L:.*]] = loc("a.c":3:4)
// CHECK: ^bb1(%0: i32 loc("a.c":3:4), %1: i32 loc("b.c":1:2)):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: llvm.return %0 : i32 loc(#[[L]])
// GEN: #[[L:.*]] = loc("a.c":3:4)
// GEN: ^bb1(%0: i32 loc("a.c":3:4), %1: i32 loc("b.c":1:2)):  // 2 preds: ^bb0, ^bb0
// GEN-NEXT: "llvm.return"(%0) : (i32) -> () loc(#[[L]])
llvm.func @f(%c: i1, %x: i32) -> i32 {
  llvm.cond_br %c, ^bb1(%x, %x : i32, i32), ^bb1(%x, %x : i32, i32)
^bb1(%v: i32 loc("a.c":3:4), %w: i32 loc("b.c":1:2)):
  llvm.return %v : i32 loc("a.c":3:4)
}
