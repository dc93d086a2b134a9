// RUN: mlir-opt %s -split-input-file -verify-diagnostics

// vector.warp_execute_on_lane_0's verifier (distributed types, yield and argument counts),
// worded as mlir-opt-19's.

func.func @w(%laneid: index) {
  // expected-error@+1 {{'vector.warp_execute_on_lane_0' op incompatible distribution dimensions from 'vector<32xf32>' to 'vector<4xf32>' with warp size = 32}}
  %r = vector.warp_execute_on_lane_0(%laneid)[32] -> (vector<4xf32>) {
    %c = arith.constant dense<1.0> : vector<32xf32>
    vector.yield %c : vector<32xf32>
  }
  return
}
// -----
func.func @w(%laneid: index) {
  // expected-error@+1 {{'vector.warp_execute_on_lane_0' op expected expanded vector dimension #0 (32) to be a multipler of the distributed vector dimension (3)}}
  %r = vector.warp_execute_on_lane_0(%laneid)[32] -> (vector<3xf32>) {
    %c = arith.constant dense<1.0> : vector<32xf32>
    vector.yield %c : vector<32xf32>
  }
  return
}
// -----
func.func @w(%laneid: index) {
  // expected-error@+1 {{'vector.warp_execute_on_lane_0' op expected distributed vectors to have same rank and element type.}}
  %r = vector.warp_execute_on_lane_0(%laneid)[32] -> (vector<1xi32>) {
    %c = arith.constant dense<1.0> : vector<32xf32>
    vector.yield %c : vector<32xf32>
  }
  return
}
// -----
func.func @w(%laneid: index) {
  // expected-error@+1 {{'vector.warp_execute_on_lane_0' op expected vector type for distributed operands.}}
  %r = vector.warp_execute_on_lane_0(%laneid)[32] -> (f32) {
    %c = arith.constant dense<1.0> : vector<32xf32>
    vector.yield %c : vector<32xf32>
  }
  return
}
// -----
func.func @w(%laneid: index) {
  // expected-error@+1 {{'vector.warp_execute_on_lane_0' op expected same number of yield operands and return values.}}
  %r = vector.warp_execute_on_lane_0(%laneid)[32] -> (vector<1xf32>) {
    %c = arith.constant dense<1.0> : vector<32xf32>
    vector.yield
  }
  return
}
// -----
func.func @w(%laneid: index, %v: vector<4xi32>) {
  // expected-error@+1 {{'vector.warp_execute_on_lane_0' op expected same number op arguments and block arguments.}}
  vector.warp_execute_on_lane_0(%laneid)[32] args(%v : vector<4xi32>) {
  }
  return
}
