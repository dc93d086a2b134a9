// RUN: mlir-opt %s -canonicalize | FileCheck %s

// MaskOp::fold: under an all-true mask (arith.constant, constant_mask covering the
// shape) the masked op moves out; a partial mask stays (mlir-opt-19's output).

func.func @t(%v: vector<4xf32>, %acc: f32) -> f32 {
  %m = vector.constant_mask [4] : vector<4xi1>
  %0 = vector.mask %m { vector.reduction <add>, %v, %acc : vector<4xf32> into f32 } : vector<4xi1> -> f32
  return %0 : f32
}
func.func @t2(%v: vector<4xf32>, %acc: f32) -> f32 {
  %m = arith.constant dense<true> : vector<4xi1>
  %0 = vector.mask %m { vector.reduction <add>, %v, %acc : vector<4xf32> into f32 } : vector<4xi1> -> f32
  return %0 : f32
}
func.func @t3(%v: vector<4xf32>, %acc: f32) -> f32 {
  %m = vector.constant_mask [2] : vector<4xi1>
  %0 = vector.mask %m { vector.reduction <add>, %v, %acc : vector<4xf32> into f32 } : vector<4xi1> -> f32
  return %0 : f32
}
func.func @w(%A: memref<?xf32>, %i: index, %v: vector<4xf32>) {
  %m = vector.constant_mask [4] : vector<4xi1>
  vector.mask %m { vector.transfer_write %v, %A[%i] : vector<4xf32>, memref<?xf32> } : vector<4xi1>
  return
}
func.func @c(%a: vector<2x3xf32>, %b: vector<3x2xf32>, %c: vector<2x2xf32>) -> vector<2x2xf32> {
  %m = vector.constant_mask [2, 2, 3] : vector<2x2x3xi1>
  %0 = vector.mask %m { vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32> } : vector<2x2x3xi1> -> vector<2x2xf32>
  return %0 : vector<2x2xf32>
}

// CHECK: #map = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @t(%arg0: vector<4xf32>, %arg1: f32) -> f32 {
// CHECK-NEXT:     %0 = vector.reduction <add>, %arg0, %arg1 : vector<4xf32> into f32
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @t2(%arg0: vector<4xf32>, %arg1: f32) -> f32 {
// CHECK-NEXT:     %0 = vector.reduction <add>, %arg0, %arg1 : vector<4xf32> into f32
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @t3(%arg0: vector<4xf32>, %arg1: f32) -> f32 {
// CHECK-NEXT:     %0 = vector.constant_mask [2] : vector<4xi1>
// CHECK-NEXT:     %1 = vector.mask %0 { vector.reduction <add>, %arg0, %arg1 : vector<4xf32> into f32 } : vector<4xi1> -> f32
// CHECK-NEXT:     return %1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @w(%arg0: memref<?xf32>, %arg1: index, %arg2: vector<4xf32>) {
// CHECK-NEXT:     vector.transfer_write %arg2, %arg0[%arg1] : vector<4xf32>, memref<?xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @c(%arg0: vector<2x3xf32>, %arg1: vector<3x2xf32>, %arg2: vector<2x2xf32>) -> vector<2x2xf32> {
// CHECK-NEXT:     %0 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32>
// CHECK-NEXT:     return %0 : vector<2x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
