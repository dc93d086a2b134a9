// RUN: mlir-opt %s --convert-arith-to-llvm | FileCheck %s

// Expectations are mlir-opt-19's output: ops on n-D vectors are unrolled over
// their 1-D vectors (!llvm.array of vectors), each slice keeping the op's flags;
// 0-D vectors are vectors of one element.

func.func @nd(%a: vector<2x3xf32>, %b: vector<2x3xf32>, %i: vector<2x2x2xi32>, %c: vector<2x3xi1>) -> vector<2x3xf32> {
  %0 = arith.addf %a, %b fastmath<fast> : vector<2x3xf32>
  %1 = arith.cmpf ogt, %0, %b : vector<2x3xf32>
  %2 = arith.select %1, %0, %a : vector<2x3xi1>, vector<2x3xf32>
  %3 = arith.addi %i, %i overflow<nsw> : vector<2x2x2xi32>
  %4 = arith.sitofp %3 : vector<2x2x2xi32> to vector<2x2x2xf32>
  %cst = arith.constant dense<1.5> : vector<2x3xf32>
  %5 = arith.mulf %2, %cst : vector<2x3xf32>
  %6 = arith.truncf %5 upward : vector<2x3xf32> to vector<2x3xf16>
  %7 = arith.index_cast %i : vector<2x2x2xi32> to vector<2x2x2xindex>
  %8 = arith.extui %c : vector<2x3xi1> to vector<2x3xi32>
  return %5 : vector<2x3xf32>
}
func.func @zero_d(%a: vector<f32>, %b: vector<i32>, %c: vector<i32>) {
  %0 = arith.negf %a : vector<f32>
  %1 = arith.cmpi eq, %b, %c : vector<i32>
  %2 = arith.uitofp %b : vector<i32> to vector<f32>
  return
}

