// RUN: mlir-opt %s -convert-vector-to-llvm | FileCheck %s

// All-true masks folded away by convert-vector-to-llvm's greedy phase before lowering:
// the reduction, write and contraction lower unmasked (mlir-opt-19's output).

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

// CHECK: module {
// CHECK-NEXT:   func.func @t(%arg0: vector<4xf32>, %arg1: f32) -> f32 {
// CHECK-NEXT:     %0 = "llvm.intr.vector.reduce.fadd"(%arg1, %arg0) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @t2(%arg0: vector<4xf32>, %arg1: f32) -> f32 {
// CHECK-NEXT:     %0 = "llvm.intr.vector.reduce.fadd"(%arg1, %arg0) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @t3(%arg0: vector<4xf32>, %arg1: f32) -> f32 {
// CHECK-NEXT:     %cst = arith.constant dense<[true, true, false, false]> : vector<4xi1>
// CHECK-NEXT:     %0 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT:     %1 = "llvm.intr.vp.reduce.fadd"(%arg1, %arg0, %cst, %0) : (f32, vector<4xf32>, vector<4xi1>, i32) -> f32
// CHECK-NEXT:     return %1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @w(%arg0: memref<?xf32>, %arg1: index, %arg2: vector<4xf32>) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg0 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?xf32>
// CHECK-NEXT:     %2 = arith.subi %dim, %arg1 : index
// CHECK-NEXT:     %cst = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
// CHECK-NEXT:     %3 = arith.index_cast %2 : index to i32
// CHECK-NEXT:     %4 = llvm.mlir.undef : vector<4xi32>
// CHECK-NEXT:     %5 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %6 = llvm.insertelement %3, %4[%5 : i32] : vector<4xi32>
// CHECK-NEXT:     %7 = llvm.shufflevector %6, %4 [0, 0, 0, 0] : vector<4xi32>
// CHECK-NEXT:     %8 = arith.cmpi slt, %cst, %7 : vector<4xi32>
// CHECK-NEXT:     %9 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %10 = llvm.getelementptr %9[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     llvm.intr.masked.store %arg2, %10, %8 {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @c(%arg0: vector<2x3xf32>, %arg1: vector<3x2xf32>, %arg2: vector<2x2xf32>) -> vector<2x2xf32> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg1 : vector<3x2xf32> to !llvm.array<3 x vector<2xf32>>
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
// CHECK-NEXT: }
