// RUN: mlir-opt %s  | FileCheck %s

// vector.multi_reduction, vector.scan (its results named dest and accumulated_value),
// vector.reduction with an accumulator and flags: custom forms as mlir-opt-19 prints them.

func.func @mr(%v: vector<4x8x16xf32>, %acc: vector<4x16xf32>, %a2: f32, %m: vector<4x8x16xi1>) -> (vector<4x16xf32>, f32, vector<4x16xf32>) {
  %0 = vector.multi_reduction <add>, %v, %acc [1] : vector<4x8x16xf32> to vector<4x16xf32>
  %1 = vector.multi_reduction <maximumf>, %v, %a2 [0, 1, 2] : vector<4x8x16xf32> to f32
  %2 = vector.mask %m { vector.multi_reduction <add>, %v, %acc [1] : vector<4x8x16xf32> to vector<4x16xf32> } : vector<4x8x16xi1> -> vector<4x16xf32>
  return %0, %1, %2 : vector<4x16xf32>, f32, vector<4x16xf32>
}
func.func @mr1(%v: vector<8xi32>, %acc: vector<8xi32>) -> vector<8xi32> {
  %0 = vector.multi_reduction <add>, %v, %acc [] : vector<8xi32> to vector<8xi32>
  return %0 : vector<8xi32>
}
func.func @sc(%v: vector<4x8xf32>, %i: vector<4xf32>) -> (vector<4x8xf32>, vector<4xf32>) {
  %0:2 = vector.scan <add>, %v, %i {inclusive = true, reduction_dim = 1 : i64} : vector<4x8xf32>, vector<4xf32>
  return %0#0, %0#1 : vector<4x8xf32>, vector<4xf32>
}
func.func @red(%v: vector<4xf32>, %acc: f32) -> f32 {
  %0 = vector.reduction <mul>, %v, %acc fastmath<nnan> : vector<4xf32> into f32
  return %0 : f32
}

// CHECK: module {
// CHECK-NEXT:   func.func @mr(%arg0: vector<4x8x16xf32>, %arg1: vector<4x16xf32>, %arg2: f32, %arg3: vector<4x8x16xi1>) -> (vector<4x16xf32>, f32, vector<4x16xf32>) {
// CHECK-NEXT:     %0 = vector.multi_reduction <add>, %arg0, %arg1 [1] : vector<4x8x16xf32> to vector<4x16xf32>
// CHECK-NEXT:     %1 = vector.multi_reduction <maximumf>, %arg0, %arg2 [0, 1, 2] : vector<4x8x16xf32> to f32
// CHECK-NEXT:     %2 = vector.mask %arg3 { vector.multi_reduction <add>, %arg0, %arg1 [1] : vector<4x8x16xf32> to vector<4x16xf32> } : vector<4x8x16xi1> -> vector<4x16xf32>
// CHECK-NEXT:     return %0, %1, %2 : vector<4x16xf32>, f32, vector<4x16xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @mr1(%arg0: vector<8xi32>, %arg1: vector<8xi32>) -> vector<8xi32> {
// CHECK-NEXT:     %0 = vector.multi_reduction <add>, %arg0, %arg1 [] : vector<8xi32> to vector<8xi32>
// CHECK-NEXT:     return %0 : vector<8xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @sc(%arg0: vector<4x8xf32>, %arg1: vector<4xf32>) -> (vector<4x8xf32>, vector<4xf32>) {
// CHECK-NEXT:     %dest, %accumulated_value = vector.scan <add>, %arg0, %arg1 {inclusive = true, reduction_dim = 1 : i64} : vector<4x8xf32>, vector<4xf32>
// CHECK-NEXT:     return %dest, %accumulated_value : vector<4x8xf32>, vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @red(%arg0: vector<4xf32>, %arg1: f32) -> f32 {
// CHECK-NEXT:     %0 = vector.reduction <mul>, %arg0, %arg1 fastmath<nnan> : vector<4xf32> into f32
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
