// RUN: mlir-opt %s --convert-math-to-llvm | FileCheck %s
// RUN: mlir-opt %s --convert-math-to-llvm=approximate-log1p=false | FileCheck %s --check-prefix=NOLOG1P

// Expectations are mlir-opt-19's output: intrinsics with fast-math flags,
// absi/ctlz/cttz with their poison flag false, expm1/log1p/rsqrt expanded, the
// functions LLVM lacks left alone, n-D vectors unrolled.

func.func @f(%a: f32, %b: f32, %c: f32, %i: i32, %v: vector<4xf32>, %w: vector<2x3xf32>, %iv: vector<2x3xi32>) {
  %0 = math.absf %a : f32
  %1 = math.absi %i : i32
  %2 = math.acos %a : f32
  %3 = math.atan2 %a, %b : f32
  %4 = math.cbrt %a : f32
  %5 = math.ceil %a fastmath<fast> : f32
  %6 = math.copysign %a, %b : f32
  %7 = math.cos %a : f32
  %8 = math.ctlz %i : i32
  %9 = math.ctpop %i : i32
  %10 = math.cttz %i : i32
  %11 = math.erf %a : f32
  %12 = math.exp %a : f32
  %13 = math.exp2 %a : f32
  %14 = math.expm1 %a : f32
  %15 = math.floor %a : f32
  %16 = math.fma %a, %b, %c : f32
  %17 = math.fpowi %a, %i : f32, i32
  %18 = math.ipowi %i, %i : i32
  %19 = math.log %a : f32
  %20 = math.log10 %a : f32
  %21 = math.log1p %a : f32
  %22 = math.log2 %a : f32
  %23 = math.powf %a, %b : f32
  %24 = math.round %a : f32
  %25 = math.roundeven %a : f32
  %26 = math.rsqrt %a : f32
  %27 = math.sin %a : f32
  %28 = math.sqrt %a : f32
  %29 = math.tan %a : f32
  %30 = math.tanh %a : f32
  %31 = math.trunc %a : f32
  %32 = math.sinh %a : f32
  %33 = math.expm1 %v fastmath<nnan> : vector<4xf32>
  %34 = math.log1p %w : vector<2x3xf32>
  %35 = math.rsqrt %w fastmath<fast> : vector<2x3xf32>
  %36 = math.sqrt %w : vector<2x3xf32>
  %37 = math.ctlz %iv : vector<2x3xi32>
  %38 = math.rsqrt %v : vector<4xf32>
  %39 = math.log1p %a fastmath<fast> : f32
  return
}
func.func @zero_d_and_narrow(%a: vector<f32>, %b: vector<2xf64>, %c: f16) {
  %0 = math.expm1 %a : vector<f32>
  %1 = math.log1p %a : vector<f32>
 %2 = math.log1p %b : vector<2xf64>
 %3 = math.rsqrt %c : f16
 return
}
func.func @nd(%w: vector<2x3xf32>, %i: vector<2x3xi32>, %a: vector<f32>) {
  %0 = math.expm1 %w fastmath<nnan> : vector<2x3xf32>
  %2 = math.absi %i : vector<2x3xi32>
  %3 = math.rsqrt %a : vector<f32>
  %4 = math.sin %a : vector<f32>
  return
}

