// cse merges identical pure ops (the first one stays), reads of memory
// only when nothing in between (in the same block) may write, and erases
// unused side-effect-free ops on the way. Ops in
// the entry block are visible in later blocks; a function body is a scope
// of its own.
// RUN: mlir-opt %s -cse | FileCheck %s

// CHECK-LABEL: @merge
// CHECK-SAME: (%[[A:.*]]: i32, %[[P:.*]]: !llvm.ptr)
// CHECK-NEXT: %[[C:.*]] = llvm.mlir.constant(7 : i32) : i32
// CHECK-NEXT: %[[S:.*]] = llvm.add %[[A]], %[[C]] : i32
// CHECK-NEXT: %[[L1:.*]] = llvm.load %[[P]]
// CHECK-NEXT: llvm.store
// CHECK-NEXT: %[[L2:.*]] = llvm.load %[[P]]
// CHECK-NEXT: llvm.br ^bb1
// CHECK: ^bb1:
// CHECK-NEXT: llvm.call @use(%[[S]], %[[S]], %[[S]], %[[L1]], %[[L2]])
llvm.func @use(i32, i32, i32, i32, i32)
llvm.func @merge(%a: i32, %p: !llvm.ptr) {
  %c = llvm.mlir.constant(7 : i32) : i32
  %c2 = llvm.mlir.constant(7 : i32) : i32
  %0 = llvm.add %a, %c : i32
  %1 = llvm.add %a, %c2 : i32
  %dead = llvm.mul %a, %a : i32
  %l1 = llvm.load %p : !llvm.ptr -> i32
  %l1b = llvm.load %p : !llvm.ptr -> i32
  llvm.store %a, %p : i32, !llvm.ptr
  %l2 = llvm.load %p : !llvm.ptr -> i32
  llvm.br ^bb1
^bb1:
  %2 = llvm.add %a, %c : i32
  llvm.call @use(%0, %1, %2, %l1b, %l2) : (i32, i32, i32, i32, i32) -> ()
  llvm.return
}

// Values of one function are not reused in another.
// CHECK-LABEL: @other
// CHECK-NEXT: llvm.mlir.constant(7 : i32)
llvm.func @other() -> i32 {
  %c = llvm.mlir.constant(7 : i32) : i32
  llvm.return %c : i32
}

// Sibling blocks do not see each other's values.
// CHECK-LABEL: @siblings
// CHECK: ^bb1:
// CHECK-NEXT: llvm.mul
// CHECK: ^bb2:
// CHECK-NEXT: llvm.mul
llvm.func @siblings(%c: i1, %a: i32) -> i32 {
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = llvm.mul %a, %a : i32
  llvm.return %0 : i32
^bb2:
  %1 = llvm.mul %a, %a : i32
  llvm.return %1 : i32
}

// A value of a non-entry block serves the blocks it dominates.
// CHECK-LABEL: @dominated
// CHECK: ^bb1:
// CHECK-NEXT: %[[M:.*]] = llvm.mul
// CHECK-NEXT: llvm.call @sinkm(%[[M]])
// CHECK-NEXT: llvm.cond_br %{{.*}}, ^bb2, ^bb3
// CHECK: ^bb2:
// CHECK-NEXT: llvm.return %[[M]]
// CHECK: ^bb3:
// CHECK-NEXT: llvm.return %[[M]]
llvm.func @sinkm(i32)
llvm.func @dominated(%c: i1, %a: i32) -> i32 {
  llvm.br ^bb1
^bb1:
  %0 = llvm.mul %a, %a : i32
  llvm.call @sinkm(%0) : (i32) -> ()
  llvm.cond_br %c, ^bb2, ^bb3
^bb2:
  %1 = llvm.mul %a, %a : i32
  llvm.return %1 : i32
^bb3:
  %2 = llvm.mul %a, %a : i32
  llvm.return %2 : i32
}
