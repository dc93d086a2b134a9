// memref layouts as mlir-opt-19 prints them: affine maps renamed (d0, s0)
// and simplified as MLIR builds them, identity maps dropped, spaced shapes.
// CHECK lines are mlir-opt-19's output for this file.
// RUN: mlir-opt %s | FileCheck %s
// RUN: mlir-opt %s --mlir-print-op-generic | mlir-opt | FileCheck %s

// CHECK: #map = affine_map<(d0, d1) -> (d0 * 20 + d1 + 1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1 + 1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1) -> (d0 - d1, -d0, d0 - 3, 5)>
// CHECK-NEXT: #map3 = affine_map<(d0)[s0] -> (d0 floordiv 4 + s0 mod 2)>
// CHECK: func.func private @maps(memref<10x20xf32, #map>, memref<?x?xf32, #map1>)
// CHECK-NEXT: func.func private @ops(memref<10x20xf32, #map2>, memref<10xf32, #map3>)
// CHECK-NEXT: func.func private @identity(memref<32xf32, 7>)
// CHECK-NEXT: func.func private @spaced() -> (memref<*xf32>, memref<42xf32>, tensor<*xf32>, memref<4x?xf32>)
// CHECK-NEXT: func.func private @strided(memref<4x3xf32, strided<[3, 1], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<i32, strided<[], offset: 1>>)

func.func private @maps(memref<10x20xf32, affine_map<(i,j)->(20 * i + j + 1)>>, memref<?x?xf32, affine_map<(i,j)[M]->(M * i + j + 1)>>)
func.func private @ops(memref<10x20xf32, affine_map<(d0, d1) -> (d0 - d1, -d0, d0 - 3, 2 + 3)>>, memref<10xf32, affine_map<(d0)[s0] -> (d0 floordiv 4 + s0 mod 2)>>)
func.func private @identity(memref<32xf32, affine_map<(d0) -> (d0)>, 7>)
func.func private @spaced() -> (memref<* x f32>, memref<42 x f32>, tensor<* x f32>, memref<4 x ? x f32>)
func.func private @strided(memref<4x3xf32, strided<[3, 1], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<i32, strided<[], offset: 1>>)