// CHECK: module {
// CHECK-LABEL: func.func @f(%arg0: f32, %arg1: f32, %arg2: f32, %arg3: i32, %arg4: vector<4xf32>, %arg5: vector<2x3xf32>, %arg6: vector<2x3xi32>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg6 : vector<2x3xi32> to !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg5 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %2 = llvm.intr.fabs(%arg0)  : (f32) -> f32
// CHECK-NEXT: %3 = "llvm.intr.abs"(%arg3) <{is_int_min_poison = false}> : (i32) -> i32
// CHECK-NEXT: %4 = math.acos %arg0 : f32
// CHECK-NEXT: %5 = math.atan2 %arg0, %arg1 : f32
// CHECK-NEXT: %6 = math.cbrt %arg0 : f32
// CHECK-NEXT: %7 = llvm.intr.ceil(%arg0)  {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
// CHECK-NEXT: %8 = llvm.intr.copysign(%arg0, %arg1)  : (f32, f32) -> f32
// CHECK-NEXT: %9 = llvm.intr.cos(%arg0)  : (f32) -> f32
// CHECK-NEXT: %10 = "llvm.intr.ctlz"(%arg3) <{is_zero_poison = false}> : (i32) -> i32
// CHECK-NEXT: %11 = llvm.intr.ctpop(%arg3)  : (i32) -> i32
// CHECK-NEXT: %12 = "llvm.intr.cttz"(%arg3) <{is_zero_poison = false}> : (i32) -> i32
// CHECK-NEXT: %13 = math.erf %arg0 : f32
// CHECK-NEXT: %14 = llvm.intr.exp(%arg0)  : (f32) -> f32
// CHECK-NEXT: %15 = llvm.intr.exp2(%arg0)  : (f32) -> f32
// CHECK-NEXT: %16 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT: %17 = llvm.intr.exp(%arg0)  : (f32) -> f32
// CHECK-NEXT: %18 = llvm.fsub %17, %16  : f32
// CHECK-NEXT: %19 = llvm.intr.floor(%arg0)  : (f32) -> f32
// CHECK-NEXT: %20 = llvm.intr.fma(%arg0, %arg1, %arg2)  : (f32, f32, f32) -> f32
// CHECK-NEXT: %21 = llvm.intr.powi(%arg0, %arg3)  : (f32, i32) -> f32
// CHECK-NEXT: %22 = math.ipowi %arg3, %arg3 : i32
// CHECK-NEXT: %23 = llvm.intr.log(%arg0)  : (f32) -> f32
// CHECK-NEXT: %24 = llvm.intr.log10(%arg0)  : (f32) -> f32
// CHECK-NEXT: %25 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT: %26 = llvm.fadd %25, %arg0  : f32
// CHECK-NEXT: %27 = llvm.intr.log(%26)  : (f32) -> f32
// CHECK-NEXT: %28 = llvm.intr.log2(%arg0)  : (f32) -> f32
// CHECK-NEXT: %29 = llvm.intr.pow(%arg0, %arg1)  : (f32, f32) -> f32
// CHECK-NEXT: %30 = llvm.intr.round(%arg0)  : (f32) -> f32
// CHECK-NEXT: %31 = llvm.intr.roundeven(%arg0)  : (f32) -> f32
// CHECK-NEXT: %32 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT: %33 = llvm.intr.sqrt(%arg0)  : (f32) -> f32
// CHECK-NEXT: %34 = llvm.fdiv %32, %33  : f32
// CHECK-NEXT: %35 = llvm.intr.sin(%arg0)  : (f32) -> f32
// CHECK-NEXT: %36 = llvm.intr.sqrt(%arg0)  : (f32) -> f32
// CHECK-NEXT: %37 = math.tan %arg0 : f32
// CHECK-NEXT: %38 = math.tanh %arg0 : f32
// CHECK-NEXT: %39 = llvm.intr.trunc(%arg0)  : (f32) -> f32
// CHECK-NEXT: %40 = math.sinh %arg0 : f32
// CHECK-NEXT: %41 = llvm.mlir.constant(dense<1.000000e+00> : vector<4xf32>) : vector<4xf32>
// CHECK-NEXT: %42 = llvm.intr.exp(%arg4)  {fastmathFlags = #llvm.fastmath<nnan>} : (vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %43 = llvm.fsub %42, %41  {fastmathFlags = #llvm.fastmath<nnan>} : vector<4xf32>
// CHECK-NEXT: %44 = llvm.mlir.undef : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %45 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %46 = llvm.mlir.constant(dense<1.000000e+00> : vector<3xf32>) : vector<3xf32>
// CHECK-NEXT: %47 = llvm.fadd %46, %45  : vector<3xf32>
// CHECK-NEXT: %48 = llvm.intr.log(%47)  : (vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT: %49 = llvm.insertvalue %48, %44[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %50 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %51 = llvm.mlir.constant(dense<1.000000e+00> : vector<3xf32>) : vector<3xf32>
// CHECK-NEXT: %52 = llvm.fadd %51, %50  : vector<3xf32>
// CHECK-NEXT: %53 = llvm.intr.log(%52)  : (vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT: %54 = llvm.insertvalue %53, %49[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %55 = llvm.mlir.undef : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %56 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %57 = llvm.mlir.constant(dense<1.000000e+00> : vector<3xf32>) : vector<3xf32>
// CHECK-NEXT: %58 = llvm.intr.sqrt(%56)  {fastmathFlags = #llvm.fastmath<fast>} : (vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT: %59 = llvm.fdiv %57, %58  {fastmathFlags = #llvm.fastmath<fast>} : vector<3xf32>
// CHECK-NEXT: %60 = llvm.insertvalue %59, %55[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %61 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %62 = llvm.mlir.constant(dense<1.000000e+00> : vector<3xf32>) : vector<3xf32>
// CHECK-NEXT: %63 = llvm.intr.sqrt(%61)  {fastmathFlags = #llvm.fastmath<fast>} : (vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT: %64 = llvm.fdiv %62, %63  {fastmathFlags = #llvm.fastmath<fast>} : vector<3xf32>
// CHECK-NEXT: %65 = llvm.insertvalue %64, %60[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %66 = llvm.mlir.undef : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %67 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %68 = llvm.intr.sqrt(%67)  : (vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT: %69 = llvm.insertvalue %68, %66[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %70 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %71 = llvm.intr.sqrt(%70)  : (vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT: %72 = llvm.insertvalue %71, %69[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %73 = llvm.mlir.undef : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %74 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %75 = "llvm.intr.ctlz"(%74) <{is_zero_poison = false}> : (vector<3xi32>) -> vector<3xi32>
// CHECK-NEXT: %76 = llvm.insertvalue %75, %73[0] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %77 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %78 = "llvm.intr.ctlz"(%77) <{is_zero_poison = false}> : (vector<3xi32>) -> vector<3xi32>
// CHECK-NEXT: %79 = llvm.insertvalue %78, %76[1] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %80 = llvm.mlir.constant(dense<1.000000e+00> : vector<4xf32>) : vector<4xf32>
// CHECK-NEXT: %81 = llvm.intr.sqrt(%arg4)  : (vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %82 = llvm.fdiv %80, %81  : vector<4xf32>
// CHECK-NEXT: %83 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT: %84 = llvm.fadd %83, %arg0  {fastmathFlags = #llvm.fastmath<fast>} : f32
// CHECK-NEXT: %85 = llvm.intr.log(%84)  {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @zero_d_and_narrow(%arg0: vector<f32>, %arg1: vector<2xf64>, %arg2: f16) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<f32> to vector<1xf32>
// CHECK-NEXT: %1 = llvm.mlir.constant(dense<1.000000e+00> : vector<f32>) : vector<1xf32>
// CHECK-NEXT: %2 = llvm.intr.exp(%0)  : (vector<1xf32>) -> vector<1xf32>
// CHECK-NEXT: %3 = llvm.fsub %2, %1  : vector<1xf32>
// CHECK-NEXT: %4 = llvm.mlir.constant(dense<1.000000e+00> : vector<f32>) : vector<1xf32>
// CHECK-NEXT: %5 = llvm.fadd %4, %0  : vector<1xf32>
// CHECK-NEXT: %6 = llvm.intr.log(%5)  : (vector<1xf32>) -> vector<1xf32>
// CHECK-NEXT: %7 = llvm.mlir.constant(dense<1.000000e+00> : vector<2xf64>) : vector<2xf64>
// CHECK-NEXT: %8 = llvm.fadd %7, %arg1  : vector<2xf64>
// CHECK-NEXT: %9 = llvm.intr.log(%8)  : (vector<2xf64>) -> vector<2xf64>
// CHECK-NEXT: %10 = llvm.mlir.constant(1.000000e+00 : f16) : f16
// CHECK-NEXT: %11 = llvm.intr.sqrt(%arg2)  : (f16) -> f16
// CHECK-NEXT: %12 = llvm.fdiv %10, %11  : f16
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nd(%arg0: vector<2x3xf32>, %arg1: vector<2x3xi32>, %arg2: vector<f32>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : vector<f32> to vector<1xf32>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : vector<2x3xi32> to !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %3 = llvm.mlir.undef : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %4 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %5 = llvm.mlir.constant(dense<1.000000e+00> : vector<3xf32>) : vector<3xf32>
// CHECK-NEXT: %6 = llvm.intr.exp(%4)  {fastmathFlags = #llvm.fastmath<nnan>} : (vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT: %7 = llvm.fsub %6, %5  {fastmathFlags = #llvm.fastmath<nnan>} : vector<3xf32>
// CHECK-NEXT: %8 = llvm.insertvalue %7, %3[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %9 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %10 = llvm.mlir.constant(dense<1.000000e+00> : vector<3xf32>) : vector<3xf32>
// CHECK-NEXT: %11 = llvm.intr.exp(%9)  {fastmathFlags = #llvm.fastmath<nnan>} : (vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT: %12 = llvm.fsub %11, %10  {fastmathFlags = #llvm.fastmath<nnan>} : vector<3xf32>
// CHECK-NEXT: %13 = llvm.insertvalue %12, %8[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %14 = llvm.mlir.undef : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %15 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %16 = "llvm.intr.abs"(%15) <{is_int_min_poison = false}> : (vector<3xi32>) -> vector<3xi32>
// CHECK-NEXT: %17 = llvm.insertvalue %16, %14[0] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %18 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %19 = "llvm.intr.abs"(%18) <{is_int_min_poison = false}> : (vector<3xi32>) -> vector<3xi32>
// CHECK-NEXT: %20 = llvm.insertvalue %19, %17[1] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %21 = llvm.mlir.constant(dense<1.000000e+00> : vector<f32>) : vector<1xf32>
// CHECK-NEXT: %22 = llvm.intr.sqrt(%0)  : (vector<1xf32>) -> vector<1xf32>
// CHECK-NEXT: %23 = llvm.fdiv %21, %22  : vector<1xf32>
// CHECK-NEXT: %24 = llvm.intr.sin(%0)  : (vector<1xf32>) -> vector<1xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// NOLOG1P: module {
// NOLOG1P-LABEL: func.func @f(%arg0: f32, %arg1: f32, %arg2: f32, %arg3: i32, %arg4: vector<4xf32>, %arg5: vector<2x3xf32>, %arg6: vector<2x3xi32>) {
// NOLOG1P-NEXT: %0 = builtin.unrealized_conversion_cast %arg6 : vector<2x3xi32> to !llvm.array<2 x vector<3xi32>>
// NOLOG1P-NEXT: %1 = builtin.unrealized_conversion_cast %arg5 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// NOLOG1P-NEXT: %2 = llvm.intr.fabs(%arg0)  : (f32) -> f32
// NOLOG1P-NEXT: %3 = "llvm.intr.abs"(%arg3) <{is_int_min_poison = false}> : (i32) -> i32
// NOLOG1P-NEXT: %4 = math.acos %arg0 : f32
// NOLOG1P-NEXT: %5 = math.atan2 %arg0, %arg1 : f32
// NOLOG1P-NEXT: %6 = math.cbrt %arg0 : f32
// NOLOG1P-NEXT: %7 = llvm.intr.ceil(%arg0)  {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
// NOLOG1P-NEXT: %8 = llvm.intr.copysign(%arg0, %arg1)  : (f32, f32) -> f32
// NOLOG1P-NEXT: %9 = llvm.intr.cos(%arg0)  : (f32) -> f32
// NOLOG1P-NEXT: %10 = "llvm.intr.ctlz"(%arg3) <{is_zero_poison = false}> : (i32) -> i32
// NOLOG1P-NEXT: %11 = llvm.intr.ctpop(%arg3)  : (i32) -> i32
// NOLOG1P-NEXT: %12 = "llvm.intr.cttz"(%arg3) <{is_zero_poison = false}> : (i32) -> i32
// NOLOG1P-NEXT: %13 = math.erf %arg0 : f32
// NOLOG1P-NEXT: %14 = llvm.intr.exp(%arg0)  : (f32) -> f32
// NOLOG1P-NEXT: %15 = llvm.intr.exp2(%arg0)  : (f32) -> f32
// NOLOG1P-NEXT: %16 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// NOLOG1P-NEXT: %17 = llvm.intr.exp(%arg0)  : (f32) -> f32
// NOLOG1P-NEXT: %18 = llvm.fsub %17, %16  : f32
// NOLOG1P-NEXT: %19 = llvm.intr.floor(%arg0)  : (f32) -> f32
// NOLOG1P-NEXT: %20 = llvm.intr.fma(%arg0, %arg1, %arg2)  : (f32, f32, f32) -> f32
// NOLOG1P-NEXT: %21 = llvm.intr.powi(%arg0, %arg3)  : (f32, i32) -> f32
// NOLOG1P-NEXT: %22 = math.ipowi %arg3, %arg3 : i32
// NOLOG1P-NEXT: %23 = llvm.intr.log(%arg0)  : (f32) -> f32
// NOLOG1P-NEXT: %24 = llvm.intr.log10(%arg0)  : (f32) -> f32
// NOLOG1P-NEXT: %25 = math.log1p %arg0 : f32
// NOLOG1P-NEXT: %26 = llvm.intr.log2(%arg0)  : (f32) -> f32
// NOLOG1P-NEXT: %27 = llvm.intr.pow(%arg0, %arg1)  : (f32, f32) -> f32
// NOLOG1P-NEXT: %28 = llvm.intr.round(%arg0)  : (f32) -> f32
// NOLOG1P-NEXT: %29 = llvm.intr.roundeven(%arg0)  : (f32) -> f32
// NOLOG1P-NEXT: %30 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// NOLOG1P-NEXT: %31 = llvm.intr.sqrt(%arg0)  : (f32) -> f32
// NOLOG1P-NEXT: %32 = llvm.fdiv %30, %31  : f32
// NOLOG1P-NEXT: %33 = llvm.intr.sin(%arg0)  : (f32) -> f32
// NOLOG1P-NEXT: %34 = llvm.intr.sqrt(%arg0)  : (f32) -> f32
// NOLOG1P-NEXT: %35 = math.tan %arg0 : f32
// NOLOG1P-NEXT: %36 = math.tanh %arg0 : f32
// NOLOG1P-NEXT: %37 = llvm.intr.trunc(%arg0)  : (f32) -> f32
// NOLOG1P-NEXT: %38 = math.sinh %arg0 : f32
// NOLOG1P-NEXT: %39 = llvm.mlir.constant(dense<1.000000e+00> : vector<4xf32>) : vector<4xf32>
// NOLOG1P-NEXT: %40 = llvm.intr.exp(%arg4)  {fastmathFlags = #llvm.fastmath<nnan>} : (vector<4xf32>) -> vector<4xf32>
// NOLOG1P-NEXT: %41 = llvm.fsub %40, %39  {fastmathFlags = #llvm.fastmath<nnan>} : vector<4xf32>
// NOLOG1P-NEXT: %42 = math.log1p %arg5 : vector<2x3xf32>
// NOLOG1P-NEXT: %43 = llvm.mlir.undef : !llvm.array<2 x vector<3xf32>>
// NOLOG1P-NEXT: %44 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<3xf32>>
// NOLOG1P-NEXT: %45 = llvm.mlir.constant(dense<1.000000e+00> : vector<3xf32>) : vector<3xf32>
// NOLOG1P-NEXT: %46 = llvm.intr.sqrt(%44)  {fastmathFlags = #llvm.fastmath<fast>} : (vector<3xf32>) -> vector<3xf32>
// NOLOG1P-NEXT: %47 = llvm.fdiv %45, %46  {fastmathFlags = #llvm.fastmath<fast>} : vector<3xf32>
// NOLOG1P-NEXT: %48 = llvm.insertvalue %47, %43[0] : !llvm.array<2 x vector<3xf32>>
// NOLOG1P-NEXT: %49 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<3xf32>>
// NOLOG1P-NEXT: %50 = llvm.mlir.constant(dense<1.000000e+00> : vector<3xf32>) : vector<3xf32>
// NOLOG1P-NEXT: %51 = llvm.intr.sqrt(%49)  {fastmathFlags = #llvm.fastmath<fast>} : (vector<3xf32>) -> vector<3xf32>
// NOLOG1P-NEXT: %52 = llvm.fdiv %50, %51  {fastmathFlags = #llvm.fastmath<fast>} : vector<3xf32>
// NOLOG1P-NEXT: %53 = llvm.insertvalue %52, %48[1] : !llvm.array<2 x vector<3xf32>>
// NOLOG1P-NEXT: %54 = llvm.mlir.undef : !llvm.array<2 x vector<3xf32>>
// NOLOG1P-NEXT: %55 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<3xf32>>
// NOLOG1P-NEXT: %56 = llvm.intr.sqrt(%55)  : (vector<3xf32>) -> vector<3xf32>
// NOLOG1P-NEXT: %57 = llvm.insertvalue %56, %54[0] : !llvm.array<2 x vector<3xf32>>
// NOLOG1P-NEXT: %58 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<3xf32>>
// NOLOG1P-NEXT: %59 = llvm.intr.sqrt(%58)  : (vector<3xf32>) -> vector<3xf32>
// NOLOG1P-NEXT: %60 = llvm.insertvalue %59, %57[1] : !llvm.array<2 x vector<3xf32>>
// NOLOG1P-NEXT: %61 = llvm.mlir.undef : !llvm.array<2 x vector<3xi32>>
// NOLOG1P-NEXT: %62 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xi32>>
// NOLOG1P-NEXT: %63 = "llvm.intr.ctlz"(%62) <{is_zero_poison = false}> : (vector<3xi32>) -> vector<3xi32>
// NOLOG1P-NEXT: %64 = llvm.insertvalue %63, %61[0] : !llvm.array<2 x vector<3xi32>>
// NOLOG1P-NEXT: %65 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xi32>>
// NOLOG1P-NEXT: %66 = "llvm.intr.ctlz"(%65) <{is_zero_poison = false}> : (vector<3xi32>) -> vector<3xi32>
// NOLOG1P-NEXT: %67 = llvm.insertvalue %66, %64[1] : !llvm.array<2 x vector<3xi32>>
// NOLOG1P-NEXT: %68 = llvm.mlir.constant(dense<1.000000e+00> : vector<4xf32>) : vector<4xf32>
// NOLOG1P-NEXT: %69 = llvm.intr.sqrt(%arg4)  : (vector<4xf32>) -> vector<4xf32>
// NOLOG1P-NEXT: %70 = llvm.fdiv %68, %69  : vector<4xf32>
// NOLOG1P-NEXT: %71 = math.log1p %arg0 fastmath<fast> : f32
// NOLOG1P-NEXT: return
// NOLOG1P-NEXT: }
// NOLOG1P-LABEL: func.func @zero_d_and_narrow(%arg0: vector<f32>, %arg1: vector<2xf64>, %arg2: f16) {
// NOLOG1P-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<f32> to vector<1xf32>
// NOLOG1P-NEXT: %1 = llvm.mlir.constant(dense<1.000000e+00> : vector<f32>) : vector<1xf32>
// NOLOG1P-NEXT: %2 = llvm.intr.exp(%0)  : (vector<1xf32>) -> vector<1xf32>
// NOLOG1P-NEXT: %3 = llvm.fsub %2, %1  : vector<1xf32>
// NOLOG1P-NEXT: %4 = math.log1p %arg0 : vector<f32>
// NOLOG1P-NEXT: %5 = math.log1p %arg1 : vector<2xf64>
// NOLOG1P-NEXT: %6 = llvm.mlir.constant(1.000000e+00 : f16) : f16
// NOLOG1P-NEXT: %7 = llvm.intr.sqrt(%arg2)  : (f16) -> f16
// NOLOG1P-NEXT: %8 = llvm.fdiv %6, %7  : f16
// NOLOG1P-NEXT: return
// NOLOG1P-NEXT: }
// NOLOG1P-LABEL: func.func @nd(%arg0: vector<2x3xf32>, %arg1: vector<2x3xi32>, %arg2: vector<f32>) {
// NOLOG1P-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : vector<f32> to vector<1xf32>
// NOLOG1P-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : vector<2x3xi32> to !llvm.array<2 x vector<3xi32>>
// NOLOG1P-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// NOLOG1P-NEXT: %3 = llvm.mlir.undef : !llvm.array<2 x vector<3xf32>>
// NOLOG1P-NEXT: %4 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<3xf32>>
// NOLOG1P-NEXT: %5 = llvm.mlir.constant(dense<1.000000e+00> : vector<3xf32>) : vector<3xf32>
// NOLOG1P-NEXT: %6 = llvm.intr.exp(%4)  {fastmathFlags = #llvm.fastmath<nnan>} : (vector<3xf32>) -> vector<3xf32>
// NOLOG1P-NEXT: %7 = llvm.fsub %6, %5  {fastmathFlags = #llvm.fastmath<nnan>} : vector<3xf32>
// NOLOG1P-NEXT: %8 = llvm.insertvalue %7, %3[0] : !llvm.array<2 x vector<3xf32>>
// NOLOG1P-NEXT: %9 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<3xf32>>
// NOLOG1P-NEXT: %10 = llvm.mlir.constant(dense<1.000000e+00> : vector<3xf32>) : vector<3xf32>
// NOLOG1P-NEXT: %11 = llvm.intr.exp(%9)  {fastmathFlags = #llvm.fastmath<nnan>} : (vector<3xf32>) -> vector<3xf32>
// NOLOG1P-NEXT: %12 = llvm.fsub %11, %10  {fastmathFlags = #llvm.fastmath<nnan>} : vector<3xf32>
// NOLOG1P-NEXT: %13 = llvm.insertvalue %12, %8[1] : !llvm.array<2 x vector<3xf32>>
// NOLOG1P-NEXT: %14 = llvm.mlir.undef : !llvm.array<2 x vector<3xi32>>
// NOLOG1P-NEXT: %15 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<3xi32>>
// NOLOG1P-NEXT: %16 = "llvm.intr.abs"(%15) <{is_int_min_poison = false}> : (vector<3xi32>) -> vector<3xi32>
// NOLOG1P-NEXT: %17 = llvm.insertvalue %16, %14[0] : !llvm.array<2 x vector<3xi32>>
// NOLOG1P-NEXT: %18 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<3xi32>>
// NOLOG1P-NEXT: %19 = "llvm.intr.abs"(%18) <{is_int_min_poison = false}> : (vector<3xi32>) -> vector<3xi32>
// NOLOG1P-NEXT: %20 = llvm.insertvalue %19, %17[1] : !llvm.array<2 x vector<3xi32>>
// NOLOG1P-NEXT: %21 = llvm.mlir.constant(dense<1.000000e+00> : vector<f32>) : vector<1xf32>
// NOLOG1P-NEXT: %22 = llvm.intr.sqrt(%0)  : (vector<1xf32>) -> vector<1xf32>
// NOLOG1P-NEXT: %23 = llvm.fdiv %21, %22  : vector<1xf32>
// NOLOG1P-NEXT: %24 = llvm.intr.sin(%0)  : (vector<1xf32>) -> vector<1xf32>
// NOLOG1P-NEXT: return
// NOLOG1P-NEXT: }
// NOLOG1P-NEXT: }
