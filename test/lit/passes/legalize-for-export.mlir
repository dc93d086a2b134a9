// llvm-legalize-for-export: a block with arguments used as several
// successors of one terminator gets a forwarding block per repeat;
// repeated successors without arguments stay as they are.
// RUN: mlir-opt %s -llvm-legalize-for-export | FileCheck %s

// CHECK-LABEL: @repeated_with_args
// CHECK: llvm.cond_br %{{.*}}, ^[[BB1:.*]](%{{.*}} : i32), ^[[BB2:.*]](%{{.*}} : i32)
// CHECK: ^[[BB1]](%{{.*}}: i32):
// CHECK-NEXT: llvm.return
// CHECK: ^[[BB2]](%[[ARG:.*]]: i32):
// CHECK-NEXT: llvm.br ^[[BB1]](%[[ARG]] : i32)
llvm.func @repeated_with_args(%c: i1, %a: i32, %b: i32) {
  llvm.cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%x: i32):
  llvm.return
}

// CHECK-LABEL: @repeated_without_args
// CHECK: llvm.cond_br %{{.*}}, ^[[BB:.*]], ^[[BB]]
// CHECK: ^[[BB]]:
// CHECK-NEXT: llvm.return
// CHECK-NOT: ^bb
llvm.func @repeated_without_args(%c: i1) {
  llvm.cond_br %c, ^bb1, ^bb1
^bb1:
  llvm.return
}

// Three repeats of one block in a switch: two new blocks.
// CHECK-LABEL: @switch_repeats
// CHECK: llvm.switch %{{.*}} : i32, ^[[D:bb[0-9]+]](%{{.*}} : i32) [
// CHECK-NEXT: 1: ^[[B1:bb[0-9]+]](%{{.*}} : i32),
// CHECK-NEXT: 2: ^[[B2:bb[0-9]+]](%{{.*}} : i32)
// CHECK: ^[[B1]](%[[X1:.*]]: i32):
// CHECK-NEXT: llvm.br ^[[D]](%[[X1]] : i32)
// CHECK: ^[[B2]](%[[X2:.*]]: i32):
// CHECK-NEXT: llvm.br ^[[D]](%[[X2]] : i32)
llvm.func @switch_repeats(%v: i32) {
  llvm.switch %v : i32, ^bb1(%v : i32) [
    1: ^bb1(%v : i32),
    2: ^bb1(%v : i32)
  ]
^bb1(%x: i32):
  llvm.return
}
