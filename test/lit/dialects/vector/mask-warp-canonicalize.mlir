// RUN: mlir-opt %s -canonicalize | FileCheck %s

// Canonicalization of vector.mask (an empty one is what it yields; MLIR 19 elides it
// even with a pass-through) and of unused pure vector.mask/warp_execute_on_lane_0 ops
// (erased), as mlir-opt-19 does.

func.func @e(%m: vector<4xi1>, %x: vector<4xf32>, %p: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>) {
  %0 = vector.mask %m { vector.yield %x : vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  %1 = vector.mask %m, %p { vector.yield %x : vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  return %0, %1 : vector<4xf32>, vector<4xf32>
}
func.func @empty(%m: vector<4xi1>) {
  vector.mask %m { } : vector<4xi1>
  return
}
func.func @w2(%laneid: index, %v0: vector<4xi32>) -> vector<1xf32> {
  %r = vector.warp_execute_on_lane_0(%laneid)[32] -> (vector<1xf32>) {
    %c = arith.constant dense<1.0> : vector<32xf32>
    vector.yield %c : vector<32xf32>
  }
  vector.warp_execute_on_lane_0(%laneid)[32] args(%v0 : vector<4xi32>) {
  ^bb0(%arg: vector<128xi32>):
    %s = vector.extract %arg[0] : i32 from vector<128xi32>
  }
  vector.warp_execute_on_lane_0(%laneid)[32] {
  }
  %r2:2 = vector.warp_execute_on_lane_0(%laneid)[32] args(%v0 : vector<4xi32>) -> (vector<1xf32>, vector<4xi32>) {
  ^bb0(%arg: vector<128xi32>):
    %c = arith.constant dense<1.0> : vector<32xf32>
    vector.yield %c, %arg : vector<32xf32>, vector<128xi32>
  } {foo}
  return %r : vector<1xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @e(%arg0: vector<4xi1>, %arg1: vector<4xf32>, %arg2: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>) {
// CHECK-NEXT:     return %arg1, %arg1 : vector<4xf32>, vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @empty(%arg0: vector<4xi1>) {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @w2(%arg0: index, %arg1: vector<4xi32>) -> vector<1xf32> {
// CHECK-NEXT:     %cst = arith.constant dense<1.000000e+00> : vector<32xf32>
// CHECK-NEXT:     %0 = vector.warp_execute_on_lane_0(%arg0)[32] -> (vector<1xf32>) {
// CHECK-NEXT:       vector.yield %cst : vector<32xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : vector<1xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
