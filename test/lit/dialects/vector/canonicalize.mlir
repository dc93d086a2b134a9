// RUN: mlir-opt %s -canonicalize | FileCheck %s

// Vector canonicalization patterns (mlir-opt-19's output): CanonicalizeContractAdd on
// arith.addf/addi, CreateMaskFolder (constants, vscale multiples, scalable
// dimensions), from_elements as a splat, ElideSingleElementReduction (with
// accumulator, fast-math flags and mask), StepOp::fold, InsertOp::fold.

#cadd_f_a = affine_map<(i, j, k) -> (i, k)>
#cadd_f_b = affine_map<(i, j, k) -> (k, j)>
#cadd_f_c = affine_map<(i, j, k) -> (i, j)>
func.func @cadd_f(%a: vector<2x3xf32>, %b: vector<3x4xf32>, %d: vector<2x4xf32>) -> vector<2x4xf32> {
  %z = arith.constant dense<0.0> : vector<2x4xf32>
  %0 = vector.contract {indexing_maps = [#cadd_f_a, #cadd_f_b, #cadd_f_c], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %z : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  %1 = arith.addf %0, %d fastmath<fast> : vector<2x4xf32>
  return %1 : vector<2x4xf32>
}

#cadd_f_rev_used_a = affine_map<(i, j, k) -> (i, k)>
#cadd_f_rev_used_b = affine_map<(i, j, k) -> (k, j)>
#cadd_f_rev_used_c = affine_map<(i, j, k) -> (i, j)>
func.func @cadd_f_rev_used(%a: vector<2x3xf32>, %b: vector<3x4xf32>, %d: vector<2x4xf32>) -> (vector<2x4xf32>, vector<2x4xf32>) {
  %z = arith.constant dense<0.0> : vector<2x4xf32>
  %0 = vector.contract {indexing_maps = [#cadd_f_rev_used_a, #cadd_f_rev_used_b, #cadd_f_rev_used_c], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %z : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  %1 = arith.addf %d, %0 : vector<2x4xf32>
  return %1, %0 : vector<2x4xf32>, vector<2x4xf32>
}

#cadd_i_a = affine_map<(i) -> (i)>
#cadd_i_c = affine_map<(i) -> ()>
func.func @cadd_i(%a: vector<4xi32>, %b: vector<4xi32>, %d: i32) -> i32 {
  %z = arith.constant 0 : i32
  %0 = vector.contract {indexing_maps = [#cadd_i_a, #cadd_i_a, #cadd_i_c], iterator_types = ["reduction"], kind = #vector.kind<add>} %a, %b, %z : vector<4xi32>, vector<4xi32> into i32
  %1 = arith.addi %0, %d : i32
  return %1 : i32
}

#cadd_negzero_a = affine_map<(i) -> (i)>
#cadd_negzero_c = affine_map<(i) -> ()>
func.func @cadd_negzero(%a: vector<4xf32>, %b: vector<4xf32>, %d: f32) -> (f32, f32) {
  %z = arith.constant -0.0 : f32
  %y = arith.constant 0.0 : f32
  %0 = vector.contract {indexing_maps = [#cadd_negzero_a, #cadd_negzero_a, #cadd_negzero_c], iterator_types = ["reduction"], kind = #vector.kind<add>} %a, %b, %z : vector<4xf32>, vector<4xf32> into f32
  %1 = arith.addf %0, %d : f32
  %2 = vector.contract {indexing_maps = [#cadd_negzero_a, #cadd_negzero_a, #cadd_negzero_c], iterator_types = ["reduction"], kind = #vector.kind<add>} %a, %b, %y : vector<4xf32>, vector<4xf32> into f32
  %3 = arith.addf %d, %2 : f32
  return %1, %3 : f32, f32
}

func.func @cmask0(%i: index) -> vector<4xi1> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %cm1 = arith.constant -1 : index
  %c4 = arith.constant 4 : index
  %vs = vector.vscale
  %m4 = arith.muli %vs, %c4 : index
  %m2 = arith.muli %c2, %vs : index
  %0 = vector.create_mask %c2 : vector<4xi1>
  return %0 : vector<4xi1>
}

func.func @cmask1(%i: index) -> vector<4xi1> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %cm1 = arith.constant -1 : index
  %c4 = arith.constant 4 : index
  %vs = vector.vscale
  %m4 = arith.muli %vs, %c4 : index
  %m2 = arith.muli %c2, %vs : index
  %0 = vector.create_mask %c5 : vector<4xi1>
  return %0 : vector<4xi1>
}

func.func @cmask2(%i: index) -> vector<4xi1> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %cm1 = arith.constant -1 : index
  %c4 = arith.constant 4 : index
  %vs = vector.vscale
  %m4 = arith.muli %vs, %c4 : index
  %m2 = arith.muli %c2, %vs : index
  %0 = vector.create_mask %cm1 : vector<4xi1>
  return %0 : vector<4xi1>
}

func.func @cmask4(%i: index) -> vector<4x4xi1> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %cm1 = arith.constant -1 : index
  %c4 = arith.constant 4 : index
  %vs = vector.vscale
  %m4 = arith.muli %vs, %c4 : index
  %m2 = arith.muli %c2, %vs : index
  %0 = vector.create_mask %c2, %c3 : vector<4x4xi1>
  return %0 : vector<4x4xi1>
}

func.func @cmask5(%i: index) -> vector<4x4xi1> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %cm1 = arith.constant -1 : index
  %c4 = arith.constant 4 : index
  %vs = vector.vscale
  %m4 = arith.muli %vs, %c4 : index
  %m2 = arith.muli %c2, %vs : index
  %0 = vector.create_mask %c2, %c0 : vector<4x4xi1>
  return %0 : vector<4x4xi1>
}

func.func @cmask8(%i: index) -> vector<[4]xi1> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %cm1 = arith.constant -1 : index
  %c4 = arith.constant 4 : index
  %vs = vector.vscale
  %m4 = arith.muli %vs, %c4 : index
  %m2 = arith.muli %c2, %vs : index
  %0 = vector.create_mask %c2 : vector<[4]xi1>
  return %0 : vector<[4]xi1>
}

func.func @cmask9(%i: index) -> vector<[4]xi1> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %cm1 = arith.constant -1 : index
  %c4 = arith.constant 4 : index
  %vs = vector.vscale
  %m4 = arith.muli %vs, %c4 : index
  %m2 = arith.muli %c2, %vs : index
  %0 = vector.create_mask %cm1 : vector<[4]xi1>
  return %0 : vector<[4]xi1>
}

func.func @cmask10(%i: index) -> vector<[4]xi1> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %cm1 = arith.constant -1 : index
  %c4 = arith.constant 4 : index
  %vs = vector.vscale
  %m4 = arith.muli %vs, %c4 : index
  %m2 = arith.muli %c2, %vs : index
  %0 = vector.create_mask %c0 : vector<[4]xi1>
  return %0 : vector<[4]xi1>
}

func.func @cmask11(%i: index) -> vector<[4]xi1> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %cm1 = arith.constant -1 : index
  %c4 = arith.constant 4 : index
  %vs = vector.vscale
  %m4 = arith.muli %vs, %c4 : index
  %m2 = arith.muli %c2, %vs : index
  %0 = vector.create_mask %m4 : vector<[4]xi1>
  return %0 : vector<[4]xi1>
}

func.func @cmask13(%i: index) -> vector<4x[4]xi1> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %cm1 = arith.constant -1 : index
  %c4 = arith.constant 4 : index
  %vs = vector.vscale
  %m4 = arith.muli %vs, %c4 : index
  %m2 = arith.muli %c2, %vs : index
  %0 = vector.create_mask %c2, %m4 : vector<4x[4]xi1>
  return %0 : vector<4x[4]xi1>
}

