// RUN: mlir-opt %s -convert-vector-to-llvm | FileCheck %s

// Masked contractions of rank 1 and 2 and an empty vector.mask (erased as dead).

func.func @dot(%a: vector<4xf32>, %b: vector<4xf32>, %c: f32, %m: vector<4xi1>) -> f32 {
  %0 = vector.mask %m { vector.contract {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>], iterator_types = ["reduction"]} %a, %b, %c : vector<4xf32>, vector<4xf32> into f32 } : vector<4xi1> -> f32
  return %0 : f32
}
func.func @matvec(%a: vector<2x3xi32>, %b: vector<3xi32>, %c: vector<2xi32>, %m: vector<2x3xi1>) -> vector<2xi32> {
  %0 = vector.mask %m { vector.contract {indexing_maps = [affine_map<(m, n) -> (m, n)>, affine_map<(m, n) -> (n)>, affine_map<(m, n) -> (m)>], iterator_types = ["parallel", "reduction"]} %a, %b, %c : vector<2x3xi32>, vector<3xi32> into vector<2xi32> } : vector<2x3xi1> -> vector<2xi32>
  return %0 : vector<2xi32>
}
func.func @full(%a: vector<2x3xf32>, %b: vector<2x3xf32>, %c: f32, %m: vector<2x3xi1>) -> f32 {
  %0 = vector.mask %m { vector.contract {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> ()>], iterator_types = ["reduction", "reduction"]} %a, %b, %c : vector<2x3xf32>, vector<2x3xf32> into f32 } : vector<2x3xi1> -> f32
  return %0 : f32
}
func.func @empty(%m: vector<4xi1>) {
  vector.mask %m { } : vector<4xi1>
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @dot(%arg0: vector<4xf32>, %arg1: vector<4xf32>, %arg2: f32, %arg3: vector<4xi1>) -> f32 {
// CHECK-NEXT:     %0 = arith.mulf %arg0, %arg1 : vector<4xf32>
// CHECK-NEXT:     %1 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT:     %2 = "llvm.intr.vp.reduce.fadd"(%arg2, %0, %arg3, %1) : (f32, vector<4xf32>, vector<4xi1>, i32) -> f32
// CHECK-NEXT:     return %2 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @matvec(%arg0: vector<2x3xi32>, %arg1: vector<3xi32>, %arg2: vector<2xi32>, %arg3: vector<2x3xi1>) -> vector<2xi32> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg3 : vector<2x3xi1> to !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg0 : vector<2x3xi32> to !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT:     %cst = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT:     %2 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT:     %3 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %4 = llvm.extractelement %arg2[%3 : i64] : vector<2xi32>
// CHECK-NEXT:     %5 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT:     %6 = arith.muli %2, %arg1 : vector<3xi32>
// CHECK-NEXT:     %7 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT:     %8 = "llvm.intr.vp.reduce.add"(%4, %6, %5, %7) : (i32, vector<3xi32>, vector<3xi1>, i32) -> i32
// CHECK-NEXT:     %9 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %10 = llvm.insertelement %8, %cst[%9 : i64] : vector<2xi32>
// CHECK-NEXT:     %11 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT:     %12 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %13 = llvm.extractelement %arg2[%12 : i64] : vector<2xi32>
// CHECK-NEXT:     %14 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT:     %15 = arith.muli %11, %arg1 : vector<3xi32>
// CHECK-NEXT:     %16 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT:     %17 = "llvm.intr.vp.reduce.add"(%13, %15, %14, %16) : (i32, vector<3xi32>, vector<3xi1>, i32) -> i32
// CHECK-NEXT:     %18 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %19 = llvm.insertelement %17, %10[%18 : i64] : vector<2xi32>
// CHECK-NEXT:     return %19 : vector<2xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @full(%arg0: vector<2x3xf32>, %arg1: vector<2x3xf32>, %arg2: f32, %arg3: vector<2x3xi1>) -> f32 {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg3 : vector<2x3xi1> to !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg1 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %2 = builtin.unrealized_conversion_cast %arg0 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %3 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %4 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %5 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT:     %6 = arith.mulf %3, %4 : vector<3xf32>
// CHECK-NEXT:     %7 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT:     %8 = "llvm.intr.vp.reduce.fadd"(%arg2, %6, %5, %7) : (f32, vector<3xf32>, vector<3xi1>, i32) -> f32
// CHECK-NEXT:     %9 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %10 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %11 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT:     %12 = arith.mulf %9, %10 : vector<3xf32>
// CHECK-NEXT:     %13 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT:     %14 = "llvm.intr.vp.reduce.fadd"(%8, %12, %11, %13) : (f32, vector<3xf32>, vector<3xi1>, i32) -> f32
// CHECK-NEXT:     return %14 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @empty(%arg0: vector<4xi1>) {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
