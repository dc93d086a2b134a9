// RUN: mlir-opt %s  | FileCheck %s

// vector.contract's custom form round trip: the leading dictionary with iterator types
// as strings and the kind always printed (checked against mlir-opt-19).

func.func @matvec(%a: vector<2x3xf32>, %b: vector<3xf32>, %c: vector<2xf32>) -> vector<2xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(m, n) -> (m, n)>, affine_map<(m, n) -> (n)>, affine_map<(m, n) -> (m)>], iterator_types = ["parallel", "reduction"]} %a, %b, %c : vector<2x3xf32>, vector<3xf32> into vector<2xf32>
  return %0 : vector<2xf32>
}
func.func @vecmat_t(%a: vector<3xi32>, %b: vector<3x2xi32>, %c: vector<2xi32>) -> vector<2xi32> {
  %0 = vector.contract {indexing_maps = [affine_map<(m, n) -> (n)>, affine_map<(m, n) -> (n, m)>, affine_map<(m, n) -> (m)>], iterator_types = ["parallel", "reduction"]} %a, %b, %c : vector<3xi32>, vector<3x2xi32> into vector<2xi32>
  return %0 : vector<2xi32>
}
func.func @batch(%a: vector<2x2x3xf32>, %b: vector<2x3x2xf32>, %c: vector<2x2x2xf32>) -> vector<2x2x2xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x2x3xf32>, vector<2x3x2xf32> into vector<2x2x2xf32>
  return %0 : vector<2x2x2xf32>
}
func.func @full(%a: vector<2x3xf32>, %b: vector<2x3xf32>, %c: f32) -> f32 {
  %0 = vector.contract {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> ()>], iterator_types = ["reduction", "reduction"]} %a, %b, %c : vector<2x3xf32>, vector<2x3xf32> into f32
  return %0 : f32
}
func.func @outer(%a: vector<2x1xf32>, %b: vector<3x1xf32>, %c: vector<3x2xf32>) -> vector<3x2xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (j, i)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x1xf32>, vector<3x1xf32> into vector<3x2xf32>
  return %0 : vector<3x2xf32>
}
func.func @mixed(%a: vector<4xi8>, %b: vector<4xi8>, %c: i32) -> i32 {
  %0 = vector.contract {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>], iterator_types = ["reduction"]} %a, %b, %c : vector<4xi8>, vector<4xi8> into i32
  return %0 : i32
}
func.func @mul(%a: vector<4xi32>, %b: vector<4xi32>, %c: i32) -> i32 {
  %0 = vector.contract {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<mul>} %a, %b, %c : vector<4xi32>, vector<4xi32> into i32
  return %0 : i32
}
func.func @tmm(%a: vector<3x2xf32>, %b: vector<2x3xf32>, %c: vector<2x2xf32>) -> vector<2x2xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (n, m)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<3x2xf32>, vector<2x3xf32> into vector<2x2xf32>
  return %0 : vector<2x2xf32>
}
func.func @red3(%a: vector<2x3x2xf32>, %b: vector<3x2xf32>, %c: vector<2xf32>) -> vector<2xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(m, k, l) -> (m, k, l)>, affine_map<(m, k, l) -> (k, l)>, affine_map<(m, k, l) -> (m)>], iterator_types = ["parallel", "reduction", "reduction"]} %a, %b, %c : vector<2x3x2xf32>, vector<3x2xf32> into vector<2xf32>
  return %0 : vector<2xf32>
}
func.func @mid(%a: vector<3x2xf32>, %b: vector<3x2x4xf32>, %c: vector<2x4xf32>) -> vector<2x4xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, m, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<3x2xf32>, vector<3x2x4xf32> into vector<2x4xf32>
  return %0 : vector<2x4xf32>
}

