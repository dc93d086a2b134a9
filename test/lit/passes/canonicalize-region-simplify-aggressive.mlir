// canonicalize{region-simplify=aggressive} merges identical blocks (MLIR 19's
// mergeIdenticalBlocks): equal blocks collapse into their leader, differing
// operands defined outside become new block arguments fed by the
// predecessors; cf.cond_br to one block then selects the differing
// operands. The default level (normal) does not merge.
// CHECK lines are mlir-opt-19's output.
// RUN: mlir-opt %s -allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(canonicalize{region-simplify=aggressive}))' | FileCheck %s
// RUN: mlir-opt %s -allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(canonicalize))' | FileCheck %s --check-prefix=NORMAL

func.func @m(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %a = arith.addi %x, %y : i32
  cf.br ^bb3(%a : i32)
^bb2:
  %b = arith.addi %x, %y : i32
  cf.br ^bb3(%b : i32)
^bb3(%r: i32):
  return %r : i32
}
func.func @m2(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^bb1(%x : i32), ^bb2(%y : i32)
^bb1(%p: i32):
  return %p : i32
^bb2(%q: i32):
  return %q : i32
}
func.func @m3(%c: i1, %d: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb4
^bb4:
  cf.cond_br %d, ^bb2, ^bb3
^bb1:
  %a = arith.muli %x, %y : i32
  %a2 = arith.addi %a, %x : i32
  "test.sink"(%a2) : (i32) -> ()
  return %a2 : i32
^bb2:
  %b = arith.muli %y, %x : i32
  %b2 = arith.addi %b, %x : i32
  "test.sink"(%b2) : (i32) -> ()
  return %b2 : i32
^bb3:
  %e = arith.muli %x, %x : i32
  %e2 = arith.addi %e, %y : i32
  "test.sink"(%e2) : (i32) -> ()
  return %e2 : i32
}

// CHECK: module {
// CHECK-NEXT: func.func @m(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @m2(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @m3(%arg0: i1, %arg1: i1, %arg2: i32, %arg3: i32) -> i32 {
// CHECK-NEXT: cf.cond_br %arg0, ^bb2(%arg2, %arg3, %arg2 : i32, i32, i32), ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.cond_br %arg1, ^bb2(%arg3, %arg2, %arg2 : i32, i32, i32), ^bb2(%arg2, %arg2, %arg3 : i32, i32, i32)
// CHECK-NEXT: ^bb2(%0: i32, %1: i32, %2: i32):  // 3 preds: ^bb0, ^bb1, ^bb1
// CHECK-NEXT: %3 = arith.muli %0, %1 : i32
// CHECK-NEXT: %4 = arith.addi %3, %2 : i32
// CHECK-NEXT: "test.sink"(%4) : (i32) -> ()
// CHECK-NEXT: return %4 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }

// NORMAL: module {
// NORMAL-NEXT: func.func @m(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// NORMAL-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// NORMAL-NEXT: ^bb1:  // pred: ^bb0
// NORMAL-NEXT: %0 = arith.addi %arg1, %arg2 : i32
// NORMAL-NEXT: cf.br ^bb3(%0 : i32)
// NORMAL-NEXT: ^bb2:  // pred: ^bb0
// NORMAL-NEXT: %1 = arith.addi %arg1, %arg2 : i32
// NORMAL-NEXT: cf.br ^bb3(%1 : i32)
// NORMAL-NEXT: ^bb3(%2: i32):  // 2 preds: ^bb1, ^bb2
// NORMAL-NEXT: return %2 : i32
// NORMAL-NEXT: }
// NORMAL-NEXT: func.func @m2(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// NORMAL-NEXT: cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2(%arg2 : i32)
// NORMAL-NEXT: ^bb1(%0: i32):  // pred: ^bb0
// NORMAL-NEXT: return %0 : i32
// NORMAL-NEXT: ^bb2(%1: i32):  // pred: ^bb0
// NORMAL-NEXT: return %1 : i32
// NORMAL-NEXT: }
// NORMAL-NEXT: func.func @m3(%arg0: i1, %arg1: i1, %arg2: i32, %arg3: i32) -> i32 {
// NORMAL-NEXT: cf.cond_br %arg0, ^bb2, ^bb1
// NORMAL-NEXT: ^bb1:  // pred: ^bb0
// NORMAL-NEXT: cf.cond_br %arg1, ^bb3, ^bb4
// NORMAL-NEXT: ^bb2:  // pred: ^bb0
// NORMAL-NEXT: %0 = arith.muli %arg2, %arg3 : i32
// NORMAL-NEXT: %1 = arith.addi %0, %arg2 : i32
// NORMAL-NEXT: "test.sink"(%1) : (i32) -> ()
// NORMAL-NEXT: return %1 : i32
// NORMAL-NEXT: ^bb3:  // pred: ^bb1
// NORMAL-NEXT: %2 = arith.muli %arg3, %arg2 : i32
// NORMAL-NEXT: %3 = arith.addi %2, %arg2 : i32
// NORMAL-NEXT: "test.sink"(%3) : (i32) -> ()
// NORMAL-NEXT: return %3 : i32
// NORMAL-NEXT: ^bb4:  // pred: ^bb1
// NORMAL-NEXT: %4 = arith.muli %arg2, %arg2 : i32
// NORMAL-NEXT: %5 = arith.addi %4, %arg3 : i32
// NORMAL-NEXT: "test.sink"(%5) : (i32) -> ()
// NORMAL-NEXT: return %5 : i32
// NORMAL-NEXT: }
// NORMAL-NEXT: }
