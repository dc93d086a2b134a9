// RUN: mlir-opt %s -convert-vector-to-llvm | FileCheck %s

// vector.contract through convert-vector-to-llvm: mlir-opt-19's ContractionOpLowering
// (Dot strategy: matmul/matvec as row dot products with vector.reduction, batch and
// free dimensions unrolled, reductions chained through the accumulator); kinds other
// than add and mixed element types stay.

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

// CHECK: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> ()>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @matvec(%arg0: vector<2x3xf32>, %arg1: vector<3xf32>, %arg2: vector<2xf32>) -> vector<2xf32> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %cst = arith.constant dense<0.000000e+00> : vector<2xf32>
// CHECK-NEXT:     %1 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %2 = arith.mulf %1, %arg1 : vector<3xf32>
// CHECK-NEXT:     %3 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT:     %4 = "llvm.intr.vector.reduce.fadd"(%3, %2) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT:     %5 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %6 = llvm.insertelement %4, %cst[%5 : i64] : vector<2xf32>
// CHECK-NEXT:     %7 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %8 = arith.mulf %7, %arg1 : vector<3xf32>
// CHECK-NEXT:     %9 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT:     %10 = "llvm.intr.vector.reduce.fadd"(%9, %8) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT:     %11 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %12 = llvm.insertelement %10, %6[%11 : i64] : vector<2xf32>
// CHECK-NEXT:     %13 = arith.addf %12, %arg2 : vector<2xf32>
// CHECK-NEXT:     return %13 : vector<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @vecmat_t(%arg0: vector<3xi32>, %arg1: vector<3x2xi32>, %arg2: vector<2xi32>) -> vector<2xi32> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg1 : vector<3x2xi32> to !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT:     %cst = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT:     %cst_0 = arith.constant dense<0> : vector<2x3xi32>
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %cst_0 : vector<2x3xi32> to !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT:     %2 = llvm.extractvalue %0[0] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT:     %3 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %4 = llvm.extractelement %2[%3 : i64] : vector<2xi32>
// CHECK-NEXT:     %5 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT:     %6 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %7 = llvm.insertelement %4, %5[%6 : i64] : vector<3xi32>
// CHECK-NEXT:     %8 = llvm.insertvalue %7, %1[0] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT:     %9 = llvm.extractvalue %0[0] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT:     %10 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %11 = llvm.extractelement %9[%10 : i64] : vector<2xi32>
// CHECK-NEXT:     %12 = llvm.extractvalue %8[1] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT:     %13 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %14 = llvm.insertelement %11, %12[%13 : i64] : vector<3xi32>
// CHECK-NEXT:     %15 = llvm.insertvalue %14, %8[1] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT:     %16 = llvm.extractvalue %0[1] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT:     %17 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %18 = llvm.extractelement %16[%17 : i64] : vector<2xi32>
// CHECK-NEXT:     %19 = llvm.extractvalue %15[0] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT:     %20 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %21 = llvm.insertelement %18, %19[%20 : i64] : vector<3xi32>
// CHECK-NEXT:     %22 = llvm.insertvalue %21, %15[0] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT:     %23 = llvm.extractvalue %0[1] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT:     %24 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %25 = llvm.extractelement %23[%24 : i64] : vector<2xi32>
// CHECK-NEXT:     %26 = llvm.extractvalue %22[1] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT:     %27 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %28 = llvm.insertelement %25, %26[%27 : i64] : vector<3xi32>
// CHECK-NEXT:     %29 = llvm.insertvalue %28, %22[1] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT:     %30 = llvm.extractvalue %0[2] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT:     %31 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %32 = llvm.extractelement %30[%31 : i64] : vector<2xi32>
// CHECK-NEXT:     %33 = llvm.extractvalue %29[0] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT:     %34 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT:     %35 = llvm.insertelement %32, %33[%34 : i64] : vector<3xi32>
// CHECK-NEXT:     %36 = llvm.insertvalue %35, %29[0] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT:     %37 = llvm.extractvalue %0[2] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT:     %38 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %39 = llvm.extractelement %37[%38 : i64] : vector<2xi32>
// CHECK-NEXT:     %40 = llvm.extractvalue %36[1] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT:     %41 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT:     %42 = llvm.insertelement %39, %40[%41 : i64] : vector<3xi32>
// CHECK-NEXT:     %43 = llvm.insertvalue %42, %36[1] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT:     %44 = llvm.extractvalue %43[0] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT:     %45 = arith.muli %44, %arg0 : vector<3xi32>
// CHECK-NEXT:     %46 = "llvm.intr.vector.reduce.add"(%45) : (vector<3xi32>) -> i32
// CHECK-NEXT:     %47 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %48 = llvm.insertelement %46, %cst[%47 : i64] : vector<2xi32>
// CHECK-NEXT:     %49 = llvm.extractvalue %43[1] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT:     %50 = arith.muli %49, %arg0 : vector<3xi32>
// CHECK-NEXT:     %51 = "llvm.intr.vector.reduce.add"(%50) : (vector<3xi32>) -> i32
// CHECK-NEXT:     %52 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %53 = llvm.insertelement %51, %48[%52 : i64] : vector<2xi32>
// CHECK-NEXT:     %54 = arith.addi %53, %arg2 : vector<2xi32>
// CHECK-NEXT:     return %54 : vector<2xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @batch(%arg0: vector<2x2x3xf32>, %arg1: vector<2x3x2xf32>, %arg2: vector<2x2x2xf32>) -> vector<2x2x2xf32> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x2x3xf32> to !llvm.array<2 x array<2 x vector<3xf32>>>
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg1 : vector<2x3x2xf32> to !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT:     %2 = builtin.unrealized_conversion_cast %arg2 : vector<2x2x2xf32> to !llvm.array<2 x array<2 x vector<2xf32>>>
// CHECK-NEXT:     %cst = arith.constant dense<0.000000e+00> : vector<2x2xf32>
// CHECK-NEXT:     %3 = builtin.unrealized_conversion_cast %cst : vector<2x2xf32> to !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT:     %cst_0 = arith.constant dense<0.000000e+00> : vector<2x3xf32>
// CHECK-NEXT:     %4 = builtin.unrealized_conversion_cast %cst_0 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %cst_1 = arith.constant dense<0.000000e+00> : vector<2x2x2xf32>
// CHECK-NEXT:     %5 = builtin.unrealized_conversion_cast %cst_1 : vector<2x2x2xf32> to !llvm.array<2 x array<2 x vector<2xf32>>>
// CHECK-NEXT:     %6 = llvm.extractvalue %2[0] : !llvm.array<2 x array<2 x vector<2xf32>>>
// CHECK-NEXT:     %7 = builtin.unrealized_conversion_cast %6 : !llvm.array<2 x vector<2xf32>> to vector<2x2xf32>
// CHECK-NEXT:     %8 = llvm.extractvalue %1[0, 0] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT:     %9 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %10 = llvm.extractelement %8[%9 : i64] : vector<2xf32>
// CHECK-NEXT:     %11 = llvm.extractvalue %4[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %12 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %13 = llvm.insertelement %10, %11[%12 : i64] : vector<3xf32>
// CHECK-NEXT:     %14 = llvm.insertvalue %13, %4[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %15 = llvm.extractvalue %1[0, 0] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT:     %16 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %17 = llvm.extractelement %15[%16 : i64] : vector<2xf32>
// CHECK-NEXT:     %18 = llvm.extractvalue %14[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %19 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %20 = llvm.insertelement %17, %18[%19 : i64] : vector<3xf32>
// CHECK-NEXT:     %21 = llvm.insertvalue %20, %14[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %22 = llvm.extractvalue %1[0, 1] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT:     %23 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %24 = llvm.extractelement %22[%23 : i64] : vector<2xf32>
// CHECK-NEXT:     %25 = llvm.extractvalue %21[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %26 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %27 = llvm.insertelement %24, %25[%26 : i64] : vector<3xf32>
// CHECK-NEXT:     %28 = llvm.insertvalue %27, %21[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %29 = llvm.extractvalue %1[0, 1] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT:     %30 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %31 = llvm.extractelement %29[%30 : i64] : vector<2xf32>
// CHECK-NEXT:     %32 = llvm.extractvalue %28[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %33 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %34 = llvm.insertelement %31, %32[%33 : i64] : vector<3xf32>
// CHECK-NEXT:     %35 = llvm.insertvalue %34, %28[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %36 = llvm.extractvalue %1[0, 2] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT:     %37 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %38 = llvm.extractelement %36[%37 : i64] : vector<2xf32>
// CHECK-NEXT:     %39 = llvm.extractvalue %35[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %40 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT:     %41 = llvm.insertelement %38, %39[%40 : i64] : vector<3xf32>
// CHECK-NEXT:     %42 = llvm.insertvalue %41, %35[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %43 = llvm.extractvalue %1[0, 2] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT:     %44 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %45 = llvm.extractelement %43[%44 : i64] : vector<2xf32>
// CHECK-NEXT:     %46 = llvm.extractvalue %42[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %47 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT:     %48 = llvm.insertelement %45, %46[%47 : i64] : vector<3xf32>
// CHECK-NEXT:     %49 = llvm.insertvalue %48, %42[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %50 = llvm.extractvalue %0[0, 0] : !llvm.array<2 x array<2 x vector<3xf32>>>
// CHECK-NEXT:     %51 = llvm.extractvalue %49[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %52 = arith.mulf %50, %51 : vector<3xf32>
// CHECK-NEXT:     %53 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT:     %54 = "llvm.intr.vector.reduce.fadd"(%53, %52) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT:     %55 = llvm.extractvalue %3[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT:     %56 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %57 = llvm.insertelement %54, %55[%56 : i64] : vector<2xf32>
// CHECK-NEXT:     %58 = llvm.insertvalue %57, %3[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT:     %59 = llvm.extractvalue %49[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %60 = arith.mulf %50, %59 : vector<3xf32>
// CHECK-NEXT:     %61 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT:     %62 = "llvm.intr.vector.reduce.fadd"(%61, %60) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT:     %63 = llvm.extractvalue %58[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT:     %64 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %65 = llvm.insertelement %62, %63[%64 : i64] : vector<2xf32>
// CHECK-NEXT:     %66 = llvm.insertvalue %65, %58[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT:     %67 = llvm.extractvalue %0[0, 1] : !llvm.array<2 x array<2 x vector<3xf32>>>
// CHECK-NEXT:     %68 = llvm.extractvalue %49[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %69 = arith.mulf %67, %68 : vector<3xf32>
// CHECK-NEXT:     %70 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT:     %71 = "llvm.intr.vector.reduce.fadd"(%70, %69) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT:     %72 = llvm.extractvalue %66[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT:     %73 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %74 = llvm.insertelement %71, %72[%73 : i64] : vector<2xf32>
// CHECK-NEXT:     %75 = llvm.insertvalue %74, %66[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT:     %76 = llvm.extractvalue %49[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %77 = arith.mulf %67, %76 : vector<3xf32>
// CHECK-NEXT:     %78 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT:     %79 = "llvm.intr.vector.reduce.fadd"(%78, %77) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT:     %80 = llvm.extractvalue %75[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT:     %81 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %82 = llvm.insertelement %79, %80[%81 : i64] : vector<2xf32>
// CHECK-NEXT:     %83 = llvm.insertvalue %82, %75[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT:     %84 = builtin.unrealized_conversion_cast %83 : !llvm.array<2 x vector<2xf32>> to vector<2x2xf32>
// CHECK-NEXT:     %85 = arith.addf %84, %7 : vector<2x2xf32>
// CHECK-NEXT:     %86 = builtin.unrealized_conversion_cast %85 : vector<2x2xf32> to !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT:     %87 = llvm.insertvalue %86, %5[0] : !llvm.array<2 x array<2 x vector<2xf32>>>
// CHECK-NEXT:     %88 = llvm.extractvalue %2[1] : !llvm.array<2 x array<2 x vector<2xf32>>>
// CHECK-NEXT:     %89 = builtin.unrealized_conversion_cast %88 : !llvm.array<2 x vector<2xf32>> to vector<2x2xf32>
// CHECK-NEXT:     %90 = llvm.extractvalue %1[1, 0] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT:     %91 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %92 = llvm.extractelement %90[%91 : i64] : vector<2xf32>
// CHECK-NEXT:     %93 = llvm.extractvalue %4[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %94 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %95 = llvm.insertelement %92, %93[%94 : i64] : vector<3xf32>
// CHECK-NEXT:     %96 = llvm.insertvalue %95, %4[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %97 = llvm.extractvalue %1[1, 0] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT:     %98 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %99 = llvm.extractelement %97[%98 : i64] : vector<2xf32>
// CHECK-NEXT:     %100 = llvm.extractvalue %96[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %101 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %102 = llvm.insertelement %99, %100[%101 : i64] : vector<3xf32>
// CHECK-NEXT:     %103 = llvm.insertvalue %102, %96[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %104 = llvm.extractvalue %1[1, 1] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT:     %105 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %106 = llvm.extractelement %104[%105 : i64] : vector<2xf32>
// CHECK-NEXT:     %107 = llvm.extractvalue %103[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %108 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %109 = llvm.insertelement %106, %107[%108 : i64] : vector<3xf32>
// CHECK-NEXT:     %110 = llvm.insertvalue %109, %103[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %111 = llvm.extractvalue %1[1, 1] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT:     %112 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %113 = llvm.extractelement %111[%112 : i64] : vector<2xf32>
// CHECK-NEXT:     %114 = llvm.extractvalue %110[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %115 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %116 = llvm.insertelement %113, %114[%115 : i64] : vector<3xf32>
// CHECK-NEXT:     %117 = llvm.insertvalue %116, %110[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %118 = llvm.extractvalue %1[1, 2] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT:     %119 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %120 = llvm.extractelement %118[%119 : i64] : vector<2xf32>
// CHECK-NEXT:     %121 = llvm.extractvalue %117[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %122 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT:     %123 = llvm.insertelement %120, %121[%122 : i64] : vector<3xf32>
// CHECK-NEXT:     %124 = llvm.insertvalue %123, %117[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %125 = llvm.extractvalue %1[1, 2] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT:     %126 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %127 = llvm.extractelement %125[%126 : i64] : vector<2xf32>
// CHECK-NEXT:     %128 = llvm.extractvalue %124[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %129 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT:     %130 = llvm.insertelement %127, %128[%129 : i64] : vector<3xf32>
// CHECK-NEXT:     %131 = llvm.insertvalue %130, %124[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %132 = llvm.extractvalue %0[1, 0] : !llvm.array<2 x array<2 x vector<3xf32>>>
// CHECK-NEXT:     %133 = llvm.extractvalue %131[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %134 = arith.mulf %132, %133 : vector<3xf32>
// CHECK-NEXT:     %135 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT:     %136 = "llvm.intr.vector.reduce.fadd"(%135, %134) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT:     %137 = llvm.extractvalue %3[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT:     %138 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %139 = llvm.insertelement %136, %137[%138 : i64] : vector<2xf32>
// CHECK-NEXT:     %140 = llvm.insertvalue %139, %3[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT:     %141 = llvm.extractvalue %131[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %142 = arith.mulf %132, %141 : vector<3xf32>
// CHECK-NEXT:     %143 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT:     %144 = "llvm.intr.vector.reduce.fadd"(%143, %142) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT:     %145 = llvm.extractvalue %140[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT:     %146 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %147 = llvm.insertelement %144, %145[%146 : i64] : vector<2xf32>
// CHECK-NEXT:     %148 = llvm.insertvalue %147, %140[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT:     %149 = llvm.extractvalue %0[1, 1] : !llvm.array<2 x array<2 x vector<3xf32>>>
// CHECK-NEXT:     %150 = llvm.extractvalue %131[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %151 = arith.mulf %149, %150 : vector<3xf32>
// CHECK-NEXT:     %152 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT:     %153 = "llvm.intr.vector.reduce.fadd"(%152, %151) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT:     %154 = llvm.extractvalue %148[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT:     %155 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %156 = llvm.insertelement %153, %154[%155 : i64] : vector<2xf32>
// CHECK-NEXT:     %157 = llvm.insertvalue %156, %148[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT:     %158 = llvm.extractvalue %131[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %159 = arith.mulf %149, %158 : vector<3xf32>
// CHECK-NEXT:     %160 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT:     %161 = "llvm.intr.vector.reduce.fadd"(%160, %159) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT:     %162 = llvm.extractvalue %157[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT:     %163 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %164 = llvm.insertelement %161, %162[%163 : i64] : vector<2xf32>
// CHECK-NEXT:     %165 = llvm.insertvalue %164, %157[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT:     %166 = builtin.unrealized_conversion_cast %165 : !llvm.array<2 x vector<2xf32>> to vector<2x2xf32>
// CHECK-NEXT:     %167 = arith.addf %166, %89 : vector<2x2xf32>
// CHECK-NEXT:     %168 = builtin.unrealized_conversion_cast %167 : vector<2x2xf32> to !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT:     %169 = llvm.insertvalue %168, %87[1] : !llvm.array<2 x array<2 x vector<2xf32>>>
// CHECK-NEXT:     %170 = builtin.unrealized_conversion_cast %169 : !llvm.array<2 x array<2 x vector<2xf32>>> to vector<2x2x2xf32>
// CHECK-NEXT:     return %170 : vector<2x2x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @full(%arg0: vector<2x3xf32>, %arg1: vector<2x3xf32>, %arg2: f32) -> f32 {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg1 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg0 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %2 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %3 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %4 = arith.mulf %2, %3 : vector<3xf32>
// CHECK-NEXT:     %5 = "llvm.intr.vector.reduce.fadd"(%arg2, %4) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT:     %6 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %7 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %8 = arith.mulf %6, %7 : vector<3xf32>
// CHECK-NEXT:     %9 = "llvm.intr.vector.reduce.fadd"(%5, %8) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT:     return %9 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @outer(%arg0: vector<2x1xf32>, %arg1: vector<3x1xf32>, %arg2: vector<3x2xf32>) -> vector<3x2xf32> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x1xf32> to !llvm.array<2 x vector<1xf32>>
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg1 : vector<3x1xf32> to !llvm.array<3 x vector<1xf32>>
// CHECK-NEXT:     %cst = arith.constant dense<0.000000e+00> : vector<3x2xf32>
// CHECK-NEXT:     %2 = builtin.unrealized_conversion_cast %cst : vector<3x2xf32> to !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:     %3 = llvm.extractvalue %1[0] : !llvm.array<3 x vector<1xf32>>
// CHECK-NEXT:     %4 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<1xf32>>
// CHECK-NEXT:     %5 = arith.mulf %3, %4 : vector<1xf32>
// CHECK-NEXT:     %6 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT:     %7 = "llvm.intr.vector.reduce.fadd"(%6, %5) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<1xf32>) -> f32
// CHECK-NEXT:     %8 = llvm.extractvalue %2[0] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:     %9 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %10 = llvm.insertelement %7, %8[%9 : i64] : vector<2xf32>
// CHECK-NEXT:     %11 = llvm.insertvalue %10, %2[0] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:     %12 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<1xf32>>
// CHECK-NEXT:     %13 = arith.mulf %3, %12 : vector<1xf32>
// CHECK-NEXT:     %14 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT:     %15 = "llvm.intr.vector.reduce.fadd"(%14, %13) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<1xf32>) -> f32
// CHECK-NEXT:     %16 = llvm.extractvalue %11[0] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:     %17 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %18 = llvm.insertelement %15, %16[%17 : i64] : vector<2xf32>
// CHECK-NEXT:     %19 = llvm.insertvalue %18, %11[0] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:     %20 = llvm.extractvalue %1[1] : !llvm.array<3 x vector<1xf32>>
// CHECK-NEXT:     %21 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<1xf32>>
// CHECK-NEXT:     %22 = arith.mulf %20, %21 : vector<1xf32>
// CHECK-NEXT:     %23 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT:     %24 = "llvm.intr.vector.reduce.fadd"(%23, %22) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<1xf32>) -> f32
// CHECK-NEXT:     %25 = llvm.extractvalue %19[1] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:     %26 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %27 = llvm.insertelement %24, %25[%26 : i64] : vector<2xf32>
// CHECK-NEXT:     %28 = llvm.insertvalue %27, %19[1] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:     %29 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<1xf32>>
// CHECK-NEXT:     %30 = arith.mulf %20, %29 : vector<1xf32>
// CHECK-NEXT:     %31 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT:     %32 = "llvm.intr.vector.reduce.fadd"(%31, %30) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<1xf32>) -> f32
// CHECK-NEXT:     %33 = llvm.extractvalue %28[1] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:     %34 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %35 = llvm.insertelement %32, %33[%34 : i64] : vector<2xf32>
// CHECK-NEXT:     %36 = llvm.insertvalue %35, %28[1] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:     %37 = llvm.extractvalue %1[2] : !llvm.array<3 x vector<1xf32>>
// CHECK-NEXT:     %38 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<1xf32>>
// CHECK-NEXT:     %39 = arith.mulf %37, %38 : vector<1xf32>
// CHECK-NEXT:     %40 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT:     %41 = "llvm.intr.vector.reduce.fadd"(%40, %39) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<1xf32>) -> f32
// CHECK-NEXT:     %42 = llvm.extractvalue %36[2] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:     %43 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %44 = llvm.insertelement %41, %42[%43 : i64] : vector<2xf32>
// CHECK-NEXT:     %45 = llvm.insertvalue %44, %36[2] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:     %46 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<1xf32>>
// CHECK-NEXT:     %47 = arith.mulf %37, %46 : vector<1xf32>
// CHECK-NEXT:     %48 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT:     %49 = "llvm.intr.vector.reduce.fadd"(%48, %47) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<1xf32>) -> f32
// CHECK-NEXT:     %50 = llvm.extractvalue %45[2] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:     %51 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %52 = llvm.insertelement %49, %50[%51 : i64] : vector<2xf32>
// CHECK-NEXT:     %53 = llvm.insertvalue %52, %45[2] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:     %54 = builtin.unrealized_conversion_cast %53 : !llvm.array<3 x vector<2xf32>> to vector<3x2xf32>
// CHECK-NEXT:     %55 = arith.addf %54, %arg2 : vector<3x2xf32>
// CHECK-NEXT:     return %55 : vector<3x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @mixed(%arg0: vector<4xi8>, %arg1: vector<4xi8>, %arg2: i32) -> i32 {
// CHECK-NEXT:     %0 = vector.contract {indexing_maps = [#map, #map, #map1], iterator_types = ["reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<4xi8>, vector<4xi8> into i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @mul(%arg0: vector<4xi32>, %arg1: vector<4xi32>, %arg2: i32) -> i32 {
// CHECK-NEXT:     %0 = vector.contract {indexing_maps = [#map, #map, #map1], iterator_types = ["reduction"], kind = #vector.kind<mul>} %arg0, %arg1, %arg2 : vector<4xi32>, vector<4xi32> into i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @tmm(%arg0: vector<3x2xf32>, %arg1: vector<2x3xf32>, %arg2: vector<2x2xf32>) -> vector<2x2xf32> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg1 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg0 : vector<3x2xf32> to !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:     %cst = arith.constant dense<0.000000e+00> : vector<2x2xf32>
// CHECK-NEXT:     %2 = builtin.unrealized_conversion_cast %cst : vector<2x2xf32> to !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT:     %cst_0 = arith.constant dense<0.000000e+00> : vector<2x3xf32>
// CHECK-NEXT:     %3 = builtin.unrealized_conversion_cast %cst_0 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %4 = llvm.extractvalue %1[0] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:     %5 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %6 = llvm.extractelement %4[%5 : i64] : vector<2xf32>
// CHECK-NEXT:     %7 = llvm.extractvalue %3[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %8 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %9 = llvm.insertelement %6, %7[%8 : i64] : vector<3xf32>
// CHECK-NEXT:     %10 = llvm.insertvalue %9, %3[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %11 = llvm.extractvalue %1[0] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:     %12 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %13 = llvm.extractelement %11[%12 : i64] : vector<2xf32>
// CHECK-NEXT:     %14 = llvm.extractvalue %10[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %15 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %16 = llvm.insertelement %13, %14[%15 : i64] : vector<3xf32>
// CHECK-NEXT:     %17 = llvm.insertvalue %16, %10[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %18 = llvm.extractvalue %1[1] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:     %19 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %20 = llvm.extractelement %18[%19 : i64] : vector<2xf32>
// CHECK-NEXT:     %21 = llvm.extractvalue %17[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %22 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %23 = llvm.insertelement %20, %21[%22 : i64] : vector<3xf32>
// CHECK-NEXT:     %24 = llvm.insertvalue %23, %17[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %25 = llvm.extractvalue %1[1] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:     %26 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %27 = llvm.extractelement %25[%26 : i64] : vector<2xf32>
// CHECK-NEXT:     %28 = llvm.extractvalue %24[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %29 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %30 = llvm.insertelement %27, %28[%29 : i64] : vector<3xf32>
// CHECK-NEXT:     %31 = llvm.insertvalue %30, %24[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %32 = llvm.extractvalue %1[2] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:     %33 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %34 = llvm.extractelement %32[%33 : i64] : vector<2xf32>
// CHECK-NEXT:     %35 = llvm.extractvalue %31[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %36 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT:     %37 = llvm.insertelement %34, %35[%36 : i64] : vector<3xf32>
// CHECK-NEXT:     %38 = llvm.insertvalue %37, %31[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %39 = llvm.extractvalue %1[2] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:     %40 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %41 = llvm.extractelement %39[%40 : i64] : vector<2xf32>
// CHECK-NEXT:     %42 = llvm.extractvalue %38[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %43 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT:     %44 = llvm.insertelement %41, %42[%43 : i64] : vector<3xf32>
// CHECK-NEXT:     %45 = llvm.insertvalue %44, %38[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %46 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %47 = llvm.extractvalue %45[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %48 = arith.mulf %46, %47 : vector<3xf32>
// CHECK-NEXT:     %49 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT:     %50 = "llvm.intr.vector.reduce.fadd"(%49, %48) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT:     %51 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT:     %52 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %53 = llvm.insertelement %50, %51[%52 : i64] : vector<2xf32>
// CHECK-NEXT:     %54 = llvm.insertvalue %53, %2[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT:     %55 = llvm.extractvalue %45[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %56 = arith.mulf %46, %55 : vector<3xf32>
// CHECK-NEXT:     %57 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT:     %58 = "llvm.intr.vector.reduce.fadd"(%57, %56) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT:     %59 = llvm.extractvalue %54[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT:     %60 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %61 = llvm.insertelement %58, %59[%60 : i64] : vector<2xf32>
// CHECK-NEXT:     %62 = llvm.insertvalue %61, %54[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT:     %63 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %64 = llvm.extractvalue %45[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %65 = arith.mulf %63, %64 : vector<3xf32>
// CHECK-NEXT:     %66 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT:     %67 = "llvm.intr.vector.reduce.fadd"(%66, %65) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT:     %68 = llvm.extractvalue %62[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT:     %69 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %70 = llvm.insertelement %67, %68[%69 : i64] : vector<2xf32>
// CHECK-NEXT:     %71 = llvm.insertvalue %70, %62[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT:     %72 = llvm.extractvalue %45[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %73 = arith.mulf %63, %72 : vector<3xf32>
// CHECK-NEXT:     %74 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT:     %75 = "llvm.intr.vector.reduce.fadd"(%74, %73) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT:     %76 = llvm.extractvalue %71[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT:     %77 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %78 = llvm.insertelement %75, %76[%77 : i64] : vector<2xf32>
// CHECK-NEXT:     %79 = llvm.insertvalue %78, %71[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT:     %80 = builtin.unrealized_conversion_cast %79 : !llvm.array<2 x vector<2xf32>> to vector<2x2xf32>
// CHECK-NEXT:     %81 = arith.addf %80, %arg2 : vector<2x2xf32>
// CHECK-NEXT:     return %81 : vector<2x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @red3(%arg0: vector<2x3x2xf32>, %arg1: vector<3x2xf32>, %arg2: vector<2xf32>) -> vector<2xf32> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg1 : vector<3x2xf32> to !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg0 : vector<2x3x2xf32> to !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT:     %cst = arith.constant dense<0.000000e+00> : vector<2xf32>
// CHECK-NEXT:     %2 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %3 = llvm.extractelement %arg2[%2 : i64] : vector<2xf32>
// CHECK-NEXT:     %4 = llvm.extractvalue %1[0, 0] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT:     %5 = llvm.extractvalue %0[0] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:     %6 = arith.mulf %4, %5 : vector<2xf32>
// CHECK-NEXT:     %7 = "llvm.intr.vector.reduce.fadd"(%3, %6) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<2xf32>) -> f32
// CHECK-NEXT:     %8 = llvm.extractvalue %1[0, 1] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT:     %9 = llvm.extractvalue %0[1] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:     %10 = arith.mulf %8, %9 : vector<2xf32>
// CHECK-NEXT:     %11 = "llvm.intr.vector.reduce.fadd"(%7, %10) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<2xf32>) -> f32
// CHECK-NEXT:     %12 = llvm.extractvalue %1[0, 2] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT:     %13 = llvm.extractvalue %0[2] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:     %14 = arith.mulf %12, %13 : vector<2xf32>
// CHECK-NEXT:     %15 = "llvm.intr.vector.reduce.fadd"(%11, %14) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<2xf32>) -> f32
// CHECK-NEXT:     %16 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %17 = llvm.insertelement %15, %cst[%16 : i64] : vector<2xf32>
// CHECK-NEXT:     %18 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %19 = llvm.extractelement %arg2[%18 : i64] : vector<2xf32>
// CHECK-NEXT:     %20 = llvm.extractvalue %1[1, 0] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT:     %21 = llvm.extractvalue %0[0] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:     %22 = arith.mulf %20, %21 : vector<2xf32>
// CHECK-NEXT:     %23 = "llvm.intr.vector.reduce.fadd"(%19, %22) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<2xf32>) -> f32
// CHECK-NEXT:     %24 = llvm.extractvalue %1[1, 1] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT:     %25 = llvm.extractvalue %0[1] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:     %26 = arith.mulf %24, %25 : vector<2xf32>
// CHECK-NEXT:     %27 = "llvm.intr.vector.reduce.fadd"(%23, %26) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<2xf32>) -> f32
// CHECK-NEXT:     %28 = llvm.extractvalue %1[1, 2] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT:     %29 = llvm.extractvalue %0[2] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:     %30 = arith.mulf %28, %29 : vector<2xf32>
// CHECK-NEXT:     %31 = "llvm.intr.vector.reduce.fadd"(%27, %30) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<2xf32>) -> f32
// CHECK-NEXT:     %32 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %33 = llvm.insertelement %31, %17[%32 : i64] : vector<2xf32>
// CHECK-NEXT:     return %33 : vector<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @mid(%arg0: vector<3x2xf32>, %arg1: vector<3x2x4xf32>, %arg2: vector<2x4xf32>) -> vector<2x4xf32> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg1 : vector<3x2x4xf32> to !llvm.array<3 x array<2 x vector<4xf32>>>
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg2 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT:     %2 = builtin.unrealized_conversion_cast %arg0 : vector<3x2xf32> to !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:     %cst = arith.constant dense<0.000000e+00> : vector<4xf32>
// CHECK-NEXT:     %cst_0 = arith.constant dense<0.000000e+00> : vector<4x3xf32>
// CHECK-NEXT:     %3 = builtin.unrealized_conversion_cast %cst_0 : vector<4x3xf32> to !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT:     %cst_1 = arith.constant dense<0.000000e+00> : vector<2x4xf32>
// CHECK-NEXT:     %4 = builtin.unrealized_conversion_cast %cst_1 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT:     %cst_2 = arith.constant dense<0.000000e+00> : vector<3xf32>
// CHECK-NEXT:     %5 = llvm.extractvalue %2[0] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:     %6 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %7 = llvm.extractelement %5[%6 : i64] : vector<2xf32>
// CHECK-NEXT:     %8 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %9 = llvm.insertelement %7, %cst_2[%8 : i64] : vector<3xf32>
// CHECK-NEXT:     %10 = llvm.extractvalue %2[1] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:     %11 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %12 = llvm.extractelement %10[%11 : i64] : vector<2xf32>
// CHECK-NEXT:     %13 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %14 = llvm.insertelement %12, %9[%13 : i64] : vector<3xf32>
// CHECK-NEXT:     %15 = llvm.extractvalue %2[2] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:     %16 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %17 = llvm.extractelement %15[%16 : i64] : vector<2xf32>
// CHECK-NEXT:     %18 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT:     %19 = llvm.insertelement %17, %14[%18 : i64] : vector<3xf32>
// CHECK-NEXT:     %20 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT:     %21 = llvm.extractvalue %0[0, 0] : !llvm.array<3 x array<2 x vector<4xf32>>>
// CHECK-NEXT:     %22 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %23 = llvm.extractelement %21[%22 : i64] : vector<4xf32>
// CHECK-NEXT:     %24 = llvm.extractvalue %3[0] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT:     %25 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %26 = llvm.insertelement %23, %24[%25 : i64] : vector<3xf32>
// CHECK-NEXT:     %27 = llvm.insertvalue %26, %3[0] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT:     %28 = llvm.extractvalue %0[0, 0] : !llvm.array<3 x array<2 x vector<4xf32>>>
// CHECK-NEXT:     %29 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %30 = llvm.extractelement %28[%29 : i64] : vector<4xf32>
// CHECK-NEXT:     %31 = llvm.extractvalue %27[1] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT:     %32 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %33 = llvm.insertelement %30, %31[%32 : i64] : vector<3xf32>
// CHECK-NEXT:     %34 = llvm.insertvalue %33, %27[1] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT:     %35 = llvm.extractvalue %0[0, 0] : !llvm.array<3 x array<2 x vector<4xf32>>>
// CHECK-NEXT:     %36 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT:     %37 = llvm.extractelement %35[%36 : i64] : vector<4xf32>
// CHECK-NEXT:     %38 = llvm.extractvalue %34[2] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT:     %39 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %40 = llvm.insertelement %37, %38[%39 : i64] : vector<3xf32>
// CHECK-NEXT:     %41 = llvm.insertvalue %40, %34[2] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT:     %42 = llvm.extractvalue %0[0, 0] : !llvm.array<3 x array<2 x vector<4xf32>>>
// CHECK-NEXT:     %43 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT:     %44 = llvm.extractelement %42[%43 : i64] : vector<4xf32>
// CHECK-NEXT:     %45 = llvm.extractvalue %41[3] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT:     %46 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %47 = llvm.insertelement %44, %45[%46 : i64] : vector<3xf32>
// CHECK-NEXT:     %48 = llvm.insertvalue %47, %41[3] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT:     %49 = llvm.extractvalue %0[1, 0] : !llvm.array<3 x array<2 x vector<4xf32>>>
// CHECK-NEXT:     %50 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %51 = llvm.extractelement %49[%50 : i64] : vector<4xf32>
// CHECK-NEXT:     %52 = llvm.extractvalue %48[0] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT:     %53 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %54 = llvm.insertelement %51, %52[%53 : i64] : vector<3xf32>
// CHECK-NEXT:     %55 = llvm.insertvalue %54, %48[0] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT:     %56 = llvm.extractvalue %0[1, 0] : !llvm.array<3 x array<2 x vector<4xf32>>>
// CHECK-NEXT:     %57 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %58 = llvm.extractelement %56[%57 : i64] : vector<4xf32>
// CHECK-NEXT:     %59 = llvm.extractvalue %55[1] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT:     %60 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %61 = llvm.insertelement %58, %59[%60 : i64] : vector<3xf32>
// CHECK-NEXT:     %62 = llvm.insertvalue %61, %55[1] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT:     %63 = llvm.extractvalue %0[1, 0] : !llvm.array<3 x array<2 x vector<4xf32>>>
// CHECK-NEXT:     %64 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT:     %65 = llvm.extractelement %63[%64 : i64] : vector<4xf32>
// CHECK-NEXT:     %66 = llvm.extractvalue %62[2] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT:     %67 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %68 = llvm.insertelement %65, %66[%67 : i64] : vector<3xf32>
// CHECK-NEXT:     %69 = llvm.insertvalue %68, %62[2] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT:     %70 = llvm.extractvalue %0[1, 0] : !llvm.array<3 x array<2 x vector<4xf32>>>
// CHECK-NEXT:     %71 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT:     %72 = llvm.extractelement %70[%71 : i64] : vector<4xf32>
// CHECK-NEXT:     %73 = llvm.extractvalue %69[3] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT:     %74 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %75 = llvm.insertelement %72, %73[%74 : i64] : vector<3xf32>
// CHECK-NEXT:     %76 = llvm.insertvalue %75, %69[3] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT:     %77 = llvm.extractvalue %0[2, 0] : !llvm.array<3 x array<2 x vector<4xf32>>>
// CHECK-NEXT:     %78 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %79 = llvm.extractelement %77[%78 : i64] : vector<4xf32>
// CHECK-NEXT:     %80 = llvm.extractvalue %76[0] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT:     %81 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT:     %82 = llvm.insertelement %79, %80[%81 : i64] : vector<3xf32>
// CHECK-NEXT:     %83 = llvm.insertvalue %82, %76[0] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT:     %84 = llvm.extractvalue %0[2, 0] : !llvm.array<3 x array<2 x vector<4xf32>>>
// CHECK-NEXT:     %85 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %86 = llvm.extractelement %84[%85 : i64] : vector<4xf32>
// CHECK-NEXT:     %87 = llvm.extractvalue %83[1] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT:     %88 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT:     %89 = llvm.insertelement %86, %87[%88 : i64] : vector<3xf32>
// CHECK-NEXT:     %90 = llvm.insertvalue %89, %83[1] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT:     %91 = llvm.extractvalue %0[2, 0] : !llvm.array<3 x array<2 x vector<4xf32>>>
// CHECK-NEXT:     %92 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT:     %93 = llvm.extractelement %91[%92 : i64] : vector<4xf32>
// CHECK-NEXT:     %94 = llvm.extractvalue %90[2] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT:     %95 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT:     %96 = llvm.insertelement %93, %94[%95 : i64] : vector<3xf32>
// CHECK-NEXT:     %97 = llvm.insertvalue %96, %90[2] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT:     %98 = llvm.extractvalue %0[2, 0] : !llvm.array<3 x array<2 x vector<4xf32>>>
// CHECK-NEXT:     %99 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT:     %100 = llvm.extractelement %98[%99 : i64] : vector<4xf32>
// CHECK-NEXT:     %101 = llvm.extractvalue %97[3] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT:     %102 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT:     %103 = llvm.insertelement %100, %101[%102 : i64] : vector<3xf32>
// CHECK-NEXT:     %104 = llvm.insertvalue %103, %97[3] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT:     %105 = llvm.extractvalue %104[0] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT:     %106 = arith.mulf %105, %19 : vector<3xf32>
// CHECK-NEXT:     %107 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT:     %108 = "llvm.intr.vector.reduce.fadd"(%107, %106) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT:     %109 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %110 = llvm.insertelement %108, %cst[%109 : i64] : vector<4xf32>
// CHECK-NEXT:     %111 = llvm.extractvalue %104[1] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT:     %112 = arith.mulf %111, %19 : vector<3xf32>
// CHECK-NEXT:     %113 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT:     %114 = "llvm.intr.vector.reduce.fadd"(%113, %112) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT:     %115 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %116 = llvm.insertelement %114, %110[%115 : i64] : vector<4xf32>
// CHECK-NEXT:     %117 = llvm.extractvalue %104[2] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT:     %118 = arith.mulf %117, %19 : vector<3xf32>
// CHECK-NEXT:     %119 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT:     %120 = "llvm.intr.vector.reduce.fadd"(%119, %118) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT:     %121 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT:     %122 = llvm.insertelement %120, %116[%121 : i64] : vector<4xf32>
// CHECK-NEXT:     %123 = llvm.extractvalue %104[3] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT:     %124 = arith.mulf %123, %19 : vector<3xf32>
// CHECK-NEXT:     %125 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT:     %126 = "llvm.intr.vector.reduce.fadd"(%125, %124) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT:     %127 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT:     %128 = llvm.insertelement %126, %122[%127 : i64] : vector<4xf32>
// CHECK-NEXT:     %129 = arith.addf %128, %20 : vector<4xf32>
// CHECK-NEXT:     %130 = llvm.insertvalue %129, %4[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT:     %131 = llvm.extractvalue %2[0] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:     %132 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %133 = llvm.extractelement %131[%132 : i64] : vector<2xf32>
// CHECK-NEXT:     %134 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %135 = llvm.insertelement %133, %cst_2[%134 : i64] : vector<3xf32>
// CHECK-NEXT:     %136 = llvm.extractvalue %2[1] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:     %137 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %138 = llvm.extractelement %136[%137 : i64] : vector<2xf32>
// CHECK-NEXT:     %139 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %140 = llvm.insertelement %138, %135[%139 : i64] : vector<3xf32>
// CHECK-NEXT:     %141 = llvm.extractvalue %2[2] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:     %142 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %143 = llvm.extractelement %141[%142 : i64] : vector<2xf32>
// CHECK-NEXT:     %144 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT:     %145 = llvm.insertelement %143, %140[%144 : i64] : vector<3xf32>
// CHECK-NEXT:     %146 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT:     %147 = llvm.extractvalue %0[0, 1] : !llvm.array<3 x array<2 x vector<4xf32>>>
// CHECK-NEXT:     %148 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %149 = llvm.extractelement %147[%148 : i64] : vector<4xf32>
// CHECK-NEXT:     %150 = llvm.extractvalue %3[0] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT:     %151 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %152 = llvm.insertelement %149, %150[%151 : i64] : vector<3xf32>
// CHECK-NEXT:     %153 = llvm.insertvalue %152, %3[0] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT:     %154 = llvm.extractvalue %0[0, 1] : !llvm.array<3 x array<2 x vector<4xf32>>>
// CHECK-NEXT:     %155 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %156 = llvm.extractelement %154[%155 : i64] : vector<4xf32>
// CHECK-NEXT:     %157 = llvm.extractvalue %153[1] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT:     %158 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %159 = llvm.insertelement %156, %157[%158 : i64] : vector<3xf32>
// CHECK-NEXT:     %160 = llvm.insertvalue %159, %153[1] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT:     %161 = llvm.extractvalue %0[0, 1] : !llvm.array<3 x array<2 x vector<4xf32>>>
// CHECK-NEXT:     %162 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT:     %163 = llvm.extractelement %161[%162 : i64] : vector<4xf32>
// CHECK-NEXT:     %164 = llvm.extractvalue %160[2] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT:     %165 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %166 = llvm.insertelement %163, %164[%165 : i64] : vector<3xf32>
// CHECK-NEXT:     %167 = llvm.insertvalue %166, %160[2] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT:     %168 = llvm.extractvalue %0[0, 1] : !llvm.array<3 x array<2 x vector<4xf32>>>
// CHECK-NEXT:     %169 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT:     %170 = llvm.extractelement %168[%169 : i64] : vector<4xf32>
// CHECK-NEXT:     %171 = llvm.extractvalue %167[3] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT:     %172 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %173 = llvm.insertelement %170, %171[%172 : i64] : vector<3xf32>
// CHECK-NEXT:     %174 = llvm.insertvalue %173, %167[3] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT:     %175 = llvm.extractvalue %0[1, 1] : !llvm.array<3 x array<2 x vector<4xf32>>>
// CHECK-NEXT:     %176 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %177 = llvm.extractelement %175[%176 : i64] : vector<4xf32>
// CHECK-NEXT:     %178 = llvm.extractvalue %174[0] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT:     %179 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %180 = llvm.insertelement %177, %178[%179 : i64] : vector<3xf32>
// CHECK-NEXT:     %181 = llvm.insertvalue %180, %174[0] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT:     %182 = llvm.extractvalue %0[1, 1] : !llvm.array<3 x array<2 x vector<4xf32>>>
// CHECK-NEXT:     %183 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %184 = llvm.extractelement %182[%183 : i64] : vector<4xf32>
// CHECK-NEXT:     %185 = llvm.extractvalue %181[1] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT:     %186 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %187 = llvm.insertelement %184, %185[%186 : i64] : vector<3xf32>
// CHECK-NEXT:     %188 = llvm.insertvalue %187, %181[1] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT:     %189 = llvm.extractvalue %0[1, 1] : !llvm.array<3 x array<2 x vector<4xf32>>>
// CHECK-NEXT:     %190 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT:     %191 = llvm.extractelement %189[%190 : i64] : vector<4xf32>
// CHECK-NEXT:     %192 = llvm.extractvalue %188[2] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT:     %193 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %194 = llvm.insertelement %191, %192[%193 : i64] : vector<3xf32>
// CHECK-NEXT:     %195 = llvm.insertvalue %194, %188[2] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT:     %196 = llvm.extractvalue %0[1, 1] : !llvm.array<3 x array<2 x vector<4xf32>>>
// CHECK-NEXT:     %197 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT:     %198 = llvm.extractelement %196[%197 : i64] : vector<4xf32>
// CHECK-NEXT:     %199 = llvm.extractvalue %195[3] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT:     %200 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %201 = llvm.insertelement %198, %199[%200 : i64] : vector<3xf32>
// CHECK-NEXT:     %202 = llvm.insertvalue %201, %195[3] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT:     %203 = llvm.extractvalue %0[2, 1] : !llvm.array<3 x array<2 x vector<4xf32>>>
// CHECK-NEXT:     %204 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %205 = llvm.extractelement %203[%204 : i64] : vector<4xf32>
// CHECK-NEXT:     %206 = llvm.extractvalue %202[0] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT:     %207 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT:     %208 = llvm.insertelement %205, %206[%207 : i64] : vector<3xf32>
// CHECK-NEXT:     %209 = llvm.insertvalue %208, %202[0] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT:     %210 = llvm.extractvalue %0[2, 1] : !llvm.array<3 x array<2 x vector<4xf32>>>
// CHECK-NEXT:     %211 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %212 = llvm.extractelement %210[%211 : i64] : vector<4xf32>
// CHECK-NEXT:     %213 = llvm.extractvalue %209[1] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT:     %214 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT:     %215 = llvm.insertelement %212, %213[%214 : i64] : vector<3xf32>
// CHECK-NEXT:     %216 = llvm.insertvalue %215, %209[1] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT:     %217 = llvm.extractvalue %0[2, 1] : !llvm.array<3 x array<2 x vector<4xf32>>>
// CHECK-NEXT:     %218 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT:     %219 = llvm.extractelement %217[%218 : i64] : vector<4xf32>
// CHECK-NEXT:     %220 = llvm.extractvalue %216[2] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT:     %221 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT:     %222 = llvm.insertelement %219, %220[%221 : i64] : vector<3xf32>
// CHECK-NEXT:     %223 = llvm.insertvalue %222, %216[2] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT:     %224 = llvm.extractvalue %0[2, 1] : !llvm.array<3 x array<2 x vector<4xf32>>>
// CHECK-NEXT:     %225 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT:     %226 = llvm.extractelement %224[%225 : i64] : vector<4xf32>
// CHECK-NEXT:     %227 = llvm.extractvalue %223[3] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT:     %228 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT:     %229 = llvm.insertelement %226, %227[%228 : i64] : vector<3xf32>
// CHECK-NEXT:     %230 = llvm.insertvalue %229, %223[3] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT:     %231 = llvm.extractvalue %230[0] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT:     %232 = arith.mulf %231, %145 : vector<3xf32>
// CHECK-NEXT:     %233 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT:     %234 = "llvm.intr.vector.reduce.fadd"(%233, %232) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT:     %235 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %236 = llvm.insertelement %234, %cst[%235 : i64] : vector<4xf32>
// CHECK-NEXT:     %237 = llvm.extractvalue %230[1] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT:     %238 = arith.mulf %237, %145 : vector<3xf32>
// CHECK-NEXT:     %239 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT:     %240 = "llvm.intr.vector.reduce.fadd"(%239, %238) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT:     %241 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %242 = llvm.insertelement %240, %236[%241 : i64] : vector<4xf32>
// CHECK-NEXT:     %243 = llvm.extractvalue %230[2] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT:     %244 = arith.mulf %243, %145 : vector<3xf32>
// CHECK-NEXT:     %245 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT:     %246 = "llvm.intr.vector.reduce.fadd"(%245, %244) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT:     %247 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT:     %248 = llvm.insertelement %246, %242[%247 : i64] : vector<4xf32>
// CHECK-NEXT:     %249 = llvm.extractvalue %230[3] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT:     %250 = arith.mulf %249, %145 : vector<3xf32>
// CHECK-NEXT:     %251 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT:     %252 = "llvm.intr.vector.reduce.fadd"(%251, %250) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT:     %253 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT:     %254 = llvm.insertelement %252, %248[%253 : i64] : vector<4xf32>
// CHECK-NEXT:     %255 = arith.addf %254, %146 : vector<4xf32>
// CHECK-NEXT:     %256 = llvm.insertvalue %255, %130[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT:     %257 = builtin.unrealized_conversion_cast %256 : !llvm.array<2 x vector<4xf32>> to vector<2x4xf32>
// CHECK-NEXT:     return %257 : vector<2x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