// CHECK: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT: #map3 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
// CHECK-NEXT: #map5 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
// CHECK-NEXT: #map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// CHECK-NEXT: #map7 = affine_map<(d0, d1) -> ()>
// CHECK-NEXT: #map8 = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-NEXT: #map9 = affine_map<(d0, d1, d2) -> (d1, d2)>
// CHECK-NEXT: #map10 = affine_map<(d0, d1, d2) -> (d1, d0)>
// CHECK-NEXT: #map11 = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map12 = affine_map<(d0) -> ()>
// CHECK-NEXT: #map13 = affine_map<(d0, d1, d2) -> (d2, d0)>
// CHECK-NEXT: #map14 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-NEXT: #map15 = affine_map<(d0, d1, d2) -> (d0)>
// CHECK-NEXT: #map16 = affine_map<(d0, d1, d2) -> (d2, d0, d1)>
// CHECK-NEXT: #map17 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @matvec(%arg0: vector<2x3xf32>, %arg1: vector<3xf32>, %arg2: vector<2xf32>) -> vector<2xf32> {
// CHECK-NEXT:     %0 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<2x3xf32>, vector<3xf32> into vector<2xf32>
// CHECK-NEXT:     return %0 : vector<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @vecmat_t(%arg0: vector<3xi32>, %arg1: vector<3x2xi32>, %arg2: vector<2xi32>) -> vector<2xi32> {
// CHECK-NEXT:     %0 = vector.contract {indexing_maps = [#map1, #map3, #map2], iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<3xi32>, vector<3x2xi32> into vector<2xi32>
// CHECK-NEXT:     return %0 : vector<2xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @batch(%arg0: vector<2x2x3xf32>, %arg1: vector<2x3x2xf32>, %arg2: vector<2x2x2xf32>) -> vector<2x2x2xf32> {
// CHECK-NEXT:     %0 = vector.contract {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<2x2x3xf32>, vector<2x3x2xf32> into vector<2x2x2xf32>
// CHECK-NEXT:     return %0 : vector<2x2x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @full(%arg0: vector<2x3xf32>, %arg1: vector<2x3xf32>, %arg2: f32) -> f32 {
// CHECK-NEXT:     %0 = vector.contract {indexing_maps = [#map, #map, #map7], iterator_types = ["reduction", "reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<2x3xf32>, vector<2x3xf32> into f32
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @outer(%arg0: vector<2x1xf32>, %arg1: vector<3x1xf32>, %arg2: vector<3x2xf32>) -> vector<3x2xf32> {
// CHECK-NEXT:     %0 = vector.contract {indexing_maps = [#map8, #map9, #map10], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<2x1xf32>, vector<3x1xf32> into vector<3x2xf32>
// CHECK-NEXT:     return %0 : vector<3x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @mixed(%arg0: vector<4xi8>, %arg1: vector<4xi8>, %arg2: i32) -> i32 {
// CHECK-NEXT:     %0 = vector.contract {indexing_maps = [#map11, #map11, #map12], iterator_types = ["reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<4xi8>, vector<4xi8> into i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @mul(%arg0: vector<4xi32>, %arg1: vector<4xi32>, %arg2: i32) -> i32 {
// CHECK-NEXT:     %0 = vector.contract {indexing_maps = [#map11, #map11, #map12], iterator_types = ["reduction"], kind = #vector.kind<mul>} %arg0, %arg1, %arg2 : vector<4xi32>, vector<4xi32> into i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @tmm(%arg0: vector<3x2xf32>, %arg1: vector<2x3xf32>, %arg2: vector<2x2xf32>) -> vector<2x2xf32> {
// CHECK-NEXT:     %0 = vector.contract {indexing_maps = [#map13, #map9, #map10], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<3x2xf32>, vector<2x3xf32> into vector<2x2xf32>
// CHECK-NEXT:     return %0 : vector<2x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @red3(%arg0: vector<2x3x2xf32>, %arg1: vector<3x2xf32>, %arg2: vector<2xf32>) -> vector<2xf32> {
// CHECK-NEXT:     %0 = vector.contract {indexing_maps = [#map14, #map9, #map15], iterator_types = ["parallel", "reduction", "reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<2x3x2xf32>, vector<3x2xf32> into vector<2xf32>
// CHECK-NEXT:     return %0 : vector<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @mid(%arg0: vector<3x2xf32>, %arg1: vector<3x2x4xf32>, %arg2: vector<2x4xf32>) -> vector<2x4xf32> {
// CHECK-NEXT:     %0 = vector.contract {indexing_maps = [#map13, #map16, #map17], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<3x2xf32>, vector<3x2x4xf32> into vector<2x4xf32>
// CHECK-NEXT:     return %0 : vector<2x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