func.func @cmask14(%i: index, %x: index) -> vector<4x4xi1> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %cm1 = arith.constant -1 : index
  %c4 = arith.constant 4 : index
  %vs = vector.vscale
  %m4 = arith.muli %vs, %c4 : index
  %m2 = arith.muli %c2, %vs : index
  %0 = vector.create_mask %c2, %x : vector<4x4xi1>
  return %0 : vector<4x4xi1>
}

func.func @red1_add(%a: vector<1xf32>, %b: f32, %c: vector<f32>) -> (f32, f32, f32) {
  %0 = vector.reduction <add>, %a, %b : vector<1xf32> into f32
  %1 = vector.reduction <add>, %c, %b fastmath<nnan> : vector<f32> into f32
  %2 = vector.reduction <add>, %a : vector<1xf32> into f32
  return %0, %1, %2 : f32, f32, f32
}

func.func @red1_mul(%a: vector<1xi32>, %b: i32, %c: vector<i32>) -> (i32, i32, i32) {
  %0 = vector.reduction <mul>, %a, %b : vector<1xi32> into i32
  %1 = vector.reduction <mul>, %c, %b fastmath<nnan> : vector<i32> into i32
  %2 = vector.reduction <mul>, %a : vector<1xi32> into i32
  return %0, %1, %2 : i32, i32, i32
}

