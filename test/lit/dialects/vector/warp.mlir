// RUN: mlir-opt %s  | FileCheck %s

// vector.warp_execute_on_lane_0's custom form: lane id, warp size, args, results; the
// yield shown only with results (mlir-opt-19's output).

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
// CHECK-NEXT:     %0 = vector.warp_execute_on_lane_0(%arg0)[32] -> (vector<1xf32>) {
// CHECK-NEXT:       %cst = arith.constant dense<1.000000e+00> : vector<32xf32>
// CHECK-NEXT:       vector.yield %cst : vector<32xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     vector.warp_execute_on_lane_0(%arg0)[32] args(%arg1 : vector<4xi32>) {
// CHECK-NEXT:     ^bb0(%arg2: vector<128xi32>):
// CHECK-NEXT:       %2 = vector.extract %arg2[0] : i32 from vector<128xi32>
// CHECK-NEXT:     }
// CHECK-NEXT:     vector.warp_execute_on_lane_0(%arg0)[32] {
// CHECK-NEXT:     }
// CHECK-NEXT:     %1:2 = vector.warp_execute_on_lane_0(%arg0)[32] args(%arg1 : vector<4xi32>) -> (vector<1xf32>, vector<4xi32>) {
// CHECK-NEXT:     ^bb0(%arg2: vector<128xi32>):
// CHECK-NEXT:       %cst = arith.constant dense<1.000000e+00> : vector<32xf32>
// CHECK-NEXT:       vector.yield %cst, %arg2 : vector<32xf32>, vector<128xi32>
// CHECK-NEXT:     } {foo}
// CHECK-NEXT:     return %0 : vector<1xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
