// -canonicalize on memref.alloca_scope (MLIR 19's AllocaScopeInliner and
// AllocaScopeHoister): scopes without potential stack allocations inlined,
// a scope ending an allocation scope's block (a function, an scf.for body)
// inlined, unregistered ops counted as potential allocations, allocations
// of a scope ending an scf.if hoisted before it when their operands allow;
// unused scf.for/scf.if (RecursiveMemoryEffects) and dead allocas erased.
// CHECK lines are mlir-opt-19's output.
// RUN: mlir-opt %s -allow-unregistered-dialect -canonicalize | FileCheck %s

func.func @no_alloca(%x: f32, %m: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %r = memref.alloca_scope -> (f32) {
    %v = memref.load %m[%c0] : memref<4xf32>
    %s = arith.addf %v, %x : f32
    memref.alloca_scope.return %s : f32
  }
  return %r : f32
}
func.func @last(%x: f32) {
  memref.alloca_scope {
    %a = memref.alloca() : memref<4xf32>
    %c0 = arith.constant 0 : index
    memref.store %x, %a[%c0] : memref<4xf32>
  }
  return
}
func.func @not_last(%x: f32) {
  memref.alloca_scope {
    %a = memref.alloca() : memref<4xf32>
    %c0 = arith.constant 0 : index
    memref.store %x, %a[%c0] : memref<4xf32>
  }
  "test.foo"() : () -> ()
  return
}
func.func @call_inside(%x: f32) {
  memref.alloca_scope {
    "test.bar"() : () -> ()
  }
  "test.foo"() : () -> ()
  return
}
func.func @in_loop_dead(%n: index, %x: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    memref.alloca_scope {
      %a = memref.alloca() : memref<4xf32>
      %b = memref.alloca(%i) : memref<?xf32>
      memref.store %x, %a[%c0] : memref<4xf32>
      memref.store %x, %b[%c0] : memref<?xf32>
    }
  }
  return
}
func.func @in_loop(%n: index, %x: f32, %k: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    memref.alloca_scope {
      %a = memref.alloca() : memref<4xf32>
      %b = memref.alloca(%i) : memref<?xf32>
      %c = memref.alloca(%k) : memref<?xf32>
      "test.use"(%a, %b, %c) : (memref<4xf32>, memref<?xf32>, memref<?xf32>) -> ()
    }
  }
  return
}
func.func @in_if(%p: i1, %n: index) {
  scf.if %p {
    memref.alloca_scope {
      %a = memref.alloca() : memref<8xf32>
      %b = memref.alloca(%n) : memref<?xf32>
      "test.use"(%a, %b) : (memref<8xf32>, memref<?xf32>) -> ()
    }
  }
  return
}
func.func @not_last_in_loop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    memref.alloca_scope {
      %a = memref.alloca() : memref<4xf32>
      "test.use"(%a) : (memref<4xf32>) -> ()
    }
    "test.other"() : () -> ()
  }
  return
}
func.func @results(%m: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %r = memref.alloca_scope -> (f32) {
    %a = memref.alloca() : memref<4xf32>
    "test.use"(%a) : (memref<4xf32>) -> ()
    %v = memref.load %m[%c0] : memref<4xf32>
    memref.alloca_scope.return %v : f32
  }
  return %r : f32
}

// CHECK: module {
// CHECK-NEXT: func.func @no_alloca(%arg0: f32, %arg1: memref<4xf32>) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = memref.load %arg1[%c0] : memref<4xf32>
// CHECK-NEXT: %1 = arith.addf %0, %arg0 : f32
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @last(%arg0: f32) {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @not_last(%arg0: f32) {
// CHECK-NEXT: "test.foo"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @call_inside(%arg0: f32) {
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: "test.bar"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: "test.foo"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @in_loop_dead(%arg0: index, %arg1: f32) {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @in_loop(%arg0: index, %arg1: f32, %arg2: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg3 = %c0 to %arg0 step %c1 {
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: %alloca_0 = memref.alloca(%arg3) : memref<?xf32>
// CHECK-NEXT: %alloca_1 = memref.alloca(%arg2) : memref<?xf32>
// CHECK-NEXT: "test.use"(%alloca, %alloca_0, %alloca_1) : (memref<4xf32>, memref<?xf32>, memref<?xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @in_if(%arg0: i1, %arg1: index) {
// CHECK-NEXT: %alloca = memref.alloca() : memref<8xf32>
// CHECK-NEXT: %alloca_0 = memref.alloca(%arg1) : memref<?xf32>
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: "test.use"(%alloca, %alloca_0) : (memref<8xf32>, memref<?xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @not_last_in_loop(%arg0: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg1 = %c0 to %arg0 step %c1 {
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: "test.use"(%alloca) : (memref<4xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: "test.other"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @results(%arg0: memref<4xf32>) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: "test.use"(%alloca) : (memref<4xf32>) -> ()
// CHECK-NEXT: %0 = memref.load %arg0[%c0] : memref<4xf32>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