// CHECK: module {
// CHECK-LABEL: func.func @nd(%arg0: vector<2x3xf32>, %arg1: vector<2x3xf32>, %arg2: vector<2x2x2xi32>, %arg3: vector<2x3xi1>) -> vector<2x3xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg3 : vector<2x3xi1> to !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg2 : vector<2x2x2xi32> to !llvm.array<2 x array<2 x vector<2xi32>>>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg1 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %arg0 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %4 = llvm.mlir.undef : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %5 = llvm.extractvalue %3[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %6 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %7 = llvm.fadd %5, %6  {fastmathFlags = #llvm.fastmath<fast>} : vector<3xf32>
// CHECK-NEXT: %8 = llvm.insertvalue %7, %4[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %9 = llvm.extractvalue %3[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %10 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %11 = llvm.fadd %9, %10  {fastmathFlags = #llvm.fastmath<fast>} : vector<3xf32>
// CHECK-NEXT: %12 = llvm.insertvalue %11, %8[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %13 = llvm.mlir.undef : !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT: %14 = llvm.extractvalue %12[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %15 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %16 = llvm.fcmp "ogt" %14, %15 : vector<3xf32>
// CHECK-NEXT: %17 = llvm.insertvalue %16, %13[0] : !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT: %18 = llvm.extractvalue %12[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %19 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %20 = llvm.fcmp "ogt" %18, %19 : vector<3xf32>
// CHECK-NEXT: %21 = llvm.insertvalue %20, %17[1] : !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT: %22 = llvm.mlir.undef : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %23 = llvm.extractvalue %21[0] : !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT: %24 = llvm.extractvalue %12[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %25 = llvm.extractvalue %3[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %26 = llvm.select %23, %24, %25 : vector<3xi1>, vector<3xf32>
// CHECK-NEXT: %27 = llvm.insertvalue %26, %22[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %28 = llvm.extractvalue %21[1] : !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT: %29 = llvm.extractvalue %12[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %30 = llvm.extractvalue %3[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %31 = llvm.select %28, %29, %30 : vector<3xi1>, vector<3xf32>
// CHECK-NEXT: %32 = llvm.insertvalue %31, %27[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %33 = llvm.mlir.undef : !llvm.array<2 x array<2 x vector<2xi32>>>
// CHECK-NEXT: %34 = llvm.extractvalue %1[0, 0] : !llvm.array<2 x array<2 x vector<2xi32>>>
// CHECK-NEXT: %35 = llvm.extractvalue %1[0, 0] : !llvm.array<2 x array<2 x vector<2xi32>>>
// CHECK-NEXT: %36 = llvm.add %34, %35 overflow<nsw> : vector<2xi32>
// CHECK-NEXT: %37 = llvm.insertvalue %36, %33[0, 0] : !llvm.array<2 x array<2 x vector<2xi32>>>
// CHECK-NEXT: %38 = llvm.extractvalue %1[0, 1] : !llvm.array<2 x array<2 x vector<2xi32>>>
// CHECK-NEXT: %39 = llvm.extractvalue %1[0, 1] : !llvm.array<2 x array<2 x vector<2xi32>>>
// CHECK-NEXT: %40 = llvm.add %38, %39 overflow<nsw> : vector<2xi32>
// CHECK-NEXT: %41 = llvm.insertvalue %40, %37[0, 1] : !llvm.array<2 x array<2 x vector<2xi32>>>
// CHECK-NEXT: %42 = llvm.extractvalue %1[1, 0] : !llvm.array<2 x array<2 x vector<2xi32>>>
// CHECK-NEXT: %43 = llvm.extractvalue %1[1, 0] : !llvm.array<2 x array<2 x vector<2xi32>>>
// CHECK-NEXT: %44 = llvm.add %42, %43 overflow<nsw> : vector<2xi32>
// CHECK-NEXT: %45 = llvm.insertvalue %44, %41[1, 0] : !llvm.array<2 x array<2 x vector<2xi32>>>
// CHECK-NEXT: %46 = llvm.extractvalue %1[1, 1] : !llvm.array<2 x array<2 x vector<2xi32>>>
// CHECK-NEXT: %47 = llvm.extractvalue %1[1, 1] : !llvm.array<2 x array<2 x vector<2xi32>>>
// CHECK-NEXT: %48 = llvm.add %46, %47 overflow<nsw> : vector<2xi32>
// CHECK-NEXT: %49 = llvm.insertvalue %48, %45[1, 1] : !llvm.array<2 x array<2 x vector<2xi32>>>
// CHECK-NEXT: %50 = llvm.mlir.undef : !llvm.array<2 x array<2 x vector<2xf32>>>
// CHECK-NEXT: %51 = llvm.extractvalue %49[0, 0] : !llvm.array<2 x array<2 x vector<2xi32>>>
// CHECK-NEXT: %52 = llvm.sitofp %51 : vector<2xi32> to vector<2xf32>
// CHECK-NEXT: %53 = llvm.insertvalue %52, %50[0, 0] : !llvm.array<2 x array<2 x vector<2xf32>>>
// CHECK-NEXT: %54 = llvm.extractvalue %49[0, 1] : !llvm.array<2 x array<2 x vector<2xi32>>>
// CHECK-NEXT: %55 = llvm.sitofp %54 : vector<2xi32> to vector<2xf32>
// CHECK-NEXT: %56 = llvm.insertvalue %55, %53[0, 1] : !llvm.array<2 x array<2 x vector<2xf32>>>
// CHECK-NEXT: %57 = llvm.extractvalue %49[1, 0] : !llvm.array<2 x array<2 x vector<2xi32>>>
// CHECK-NEXT: %58 = llvm.sitofp %57 : vector<2xi32> to vector<2xf32>
// CHECK-NEXT: %59 = llvm.insertvalue %58, %56[1, 0] : !llvm.array<2 x array<2 x vector<2xf32>>>
// CHECK-NEXT: %60 = llvm.extractvalue %49[1, 1] : !llvm.array<2 x array<2 x vector<2xi32>>>
// CHECK-NEXT: %61 = llvm.sitofp %60 : vector<2xi32> to vector<2xf32>
// CHECK-NEXT: %62 = llvm.insertvalue %61, %59[1, 1] : !llvm.array<2 x array<2 x vector<2xf32>>>
// CHECK-NEXT: %63 = llvm.mlir.constant(dense<1.500000e+00> : vector<2x3xf32>) : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %64 = llvm.mlir.undef : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %65 = llvm.extractvalue %32[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %66 = llvm.extractvalue %63[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %67 = llvm.fmul %65, %66  : vector<3xf32>
// CHECK-NEXT: %68 = llvm.insertvalue %67, %64[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %69 = llvm.extractvalue %32[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %70 = llvm.extractvalue %63[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %71 = llvm.fmul %69, %70  : vector<3xf32>
// CHECK-NEXT: %72 = llvm.insertvalue %71, %68[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %73 = builtin.unrealized_conversion_cast %72 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK-NEXT: %74 = llvm.mlir.undef : !llvm.array<2 x vector<3xf16>>
// CHECK-NEXT: %75 = llvm.extractvalue %72[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %76 = llvm.intr.experimental.constrained.fptrunc %75 upward ignore : vector<3xf32> to vector<3xf16>
// CHECK-NEXT: %77 = llvm.insertvalue %76, %74[0] : !llvm.array<2 x vector<3xf16>>
// CHECK-NEXT: %78 = llvm.extractvalue %72[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %79 = llvm.intr.experimental.constrained.fptrunc %78 upward ignore : vector<3xf32> to vector<3xf16>
// CHECK-NEXT: %80 = llvm.insertvalue %79, %77[1] : !llvm.array<2 x vector<3xf16>>
// CHECK-NEXT: %81 = llvm.mlir.undef : !llvm.array<2 x array<2 x vector<2xi64>>>
// CHECK-NEXT: %82 = llvm.extractvalue %1[0, 0] : !llvm.array<2 x array<2 x vector<2xi32>>>
// CHECK-NEXT: %83 = llvm.sext %82 : vector<2xi32> to vector<2xi64>
// CHECK-NEXT: %84 = llvm.insertvalue %83, %81[0, 0] : !llvm.array<2 x array<2 x vector<2xi64>>>
// CHECK-NEXT: %85 = llvm.extractvalue %1[0, 1] : !llvm.array<2 x array<2 x vector<2xi32>>>
// CHECK-NEXT: %86 = llvm.sext %85 : vector<2xi32> to vector<2xi64>
// CHECK-NEXT: %87 = llvm.insertvalue %86, %84[0, 1] : !llvm.array<2 x array<2 x vector<2xi64>>>
// CHECK-NEXT: %88 = llvm.extractvalue %1[1, 0] : !llvm.array<2 x array<2 x vector<2xi32>>>
// CHECK-NEXT: %89 = llvm.sext %88 : vector<2xi32> to vector<2xi64>
// CHECK-NEXT: %90 = llvm.insertvalue %89, %87[1, 0] : !llvm.array<2 x array<2 x vector<2xi64>>>
// CHECK-NEXT: %91 = llvm.extractvalue %1[1, 1] : !llvm.array<2 x array<2 x vector<2xi32>>>
// CHECK-NEXT: %92 = llvm.sext %91 : vector<2xi32> to vector<2xi64>
// CHECK-NEXT: %93 = llvm.insertvalue %92, %90[1, 1] : !llvm.array<2 x array<2 x vector<2xi64>>>
// CHECK-NEXT: %94 = llvm.mlir.undef : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %95 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT: %96 = llvm.zext %95 : vector<3xi1> to vector<3xi32>
// CHECK-NEXT: %97 = llvm.insertvalue %96, %94[0] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %98 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT: %99 = llvm.zext %98 : vector<3xi1> to vector<3xi32>
// CHECK-NEXT: %100 = llvm.insertvalue %99, %97[1] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: return %73 : vector<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @zero_d(%arg0: vector<f32>, %arg1: vector<i32>, %arg2: vector<i32>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : vector<i32> to vector<1xi32>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : vector<i32> to vector<1xi32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : vector<f32> to vector<1xf32>
// CHECK-NEXT: %3 = llvm.fneg %2  : vector<1xf32>
// CHECK-NEXT: %4 = llvm.icmp "eq" %1, %0 : vector<1xi32>
// CHECK-NEXT: %5 = llvm.uitofp %1 : vector<1xi32> to vector<1xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