func.func @red1_maxsi(%a: vector<1xi32>, %b: i32, %c: vector<i32>) -> (i32, i32, i32) {
  %0 = vector.reduction <maxsi>, %a, %b : vector<1xi32> into i32
  %1 = vector.reduction <maxsi>, %c, %b fastmath<nnan> : vector<i32> into i32
  %2 = vector.reduction <maxsi>, %a : vector<1xi32> into i32
  return %0, %1, %2 : i32, i32, i32
}

func.func @red1_minimumf(%a: vector<1xf32>, %b: f32, %c: vector<f32>) -> (f32, f32, f32) {
  %0 = vector.reduction <minimumf>, %a, %b : vector<1xf32> into f32
  %1 = vector.reduction <minimumf>, %c, %b fastmath<nnan> : vector<f32> into f32
  %2 = vector.reduction <minimumf>, %a : vector<1xf32> into f32
  return %0, %1, %2 : f32, f32, f32
}

func.func @red1_and(%a: vector<1xi1>, %b: i1, %c: vector<i1>) -> (i1, i1, i1) {
  %0 = vector.reduction <and>, %a, %b : vector<1xi1> into i1
  %1 = vector.reduction <and>, %c, %b fastmath<nnan> : vector<i1> into i1
  %2 = vector.reduction <and>, %a : vector<1xi1> into i1
  return %0, %1, %2 : i1, i1, i1
}

func.func @red1_mask(%a: vector<1xf32>, %k: vector<1xi1>, %b: f32) -> f32 {
  %0 = vector.mask %k { vector.reduction <add>, %a, %b : vector<1xf32> into f32 } : vector<1xi1> -> f32
  return %0 : f32
}

func.func @step() -> (vector<4xindex>, vector<[4]xindex>) {
  %0 = vector.step : vector<4xindex>
  %1 = vector.step : vector<[4]xindex>
  return %0, %1 : vector<4xindex>, vector<[4]xindex>
}

func.func @fe_splat(%a: f32, %b: f32) -> (vector<2x2xf32>, vector<2xf32>, vector<f32>) {
  %0 = vector.from_elements %a, %a, %a, %a : vector<2x2xf32>
  %1 = vector.from_elements %a, %b : vector<2xf32>
  %2 = vector.from_elements %b : vector<f32>
  return %0, %1, %2 : vector<2x2xf32>, vector<2xf32>, vector<f32>
}

func.func @ins0d(%s: f32, %a: vector<f32>, %b: vector<4xf32>, %c: vector<4xf32>) -> vector<4xf32> {
  %0 = vector.insert %b, %c[] : vector<4xf32> into vector<4xf32>
  return %0 : vector<4xf32>
}

