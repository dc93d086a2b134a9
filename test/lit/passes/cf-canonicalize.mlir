// The cf dialect's canonicalization patterns: a constant-true cf.assert goes,
// branches on constants (and switches with only a default or a constant flag)
// become cf.br, and a cf.br to a block with no other predecessor merges it.
// RUN: mlir-opt %s -canonicalize | FileCheck %s

// CHECK-LABEL: func.func @assert_true(
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @const_cond(
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @false_cond(
// CHECK-NEXT: %0 = llvm.add %arg1, %arg1 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @same_succ(
// CHECK-NEXT: llvm.store %arg1, %arg2 : i32, !llvm.ptr
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: llvm.store %arg1, %arg2 : i32, !llvm.ptr
// CHECK-NEXT: return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @switch_default(
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @switch_const(
// CHECK-NEXT: llvm.store %arg1, %arg2 : i32, !llvm.ptr
// CHECK-NEXT: return
// CHECK-NEXT: }

func.func @assert_true(%a: i32) -> i32 {
  %t = arith.constant true
  cf.assert %t, "never"
  return %a : i32
}
func.func @const_cond(%a: i32, %b: i32) -> i32 {
  %t = arith.constant true
  cf.cond_br %t, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x: i32):
  return %x : i32
^bb2(%y: i32):
  return %y : i32
}
func.func @false_cond(%a: i32, %b: i32) -> i32 {
  %f = llvm.mlir.constant(false) : i1
  cf.cond_br %f, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x: i32):
  return %x : i32
^bb2(%y: i32):
  %z = llvm.add %y, %y : i32
  return %z : i32
}
func.func @same_succ(%c: i1, %a: i32, %p: !llvm.ptr) {
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%a : i32)
^bb1(%x: i32):
  llvm.store %x, %p : i32, !llvm.ptr
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  llvm.store %a, %p : i32, !llvm.ptr
  return
^bb3:
  return
}
func.func @switch_default(%f: i32, %a: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32)
  ]
^bb1(%x: i32):
  return %x : i32
}
func.func @switch_const(%a: i32, %b: i32, %p: !llvm.ptr) {
  %c = arith.constant -1 : i8
  cf.switch %c : i8, [
    default: ^bb1(%a : i32),
    255: ^bb2(%b : i32),
    3: ^bb1(%b : i32)
  ]
^bb1(%x: i32):
  llvm.store %x, %p : i32, !llvm.ptr
  return
^bb2(%y: i32):
  llvm.store %y, %p : i32, !llvm.ptr
  return
}
