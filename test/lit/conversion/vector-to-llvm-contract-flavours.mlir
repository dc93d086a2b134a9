// RUN: mlir-opt %s -convert-vector-to-llvm | FileCheck %s

// More contraction flavours through convert-vector-to-llvm (mlir-opt-19's output): integer
// matmul, transposed operand and result maps, a leading reduction iterator, a masked
// matvec and a scalable matvec.

func.func @imm(%a: vector<2x2xi32>, %b: vector<2x2xi32>, %c: vector<2x2xi32>) -> vector<2x2xi32> {
  %0 = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x2xi32>, vector<2x2xi32> into vector<2x2xi32>
  return %0 : vector<2x2xi32>
}
func.func @kmn(%a: vector<3x2xf32>, %b: vector<3x2xf32>, %c: vector<2x2xf32>) -> vector<2x2xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<3x2xf32>, vector<3x2xf32> into vector<2x2xf32>
  return %0 : vector<2x2xf32>
}
func.func @nkm(%a: vector<2x3xf32>, %b: vector<3x2xf32>, %c: vector<2x2xf32>) -> vector<2x2xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (n, m)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32>
  return %0 : vector<2x2xf32>
}
func.func @rmn(%a: vector<3x2xf32>, %b: vector<2x3xf32>, %c: vector<2x2xf32>) -> vector<2x2xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(k, m, n) -> (k, m)>, affine_map<(k, m, n) -> (n, k)>, affine_map<(k, m, n) -> (m, n)>], iterator_types = ["reduction", "parallel", "parallel"]} %a, %b, %c : vector<3x2xf32>, vector<2x3xf32> into vector<2x2xf32>
  return %0 : vector<2x2xf32>
}
func.func @masked_mv(%a: vector<2x3xf32>, %b: vector<3xf32>, %c: vector<2xf32>, %m: vector<2x3xi1>) -> vector<2xf32> {
  %0 = vector.mask %m { vector.contract {indexing_maps = [affine_map<(m, n) -> (m, n)>, affine_map<(m, n) -> (n)>, affine_map<(m, n) -> (m)>], iterator_types = ["parallel", "reduction"]} %a, %b, %c : vector<2x3xf32>, vector<3xf32> into vector<2xf32> } : vector<2x3xi1> -> vector<2xf32>
  return %0 : vector<2xf32>
}
func.func @scal(%a: vector<2x[4]xf32>, %b: vector<[4]xf32>, %c: vector<2xf32>) -> vector<2xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(m, n) -> (m, n)>, affine_map<(m, n) -> (n)>, affine_map<(m, n) -> (m)>], iterator_types = ["parallel", "reduction"]} %a, %b, %c : vector<2x[4]xf32>, vector<[4]xf32> into vector<2xf32>
  return %0 : vector<2xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @imm(%arg0: vector<2x2xi32>, %arg1: vector<2x2xi32>, %arg2: vector<2x2xi32>) -> vector<2x2xi32> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg1 : vector<2x2xi32> to !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg0 : vector<2x2xi32> to !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT:     %cst = arith.constant dense<0> : vector<2x2xi32>