// CHECK: #map = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT: #map3 = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map4 = affine_map<(d0) -> ()>
// CHECK-LABEL: func.func @cadd_f(%arg0: vector<2x3xf32>, %arg1: vector<3x4xf32>, %arg2: vector<2x4xf32>) -> vector<2x4xf32> {
// CHECK-NEXT: %0 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
// CHECK-NEXT: return %0 : vector<2x4xf32>
// CHECK-LABEL: func.func @cadd_f_rev_used(%arg0: vector<2x3xf32>, %arg1: vector<3x4xf32>, %arg2: vector<2x4xf32>) -> (vector<2x4xf32>, vector<2x4xf32>) {
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2x4xf32>
// CHECK-NEXT: %0 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg0, %arg1, %cst : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
// CHECK-NEXT: %1 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
// CHECK-NEXT: return %1, %0 : vector<2x4xf32>, vector<2x4xf32>
// CHECK-LABEL: func.func @cadd_i(%arg0: vector<4xi32>, %arg1: vector<4xi32>, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = vector.contract {indexing_maps = [#map3, #map3, #map4], iterator_types = ["reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<4xi32>, vector<4xi32> into i32
// CHECK-NEXT: return %0 : i32
// CHECK-LABEL: func.func @cadd_negzero(%arg0: vector<4xf32>, %arg1: vector<4xf32>, %arg2: f32) -> (f32, f32) {
// CHECK-NEXT: %cst = arith.constant -0.000000e+00 : f32
// CHECK-NEXT: %0 = vector.contract {indexing_maps = [#map3, #map3, #map4], iterator_types = ["reduction"], kind = #vector.kind<add>} %arg0, %arg1, %cst : vector<4xf32>, vector<4xf32> into f32
// CHECK-NEXT: %1 = arith.addf %0, %arg2 : f32
// CHECK-NEXT: %2 = vector.contract {indexing_maps = [#map3, #map3, #map4], iterator_types = ["reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<4xf32>, vector<4xf32> into f32
// CHECK-NEXT: return %1, %2 : f32, f32
// CHECK-LABEL: func.func @cmask0(%arg0: index) -> vector<4xi1> {
// CHECK-NEXT: %0 = vector.constant_mask [2] : vector<4xi1>
// CHECK-NEXT: return %0 : vector<4xi1>
// CHECK-LABEL: func.func @cmask1(%arg0: index) -> vector<4xi1> {
// CHECK-NEXT: %0 = vector.constant_mask [4] : vector<4xi1>
// CHECK-NEXT: return %0 : vector<4xi1>
// CHECK-LABEL: func.func @cmask2(%arg0: index) -> vector<4xi1> {
// CHECK-NEXT: %0 = vector.constant_mask [0] : vector<4xi1>
// CHECK-NEXT: return %0 : vector<4xi1>
// CHECK-LABEL: func.func @cmask4(%arg0: index) -> vector<4x4xi1> {
// CHECK-NEXT: %0 = vector.constant_mask [2, 3] : vector<4x4xi1>
// CHECK-NEXT: return %0 : vector<4x4xi1>
// CHECK-LABEL: func.func @cmask5(%arg0: index) -> vector<4x4xi1> {
// CHECK-NEXT: %0 = vector.constant_mask [0, 0] : vector<4x4xi1>
// CHECK-NEXT: return %0 : vector<4x4xi1>
// CHECK-LABEL: func.func @cmask8(%arg0: index) -> vector<[4]xi1> {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0 = vector.create_mask %c2 : vector<[4]xi1>
// CHECK-NEXT: return %0 : vector<[4]xi1>
// CHECK-LABEL: func.func @cmask9(%arg0: index) -> vector<[4]xi1> {
// CHECK-NEXT: %0 = vector.constant_mask [0] : vector<[4]xi1>
// CHECK-NEXT: return %0 : vector<[4]xi1>
// CHECK-LABEL: func.func @cmask10(%arg0: index) -> vector<[4]xi1> {
// CHECK-NEXT: %0 = vector.constant_mask [0] : vector<[4]xi1>
// CHECK-NEXT: return %0 : vector<[4]xi1>
// CHECK-LABEL: func.func @cmask11(%arg0: index) -> vector<[4]xi1> {
// CHECK-NEXT: %0 = vector.constant_mask [4] : vector<[4]xi1>
// CHECK-NEXT: return %0 : vector<[4]xi1>
// CHECK-LABEL: func.func @cmask13(%arg0: index) -> vector<4x[4]xi1> {
// CHECK-NEXT: %0 = vector.constant_mask [2, 4] : vector<4x[4]xi1>
// CHECK-NEXT: return %0 : vector<4x[4]xi1>
// CHECK-LABEL: func.func @cmask14(%arg0: index, %arg1: index) -> vector<4x4xi1> {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0 = vector.create_mask %c2, %arg1 : vector<4x4xi1>
// CHECK-NEXT: return %0 : vector<4x4xi1>
// CHECK-LABEL: func.func @red1_add(%arg0: vector<1xf32>, %arg1: f32, %arg2: vector<f32>) -> (f32, f32, f32) {
// CHECK-NEXT: %0 = vector.extract %arg0[0] : f32 from vector<1xf32>
// CHECK-NEXT: %1 = arith.addf %0, %arg1 : f32
// CHECK-NEXT: %2 = vector.extractelement %arg2[] : vector<f32>
// CHECK-NEXT: %3 = arith.addf %2, %arg1 fastmath<nnan> : f32
// CHECK-NEXT: %4 = vector.extract %arg0[0] : f32 from vector<1xf32>
// CHECK-NEXT: return %1, %3, %4 : f32, f32, f32
// CHECK-LABEL: func.func @red1_mul(%arg0: vector<1xi32>, %arg1: i32, %arg2: vector<i32>) -> (i32, i32, i32) {
// CHECK-NEXT: %0 = vector.extract %arg0[0] : i32 from vector<1xi32>
// CHECK-NEXT: %1 = arith.muli %0, %arg1 : i32
// CHECK-NEXT: %2 = vector.extractelement %arg2[] : vector<i32>
// CHECK-NEXT: %3 = arith.muli %2, %arg1 : i32
// CHECK-NEXT: %4 = vector.extract %arg0[0] : i32 from vector<1xi32>
// CHECK-NEXT: return %1, %3, %4 : i32, i32, i32
// CHECK-LABEL: func.func @red1_maxsi(%arg0: vector<1xi32>, %arg1: i32, %arg2: vector<i32>) -> (i32, i32, i32) {
// CHECK-NEXT: %0 = vector.extract %arg0[0] : i32 from vector<1xi32>
// CHECK-NEXT: %1 = arith.maxsi %0, %arg1 : i32
// CHECK-NEXT: %2 = vector.extractelement %arg2[] : vector<i32>
// CHECK-NEXT: %3 = arith.maxsi %2, %arg1 : i32
// CHECK-NEXT: %4 = vector.extract %arg0[0] : i32 from vector<1xi32>
// CHECK-NEXT: return %1, %3, %4 : i32, i32, i32
// CHECK-LABEL: func.func @red1_minimumf(%arg0: vector<1xf32>, %arg1: f32, %arg2: vector<f32>) -> (f32, f32, f32) {
// CHECK-NEXT: %0 = vector.extract %arg0[0] : f32 from vector<1xf32>
// CHECK-NEXT: %1 = arith.minimumf %0, %arg1 : f32
// CHECK-NEXT: %2 = vector.extractelement %arg2[] : vector<f32>
// CHECK-NEXT: %3 = arith.minimumf %2, %arg1 fastmath<nnan> : f32
// CHECK-NEXT: %4 = vector.extract %arg0[0] : f32 from vector<1xf32>
// CHECK-NEXT: return %1, %3, %4 : f32, f32, f32
// CHECK-LABEL: func.func @red1_and(%arg0: vector<1xi1>, %arg1: i1, %arg2: vector<i1>) -> (i1, i1, i1) {
// CHECK-NEXT: %0 = vector.extract %arg0[0] : i1 from vector<1xi1>
// CHECK-NEXT: %1 = arith.andi %0, %arg1 : i1
// CHECK-NEXT: %2 = vector.extractelement %arg2[] : vector<i1>
// CHECK-NEXT: %3 = arith.andi %2, %arg1 : i1
// CHECK-NEXT: %4 = vector.extract %arg0[0] : i1 from vector<1xi1>
// CHECK-NEXT: return %1, %3, %4 : i1, i1, i1
// CHECK-LABEL: func.func @red1_mask(%arg0: vector<1xf32>, %arg1: vector<1xi1>, %arg2: f32) -> f32 {
// CHECK-NEXT: %0 = vector.extract %arg1[0] : i1 from vector<1xi1>
// CHECK-NEXT: %1 = vector.extract %arg0[0] : f32 from vector<1xf32>
// CHECK-NEXT: %2 = arith.addf %1, %arg2 : f32
// CHECK-NEXT: %3 = arith.select %0, %2, %arg2 : f32
// CHECK-NEXT: return %3 : f32
// CHECK-LABEL: func.func @step() -> (vector<4xindex>, vector<[4]xindex>) {
// CHECK-NEXT: %cst = arith.constant dense<[0, 1, 2, 3]> : vector<4xindex>
// CHECK-NEXT: %0 = vector.step : vector<[4]xindex>
// CHECK-NEXT: return %cst, %0 : vector<4xindex>, vector<[4]xindex>
// CHECK-LABEL: func.func @fe_splat(%arg0: f32, %arg1: f32) -> (vector<2x2xf32>, vector<2xf32>, vector<f32>) {
// CHECK-NEXT: %0 = vector.splat %arg0 : vector<2x2xf32>
// CHECK-NEXT: %1 = vector.from_elements %arg0, %arg1 : vector<2xf32>
// CHECK-NEXT: %2 = vector.splat %arg1 : vector<f32>
// CHECK-NEXT: return %0, %1, %2 : vector<2x2xf32>, vector<2xf32>, vector<f32>
// CHECK-LABEL: func.func @ins0d(%arg0: f32, %arg1: vector<f32>, %arg2: vector<4xf32>, %arg3: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT: return %arg2 : vector<4xf32>
