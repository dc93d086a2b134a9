// memref folds under -canonicalize: casts folded into copy (only casts that
// lose static information), load, store and dealloc, memref.dim of a static
// extent, of an alloc and through a cast, allocations only deallocated dropped.
// CHECK lines are mlir-opt-19's output, whole and in order.
// RUN: mlir-opt %s -canonicalize | FileCheck %s --check-prefix=CHECK

func.func @casts(%a: memref<4xf32>, %b: memref<4xf32>, %i: index, %v: f32) -> (f32, index) {
  %0 = memref.cast %a : memref<4xf32> to memref<?xf32>
  %1 = memref.cast %b : memref<4xf32> to memref<?xf32>
  memref.copy %0, %1 : memref<?xf32> to memref<?xf32>
  %x = memref.load %0[%i] : memref<?xf32>
  memref.store %v, %1[%i] : memref<?xf32>
  %c0 = arith.constant 0 : index
  %d = memref.dim %0, %c0 : memref<?xf32>
  %n = memref.alloc(%i) : memref<?x8xf32>
  %dn = memref.dim %n, %c0 : memref<?x8xf32>
  %dead = memref.alloca() : memref<16xf32>
  memref.dealloc %n : memref<?x8xf32>
  %s = arith.addi %d, %dn : index
  return %x, %s : f32, index
}
func.func @no_fold(%a: memref<?xf32>, %i: index) -> f32 {
  %0 = memref.cast %a : memref<?xf32> to memref<4xf32>
  %x = memref.load %0[%i] : memref<4xf32>
  return %x : f32
}

// CHECK: module {
// CHECK-NEXT: func.func @casts(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: index, %arg3: f32) -> (f32, index) {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: memref.copy %arg0, %arg1 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: %0 = memref.load %arg0[%arg2] : memref<4xf32>
// CHECK-NEXT: memref.store %arg3, %arg1[%arg2] : memref<4xf32>
// CHECK-NEXT: %1 = arith.addi %arg2, %c4 : index
// CHECK-NEXT: return %0, %1 : f32, index
// CHECK-NEXT: }
// CHECK-NEXT: func.func @no_fold(%arg0: memref<?xf32>, %arg1: index) -> f32 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg1] : memref<?xf32>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
