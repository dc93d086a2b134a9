// RUN: mlir-opt %s -convert-vector-to-llvm | FileCheck %s

// convert-vector-to-llvm leaves warp_execute_on_lane_0 as it is; unused ones with pure
// bodies are erased by its greedy phase, their constants hoisted (mlir-opt-19's output).

func.func @w(%laneid: index, %v0: vector<4xi32>) -> vector<1xf32> {
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
// CHECK-NEXT:   func.func @w(%arg0: index, %arg1: vector<4xi32>) -> vector<1xf32> {
// CHECK-NEXT:     %cst = arith.constant dense<1.000000e+00> : vector<32xf32>
// CHECK-NEXT:     %0 = vector.warp_execute_on_lane_0(%arg0)[32] -> (vector<1xf32>) {
// CHECK-NEXT:       vector.yield %cst : vector<32xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : vector<1xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
