// RUN: mlir-opt %s -convert-math-to-libm | FileCheck %s

// convert-math-to-libm on scalable vectors, as mlir-opt-19: unrolled over
// the base size as if fixed.

// CHECK: module {
// CHECK-LABEL: func.func private @atan2(f64, f64) -> f64 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @sinf(f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func @scalable(%arg0: vector<[2]xf32>, %arg1: vector<2x[2]xf64>) -> (vector<[2]xf32>, vector<2x[2]xf64>) {
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<[2]xf32>
// CHECK-NEXT: %0 = vector.extract %arg0[0] : f32 from vector<[2]xf32>
// CHECK-NEXT: %1 = call @sinf(%0) : (f32) -> f32
// CHECK-NEXT: %2 = vector.insert %1, %cst [0] : f32 into vector<[2]xf32>
// CHECK-NEXT: %3 = vector.extract %arg0[1] : f32 from vector<[2]xf32>
// CHECK-NEXT: %4 = call @sinf(%3) : (f32) -> f32
// CHECK-NEXT: %5 = vector.insert %4, %2 [1] : f32 into vector<[2]xf32>
// CHECK-NEXT: %cst_0 = arith.constant dense<0.000000e+00> : vector<2x[2]xf64>
// CHECK-NEXT: %6 = vector.extract %arg1[0, 0] : f64 from vector<2x[2]xf64>
// CHECK-NEXT: %7 = vector.extract %arg1[0, 0] : f64 from vector<2x[2]xf64>
// CHECK-NEXT: %8 = call @atan2(%6, %7) : (f64, f64) -> f64
// CHECK-NEXT: %9 = vector.insert %8, %cst_0 [0, 0] : f64 into vector<2x[2]xf64>
// CHECK-NEXT: %10 = vector.extract %arg1[0, 1] : f64 from vector<2x[2]xf64>
// CHECK-NEXT: %11 = vector.extract %arg1[0, 1] : f64 from vector<2x[2]xf64>
// CHECK-NEXT: %12 = call @atan2(%10, %11) : (f64, f64) -> f64
// CHECK-NEXT: %13 = vector.insert %12, %9 [0, 1] : f64 into vector<2x[2]xf64>
// CHECK-NEXT: %14 = vector.extract %arg1[1, 0] : f64 from vector<2x[2]xf64>
// CHECK-NEXT: %15 = vector.extract %arg1[1, 0] : f64 from vector<2x[2]xf64>
// CHECK-NEXT: %16 = call @atan2(%14, %15) : (f64, f64) -> f64
// CHECK-NEXT: %17 = vector.insert %16, %13 [1, 0] : f64 into vector<2x[2]xf64>
// CHECK-NEXT: %18 = vector.extract %arg1[1, 1] : f64 from vector<2x[2]xf64>
// CHECK-NEXT: %19 = vector.extract %arg1[1, 1] : f64 from vector<2x[2]xf64>
// CHECK-NEXT: %20 = call @atan2(%18, %19) : (f64, f64) -> f64
// CHECK-NEXT: %21 = vector.insert %20, %17 [1, 1] : f64 into vector<2x[2]xf64>
// CHECK-NEXT: return %5, %21 : vector<[2]xf32>, vector<2x[2]xf64>
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @scalable(%a: vector<[2]xf32>, %b: vector<2x[2]xf64>) -> (vector<[2]xf32>, vector<2x[2]xf64>) {
  %0 = math.sin %a : vector<[2]xf32>
  %1 = math.atan2 %b, %b : vector<2x[2]xf64>
  return %0, %1 : vector<[2]xf32>, vector<2x[2]xf64>
}
