// Invalid vector shapes, as MLIR's parseVectorType words and places them
// (zero sizes and bad elements at the element type, a non-integer scalable
// size at its token, an unclosed scalable dimension at the `x` after its
// size). CHECK lines are mlir-opt-19's.
// RUN: not mlir-opt %s -split-input-file -allow-unregistered-dialect 2>&1 | FileCheck %s

// CHECK: within split at {{.*}}.mlir:{{[0-9]+}} offset :{{[0-9]+}}:27: error: vector types must have positive constant sizes
// CHECK-NEXT: {{^}}func.func @f(%a: vector<0xf32>) {
// CHECK-NEXT: {{^}}                          ^
// CHECK: within split at {{.*}}.mlir:{{[0-9]+}} offset :{{[0-9]+}}:31: error: vector types must have positive constant sizes
// CHECK-NEXT: {{^}}func.func @f(%a: vector<4x[0]xf32>) {
// CHECK-NEXT: {{^}}                              ^
// CHECK: within split at {{.*}}.mlir:{{[0-9]+}} offset :{{[0-9]+}}:31: error: vector types must have positive constant sizes
// CHECK-NEXT: {{^}}func.func @f(%a: vector<0x[4]xf32>) {
// CHECK-NEXT: {{^}}                              ^
// CHECK: within split at {{.*}}.mlir:{{[0-9]+}} offset :{{[0-9]+}}:48: error: vector types must have positive constant sizes
// CHECK-NEXT: {{^}}%0 = "test.foo"() {a = dense<1.0> : vector<[0]xf32>} : () -> ()
// CHECK-NEXT: {{^}}                                               ^
// CHECK: within split at {{.*}}.mlir:{{[0-9]+}} offset :{{[0-9]+}}:42: error: invalid dimension
// CHECK-NEXT: {{^}}  %c = arith.constant dense<1> : vector<[?]xi32>
// CHECK-NEXT: {{^}}                                         ^
// CHECK: within split at {{.*}}.mlir:{{[0-9]+}} offset :{{[0-9]+}}:42: error: missing ']' closing scalable dimension
// CHECK-NEXT: {{^}}%2 = "test.foo"() : () -> (i32, vector<[4x4]xf32>)
// CHECK-NEXT: {{^}}                                         ^
// CHECK: within split at {{.*}}.mlir:{{[0-9]+}} offset :{{[0-9]+}}:42: error: vector elements must be int/index/float type
// CHECK-NEXT: {{^}}%3 = "test.foo"() : () -> (i32, vector<4xmemref<2xf32>>)
// CHECK-NEXT: {{^}}                                         ^
// CHECK: within split at {{.*}}.mlir:{{[0-9]+}} offset :{{[0-9]+}}:25: error: invalid dimension
// CHECK-NEXT: {{^}}func.func @f(%a: vector<99999999999999999999xf32>) {
// CHECK-NEXT: {{^}}                        ^

// CHECK: within split at {{.*}}.mlir:{{[0-9]+}} offset :{{[0-9]+}}:27: error: integer bitwidth is limited to 16777215 bits
// CHECK-NEXT: {{^}}func.func @f(%a: vector<4xi99999999>) {
// CHECK-NEXT: {{^}}                          ^
func.func @f(%a: vector<0xf32>) {
  return
}
// -----
func.func @f(%a: vector<4x[0]xf32>) {
  return
}
// -----
func.func @f(%a: vector<0x[4]xf32>) {
  return
}
// -----
%0 = "test.foo"() {a = dense<1.0> : vector<[0]xf32>} : () -> ()
// -----
func.func @g() {
  %c = arith.constant dense<1> : vector<[?]xi32>
  return
}
// -----
%2 = "test.foo"() : () -> (i32, vector<[4x4]xf32>)
// -----
%3 = "test.foo"() : () -> (i32, vector<4xmemref<2xf32>>)
// -----
func.func @f(%a: vector<99999999999999999999xf32>) {
  return
}
// -----
func.func @f(%a: vector<4xi99999999>) {
  return
}