// CHECK-NEXT:     %2 = builtin.unrealized_conversion_cast %cst : vector<2x2xi32> to !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT:     %3 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT:     %4 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT:     %5 = arith.muli %3, %4 : vector<2xi32>
// CHECK-NEXT:     %6 = "llvm.intr.vector.reduce.add"(%5) : (vector<2xi32>) -> i32
// CHECK-NEXT:     %7 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT:     %8 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %9 = llvm.insertelement %6, %7[%8 : i64] : vector<2xi32>
// CHECK-NEXT:     %10 = llvm.insertvalue %9, %2[0] : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT:     %11 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT:     %12 = arith.muli %3, %11 : vector<2xi32>
// CHECK-NEXT:     %13 = "llvm.intr.vector.reduce.add"(%12) : (vector<2xi32>) -> i32
// CHECK-NEXT:     %14 = llvm.extractvalue %10[0] : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT:     %15 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %16 = llvm.insertelement %13, %14[%15 : i64] : vector<2xi32>
// CHECK-NEXT:     %17 = llvm.insertvalue %16, %10[0] : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT:     %18 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT:     %19 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT:     %20 = arith.muli %18, %19 : vector<2xi32>
// CHECK-NEXT:     %21 = "llvm.intr.vector.reduce.add"(%20) : (vector<2xi32>) -> i32
// CHECK-NEXT:     %22 = llvm.extractvalue %17[1] : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT:     %23 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %24 = llvm.insertelement %21, %22[%23 : i64] : vector<2xi32>
// CHECK-NEXT:     %25 = llvm.insertvalue %24, %17[1] : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT:     %26 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT:     %27 = arith.muli %18, %26 : vector<2xi32>
// CHECK-NEXT:     %28 = "llvm.intr.vector.reduce.add"(%27) : (vector<2xi32>) -> i32
// CHECK-NEXT:     %29 = llvm.extractvalue %25[1] : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT:     %30 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %31 = llvm.insertelement %28, %29[%30 : i64] : vector<2xi32>
// CHECK-NEXT:     %32 = llvm.insertvalue %31, %25[1] : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT:     %33 = builtin.unrealized_conversion_cast %32 : !llvm.array<2 x vector<2xi32>> to vector<2x2xi32>
// CHECK-NEXT:     %34 = arith.addi %33, %arg2 : vector<2x2xi32>
// CHECK-NEXT:     return %34 : vector<2x2xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @kmn(%arg0: vector<3x2xf32>, %arg1: vector<3x2xf32>, %arg2: vector<2x2xf32>) -> vector<2x2xf32> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg1 : vector<3x2xf32> to !llvm.array<3 x vector<2xf32>>
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
// CHECK-NEXT:     %46 = llvm.extractvalue %0[0] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:     %47 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %48 = llvm.extractelement %46[%47 : i64] : vector<2xf32>
// CHECK-NEXT:     %49 = llvm.extractvalue %3[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %50 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %51 = llvm.insertelement %48, %49[%50 : i64] : vector<3xf32>
// CHECK-NEXT:     %52 = llvm.insertvalue %51, %3[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %53 = llvm.extractvalue %0[0] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:     %54 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %55 = llvm.extractelement %53[%54 : i64] : vector<2xf32>
// CHECK-NEXT:     %56 = llvm.extractvalue %52[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %57 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %58 = llvm.insertelement %55, %56[%57 : i64] : vector<3xf32>
// CHECK-NEXT:     %59 = llvm.insertvalue %58, %52[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %60 = llvm.extractvalue %0[1] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:     %61 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %62 = llvm.extractelement %60[%61 : i64] : vector<2xf32>
// CHECK-NEXT:     %63 = llvm.extractvalue %59[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %64 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %65 = llvm.insertelement %62, %63[%64 : i64] : vector<3xf32>
// CHECK-NEXT:     %66 = llvm.insertvalue %65, %59[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %67 = llvm.extractvalue %0[1] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:     %68 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %69 = llvm.extractelement %67[%68 : i64] : vector<2xf32>
// CHECK-NEXT:     %70 = llvm.extractvalue %66[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %71 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %72 = llvm.insertelement %69, %70[%71 : i64] : vector<3xf32>
// CHECK-NEXT:     %73 = llvm.insertvalue %72, %66[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %74 = llvm.extractvalue %0[2] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:     %75 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %76 = llvm.extractelement %74[%75 : i64] : vector<2xf32>
// CHECK-NEXT:     %77 = llvm.extractvalue %73[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %78 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT:     %79 = llvm.insertelement %76, %77[%78 : i64] : vector<3xf32>
// CHECK-NEXT:     %80 = llvm.insertvalue %79, %73[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %81 = llvm.extractvalue %0[2] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:     %82 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %83 = llvm.extractelement %81[%82 : i64] : vector<2xf32>
// CHECK-NEXT:     %84 = llvm.extractvalue %80[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %85 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT:     %86 = llvm.insertelement %83, %84[%85 : i64] : vector<3xf32>
// CHECK-NEXT:     %87 = llvm.insertvalue %86, %80[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %88 = llvm.extractvalue %45[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %89 = llvm.extractvalue %87[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %90 = arith.mulf %88, %89 : vector<3xf32>
// CHECK-NEXT:     %91 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT:     %92 = "llvm.intr.vector.reduce.fadd"(%91, %90) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT:     %93 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT:     %94 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %95 = llvm.insertelement %92, %93[%94 : i64] : vector<2xf32>
// CHECK-NEXT:     %96 = llvm.insertvalue %95, %2[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT:     %97 = llvm.extractvalue %87[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %98 = arith.mulf %88, %97 : vector<3xf32>
// CHECK-NEXT:     %99 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT:     %100 = "llvm.intr.vector.reduce.fadd"(%99, %98) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT:     %101 = llvm.extractvalue %96[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT:     %102 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %103 = llvm.insertelement %100, %101[%102 : i64] : vector<2xf32>
// CHECK-NEXT:     %104 = llvm.insertvalue %103, %96[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT:     %105 = llvm.extractvalue %45[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %106 = llvm.extractvalue %87[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %107 = arith.mulf %105, %106 : vector<3xf32>
// CHECK-NEXT:     %108 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT:     %109 = "llvm.intr.vector.reduce.fadd"(%108, %107) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT:     %110 = llvm.extractvalue %104[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT:     %111 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %112 = llvm.insertelement %109, %110[%111 : i64] : vector<2xf32>
// CHECK-NEXT:     %113 = llvm.insertvalue %112, %104[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT:     %114 = llvm.extractvalue %87[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %115 = arith.mulf %105, %114 : vector<3xf32>
// CHECK-NEXT:     %116 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT:     %117 = "llvm.intr.vector.reduce.fadd"(%116, %115) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT:     %118 = llvm.extractvalue %113[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT:     %119 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %120 = llvm.insertelement %117, %118[%119 : i64] : vector<2xf32>
// CHECK-NEXT:     %121 = llvm.insertvalue %120, %113[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT:     %122 = builtin.unrealized_conversion_cast %121 : !llvm.array<2 x vector<2xf32>> to vector<2x2xf32>
// CHECK-NEXT:     %123 = arith.addf %122, %arg2 : vector<2x2xf32>
// CHECK-NEXT:     return %123 : vector<2x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @nkm(%arg0: vector<2x3xf32>, %arg1: vector<3x2xf32>, %arg2: vector<2x2xf32>) -> vector<2x2xf32> {
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
// CHECK-NEXT:     %46 = llvm.extractvalue %45[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %47 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %48 = arith.mulf %46, %47 : vector<3xf32>
// CHECK-NEXT:     %49 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT:     %50 = "llvm.intr.vector.reduce.fadd"(%49, %48) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT:     %51 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT:     %52 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %53 = llvm.insertelement %50, %51[%52 : i64] : vector<2xf32>
// CHECK-NEXT:     %54 = llvm.insertvalue %53, %2[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT:     %55 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %56 = arith.mulf %46, %55 : vector<3xf32>
// CHECK-NEXT:     %57 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT:     %58 = "llvm.intr.vector.reduce.fadd"(%57, %56) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT:     %59 = llvm.extractvalue %54[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT:     %60 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %61 = llvm.insertelement %58, %59[%60 : i64] : vector<2xf32>
// CHECK-NEXT:     %62 = llvm.insertvalue %61, %54[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT:     %63 = llvm.extractvalue %45[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %64 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %65 = arith.mulf %63, %64 : vector<3xf32>
// CHECK-NEXT:     %66 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT:     %67 = "llvm.intr.vector.reduce.fadd"(%66, %65) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT:     %68 = llvm.extractvalue %62[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT:     %69 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %70 = llvm.insertelement %67, %68[%69 : i64] : vector<2xf32>
// CHECK-NEXT:     %71 = llvm.insertvalue %70, %62[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT:     %72 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
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
// CHECK-NEXT:   func.func @rmn(%arg0: vector<3x2xf32>, %arg1: vector<2x3xf32>, %arg2: vector<2x2xf32>) -> vector<2x2xf32> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg2 : vector<2x2xf32> to !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg1 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %2 = builtin.unrealized_conversion_cast %arg0 : vector<3x2xf32> to !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:     %cst = arith.constant dense<0.000000e+00> : vector<2xf32>
// CHECK-NEXT:     %cst_0 = arith.constant dense<0.000000e+00> : vector<2x2xf32>
// CHECK-NEXT:     %3 = builtin.unrealized_conversion_cast %cst_0 : vector<2x2xf32> to !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT:     %cst_1 = arith.constant dense<0.000000e+00> : vector<3xf32>
// CHECK-NEXT:     %4 = llvm.extractvalue %2[0] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:     %5 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %6 = llvm.extractelement %4[%5 : i64] : vector<2xf32>
// CHECK-NEXT:     %7 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %8 = llvm.insertelement %6, %cst_1[%7 : i64] : vector<3xf32>
// CHECK-NEXT:     %9 = llvm.extractvalue %2[1] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:     %10 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %11 = llvm.extractelement %9[%10 : i64] : vector<2xf32>
// CHECK-NEXT:     %12 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %13 = llvm.insertelement %11, %8[%12 : i64] : vector<3xf32>
// CHECK-NEXT:     %14 = llvm.extractvalue %2[2] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:     %15 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %16 = llvm.extractelement %14[%15 : i64] : vector<2xf32>
// CHECK-NEXT:     %17 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT:     %18 = llvm.insertelement %16, %13[%17 : i64] : vector<3xf32>
// CHECK-NEXT:     %19 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %20 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT:     %21 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %22 = llvm.extractelement %20[%21 : i64] : vector<2xf32>
// CHECK-NEXT:     %23 = arith.mulf %18, %19 : vector<3xf32>
// CHECK-NEXT:     %24 = "llvm.intr.vector.reduce.fadd"(%22, %23) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT:     %25 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %26 = llvm.insertelement %24, %cst[%25 : i64] : vector<2xf32>
// CHECK-NEXT:     %27 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %28 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT:     %29 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %30 = llvm.extractelement %28[%29 : i64] : vector<2xf32>
// CHECK-NEXT:     %31 = arith.mulf %18, %27 : vector<3xf32>
// CHECK-NEXT:     %32 = "llvm.intr.vector.reduce.fadd"(%30, %31) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT:     %33 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %34 = llvm.insertelement %32, %26[%33 : i64] : vector<2xf32>
// CHECK-NEXT:     %35 = llvm.insertvalue %34, %3[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT:     %36 = llvm.extractvalue %2[0] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:     %37 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %38 = llvm.extractelement %36[%37 : i64] : vector<2xf32>
// CHECK-NEXT:     %39 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %40 = llvm.insertelement %38, %cst_1[%39 : i64] : vector<3xf32>
// CHECK-NEXT:     %41 = llvm.extractvalue %2[1] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:     %42 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %43 = llvm.extractelement %41[%42 : i64] : vector<2xf32>
// CHECK-NEXT:     %44 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %45 = llvm.insertelement %43, %40[%44 : i64] : vector<3xf32>
// CHECK-NEXT:     %46 = llvm.extractvalue %2[2] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:     %47 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %48 = llvm.extractelement %46[%47 : i64] : vector<2xf32>
// CHECK-NEXT:     %49 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT:     %50 = llvm.insertelement %48, %45[%49 : i64] : vector<3xf32>
// CHECK-NEXT:     %51 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %52 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT:     %53 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %54 = llvm.extractelement %52[%53 : i64] : vector<2xf32>
// CHECK-NEXT:     %55 = arith.mulf %50, %51 : vector<3xf32>
// CHECK-NEXT:     %56 = "llvm.intr.vector.reduce.fadd"(%54, %55) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT:     %57 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %58 = llvm.insertelement %56, %cst[%57 : i64] : vector<2xf32>
// CHECK-NEXT:     %59 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %60 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT:     %61 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %62 = llvm.extractelement %60[%61 : i64] : vector<2xf32>
// CHECK-NEXT:     %63 = arith.mulf %50, %59 : vector<3xf32>
// CHECK-NEXT:     %64 = "llvm.intr.vector.reduce.fadd"(%62, %63) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT:     %65 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %66 = llvm.insertelement %64, %58[%65 : i64] : vector<2xf32>
// CHECK-NEXT:     %67 = llvm.insertvalue %66, %35[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT:     %68 = builtin.unrealized_conversion_cast %67 : !llvm.array<2 x vector<2xf32>> to vector<2x2xf32>
// CHECK-NEXT:     return %68 : vector<2x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @masked_mv(%arg0: vector<2x3xf32>, %arg1: vector<3xf32>, %arg2: vector<2xf32>, %arg3: vector<2x3xi1>) -> vector<2xf32> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg3 : vector<2x3xi1> to !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg0 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %cst = arith.constant dense<0.000000e+00> : vector<2xf32>
// CHECK-NEXT:     %2 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %3 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %4 = llvm.extractelement %arg2[%3 : i64] : vector<2xf32>
// CHECK-NEXT:     %5 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT:     %6 = arith.mulf %2, %arg1 : vector<3xf32>
// CHECK-NEXT:     %7 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT:     %8 = "llvm.intr.vp.reduce.fadd"(%4, %6, %5, %7) : (f32, vector<3xf32>, vector<3xi1>, i32) -> f32
// CHECK-NEXT:     %9 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %10 = llvm.insertelement %8, %cst[%9 : i64] : vector<2xf32>
// CHECK-NEXT:     %11 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %12 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %13 = llvm.extractelement %arg2[%12 : i64] : vector<2xf32>
// CHECK-NEXT:     %14 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT:     %15 = arith.mulf %11, %arg1 : vector<3xf32>
// CHECK-NEXT:     %16 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT:     %17 = "llvm.intr.vp.reduce.fadd"(%13, %15, %14, %16) : (f32, vector<3xf32>, vector<3xi1>, i32) -> f32
// CHECK-NEXT:     %18 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %19 = llvm.insertelement %17, %10[%18 : i64] : vector<2xf32>
// CHECK-NEXT:     return %19 : vector<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @scal(%arg0: vector<2x[4]xf32>, %arg1: vector<[4]xf32>, %arg2: vector<2xf32>) -> vector<2xf32> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x[4]xf32> to !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT:     %cst = arith.constant dense<0.000000e+00> : vector<2xf32>
// CHECK-NEXT:     %1 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT:     %2 = arith.mulf %1, %arg1 : vector<[4]xf32>
// CHECK-NEXT:     %3 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT:     %4 = "llvm.intr.vector.reduce.fadd"(%3, %2) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<[4]xf32>) -> f32
// CHECK-NEXT:     %5 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %6 = llvm.insertelement %4, %cst[%5 : i64] : vector<2xf32>
// CHECK-NEXT:     %7 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT:     %8 = arith.mulf %7, %arg1 : vector<[4]xf32>
// CHECK-NEXT:     %9 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT:     %10 = "llvm.intr.vector.reduce.fadd"(%9, %8) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<[4]xf32>) -> f32
// CHECK-NEXT:     %11 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %12 = llvm.insertelement %10, %6[%11 : i64] : vector<2xf32>
// CHECK-NEXT:     %13 = arith.addf %12, %arg2 : vector<2xf32>
// CHECK-NEXT:     return %13 : vector<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
