// canonicalize's clean-up: constants are uniqued per function and hoisted
// to its entry block, unused side-effect-free ops are erased (loads that
// are neither volatile nor stronger than unordered, allocas, inline asm
// without side effects), unreachable blocks are dropped.
// RUN: mlir-opt %s -split-input-file -canonicalize | FileCheck %s

llvm.mlir.global external @g() : i32
llvm.func @use2(!llvm.ptr, !llvm.ptr)

// CHECK-LABEL: @unique_and_hoist
// CHECK-NEXT: %[[A:.*]] = llvm.mlir.addressof @g : !llvm.ptr
// CHECK-NEXT: llvm.cond_br
// CHECK: llvm.call @use2(%[[A]], %[[A]])
// CHECK: llvm.return %[[A]]
llvm.func @unique_and_hoist(%c: i1) -> !llvm.ptr {
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = llvm.mlir.addressof @g : !llvm.ptr
  %1 = llvm.mlir.addressof @g : !llvm.ptr
  llvm.call @use2(%0, %1) : (!llvm.ptr, !llvm.ptr) -> ()
  llvm.return %0 : !llvm.ptr
^bb2:
  %2 = llvm.mlir.addressof @g : !llvm.ptr
  llvm.return %2 : !llvm.ptr
}

// -----

// CHECK-LABEL: @dead_ops
// CHECK-NEXT: llvm.load volatile
// CHECK-NEXT: llvm.load %{{.*}} atomic monotonic
// CHECK-NEXT: llvm.inline_asm has_side_effects
// CHECK-NEXT: llvm.return
llvm.func @dead_ops(%p: !llvm.ptr, %x: i32) {
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %a = llvm.alloca %c1 x i32 : (i64) -> !llvm.ptr
  %0 = llvm.load %p : !llvm.ptr -> i8
  %1 = llvm.load volatile %p : !llvm.ptr -> i8
  %2 = llvm.load %p atomic monotonic {alignment = 1 : i64} : !llvm.ptr -> i8
  %3 = llvm.load %p atomic unordered {alignment = 1 : i64} : !llvm.ptr -> i8
  %u = llvm.mlir.undef : i32
  %sum = llvm.add %u, %x : i32
  llvm.inline_asm "pure", "r" %x : (i32) -> ()
  llvm.inline_asm has_side_effects "effects", "r" %x : (i32) -> ()
  llvm.return
}

// -----

// CHECK-LABEL: @unreachable
// CHECK-NOT: ^bb
// CHECK: llvm.return
llvm.func @unreachable() {
  llvm.return
^bb1:
  llvm.br ^bb1
}

// -----

// The icmp of an alloca with null is false/true; its operands are swapped
// first when null comes first.
// CHECK-LABEL: @alloca_vs_null
// CHECK-NEXT: llvm.mlir.undef
// CHECK-NEXT: %[[T:.*]] = llvm.mlir.constant(true) : i1
// CHECK-NEXT: %[[F:.*]] = llvm.mlir.constant(false) : i1
// CHECK-NEXT: llvm.insertvalue %[[T]], %{{.*}}[0]
// CHECK-NEXT: llvm.insertvalue %[[F]], %{{.*}}[1]
llvm.func @alloca_vs_null() -> !llvm.struct<(i1, i1)> {
  %z = llvm.mlir.zero : !llvm.ptr
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %a = llvm.alloca %c1 x i32 : (i64) -> !llvm.ptr
  %0 = llvm.icmp "ne" %z, %a : !llvm.ptr
  %1 = llvm.icmp "eq" %a, %z : !llvm.ptr
  %u = llvm.mlir.undef : !llvm.struct<(i1, i1)>
  %s0 = llvm.insertvalue %0, %u[0] : !llvm.struct<(i1, i1)>
  %s1 = llvm.insertvalue %1, %s0[1] : !llvm.struct<(i1, i1)>
  llvm.return %s1 : !llvm.struct<(i1, i1)>
}

// -----

// Region DCE: block arguments nothing live needs go, with the branch
// operands feeding them, loops included; used ones stay.
// CHECK-LABEL: @dead_block_args
// CHECK-NEXT: llvm.cond_br %{{.*}}, ^bb1, ^bb2(%{{.*}} : i32)
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: llvm.return %{{.*}} : i32
// CHECK-NEXT: ^bb2(%[[Z:.*]]: i32):
// CHECK-NEXT: llvm.switch %{{.*}} : i32, ^bb3 [
// CHECK-NEXT: 1: ^bb3,
// CHECK-NEXT: 2: ^bb4(%[[Z]] : i32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb3:
// CHECK-NEXT: llvm.br ^bb3
// CHECK-NEXT: ^bb4(%[[USED:.*]]: i32):
// CHECK-NEXT: llvm.return %[[USED]] : i32
llvm.func @dead_block_args(%c: i1, %a: i32) -> i32 {
  llvm.cond_br %c, ^bb1(%a : i32), ^bb2(%a, %a : i32, i32)
^bb1(%x: i32):
  llvm.return %a : i32
^bb2(%y: i32, %z: i32):
  %0 = llvm.add %y, %y : i32
  llvm.switch %a : i32, ^bb3(%0 : i32) [
    1: ^bb3(%0 : i32),
    2: ^bb4(%z : i32)
  ]
^bb3(%w: i32):
  llvm.br ^bb3(%w : i32)
^bb4(%u: i32):
  llvm.return %u : i32
}
