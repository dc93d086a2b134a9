// RUN: mlir-opt %s --convert-math-to-libm | FileCheck %s

// Expectations are mlir-opt-19's output: libm calls declared once at the
// start of the module (readnone), vectors unrolled, f16/bf16 computed in f32,
// an existing declaration reused.

func.func @f(%a: f32, %b: f64) {
  %absf = math.absf %a : f32
  %absf_d = math.absf %b : f64
  %acos = math.acos %a : f32
  %acos_d = math.acos %b : f64
  %acosh = math.acosh %a : f32
  %acosh_d = math.acosh %b : f64
  %asin = math.asin %a : f32
  %asin_d = math.asin %b : f64
  %asinh = math.asinh %a : f32
  %asinh_d = math.asinh %b : f64
  %atan = math.atan %a : f32
  %atan_d = math.atan %b : f64
  %atanh = math.atanh %a : f32
  %atanh_d = math.atanh %b : f64
  %cbrt = math.cbrt %a : f32
  %cbrt_d = math.cbrt %b : f64
  %ceil = math.ceil %a : f32
  %ceil_d = math.ceil %b : f64
  %cos = math.cos %a : f32
  %cos_d = math.cos %b : f64
  %cosh = math.cosh %a : f32
  %cosh_d = math.cosh %b : f64
  %erf = math.erf %a : f32
  %erf_d = math.erf %b : f64
  %exp = math.exp %a : f32
  %exp_d = math.exp %b : f64
  %exp2 = math.exp2 %a : f32
  %exp2_d = math.exp2 %b : f64
  %expm1 = math.expm1 %a : f32
  %expm1_d = math.expm1 %b : f64
  %floor = math.floor %a : f32
  %floor_d = math.floor %b : f64
  %log = math.log %a : f32
  %log_d = math.log %b : f64
  %log10 = math.log10 %a : f32
  %log10_d = math.log10 %b : f64
  %log1p = math.log1p %a : f32
  %log1p_d = math.log1p %b : f64
  %log2 = math.log2 %a : f32
  %log2_d = math.log2 %b : f64
  %round = math.round %a : f32
  %round_d = math.round %b : f64
  %roundeven = math.roundeven %a : f32
  %roundeven_d = math.roundeven %b : f64
  %sin = math.sin %a : f32
  %sin_d = math.sin %b : f64
  %sinh = math.sinh %a : f32
  %sinh_d = math.sinh %b : f64
  %sqrt = math.sqrt %a : f32
  %sqrt_d = math.sqrt %b : f64
  %tan = math.tan %a : f32
  %tan_d = math.tan %b : f64
  %tanh = math.tanh %a : f32
  %tanh_d = math.tanh %b : f64
  %trunc = math.trunc %a : f32
  %trunc_d = math.trunc %b : f64
  %p = math.powf %a, %a : f32
  %t2 = math.atan2 %b, %b : f64
  %fm = math.fma %a, %a, %a : f32
  return
}
func.func @vectors(%v: vector<2x2xf32>, %w: vector<f32>, %b: bf16) {
 %0 = math.atan2 %v, %v : vector<2x2xf32>
 %1 = math.sin %w : vector<f32>
 %2 = math.sin %b : bf16
 return
}
func.func private @sinf(f32) -> f32
func.func @declared(%a: f32, %h: vector<2xf16>) -> f32 {
  %0 = math.sin %a : f32
  %1 = math.cos %h : vector<2xf16>
  return %0 : f32
}

// CHECK: module {
// CHECK-LABEL: func.func private @atan2f(f32, f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @fmaf(f32, f32, f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @atan2(f64, f64) -> f64 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @powf(f32, f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @trunc(f64) -> f64 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @truncf(f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @tanh(f64) -> f64 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @tanhf(f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @tan(f64) -> f64 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @tanf(f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @sqrt(f64) -> f64 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @sqrtf(f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @sinh(f64) -> f64 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @sinhf(f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @sin(f64) -> f64 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @roundeven(f64) -> f64 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @roundevenf(f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @round(f64) -> f64 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @roundf(f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @log2(f64) -> f64 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @log2f(f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @log1p(f64) -> f64 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @log1pf(f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @log10(f64) -> f64 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @log10f(f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @log(f64) -> f64 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @logf(f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @floor(f64) -> f64 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @floorf(f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @expm1(f64) -> f64 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @expm1f(f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @exp2(f64) -> f64 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @exp2f(f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @exp(f64) -> f64 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @expf(f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @erf(f64) -> f64 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @erff(f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @cosh(f64) -> f64 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @coshf(f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @cos(f64) -> f64 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @cosf(f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @ceil(f64) -> f64 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @ceilf(f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @cbrt(f64) -> f64 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @cbrtf(f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @atanh(f64) -> f64 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @atanhf(f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @atan(f64) -> f64 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @atanf(f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @asinh(f64) -> f64 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @asinhf(f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @asin(f64) -> f64 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @asinf(f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @acosh(f64) -> f64 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @acoshf(f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @acos(f64) -> f64 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @acosf(f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @fabs(f64) -> f64 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @fabsf(f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func @f(%arg0: f32, %arg1: f64) {
// CHECK-NEXT: %0 = call @fabsf(%arg0) : (f32) -> f32
// CHECK-NEXT: %1 = call @fabs(%arg1) : (f64) -> f64
// CHECK-NEXT: %2 = call @acosf(%arg0) : (f32) -> f32
// CHECK-NEXT: %3 = call @acos(%arg1) : (f64) -> f64
// CHECK-NEXT: %4 = call @acoshf(%arg0) : (f32) -> f32
// CHECK-NEXT: %5 = call @acosh(%arg1) : (f64) -> f64
// CHECK-NEXT: %6 = call @asinf(%arg0) : (f32) -> f32
// CHECK-NEXT: %7 = call @asin(%arg1) : (f64) -> f64
// CHECK-NEXT: %8 = call @asinhf(%arg0) : (f32) -> f32
// CHECK-NEXT: %9 = call @asinh(%arg1) : (f64) -> f64
// CHECK-NEXT: %10 = call @atanf(%arg0) : (f32) -> f32
// CHECK-NEXT: %11 = call @atan(%arg1) : (f64) -> f64
// CHECK-NEXT: %12 = call @atanhf(%arg0) : (f32) -> f32
// CHECK-NEXT: %13 = call @atanh(%arg1) : (f64) -> f64
// CHECK-NEXT: %14 = call @cbrtf(%arg0) : (f32) -> f32
// CHECK-NEXT: %15 = call @cbrt(%arg1) : (f64) -> f64
// CHECK-NEXT: %16 = call @ceilf(%arg0) : (f32) -> f32
// CHECK-NEXT: %17 = call @ceil(%arg1) : (f64) -> f64
// CHECK-NEXT: %18 = call @cosf(%arg0) : (f32) -> f32
// CHECK-NEXT: %19 = call @cos(%arg1) : (f64) -> f64
// CHECK-NEXT: %20 = call @coshf(%arg0) : (f32) -> f32
// CHECK-NEXT: %21 = call @cosh(%arg1) : (f64) -> f64
// CHECK-NEXT: %22 = call @erff(%arg0) : (f32) -> f32
// CHECK-NEXT: %23 = call @erf(%arg1) : (f64) -> f64
// CHECK-NEXT: %24 = call @expf(%arg0) : (f32) -> f32
// CHECK-NEXT: %25 = call @exp(%arg1) : (f64) -> f64
// CHECK-NEXT: %26 = call @exp2f(%arg0) : (f32) -> f32
// CHECK-NEXT: %27 = call @exp2(%arg1) : (f64) -> f64
// CHECK-NEXT: %28 = call @expm1f(%arg0) : (f32) -> f32
// CHECK-NEXT: %29 = call @expm1(%arg1) : (f64) -> f64
// CHECK-NEXT: %30 = call @floorf(%arg0) : (f32) -> f32
// CHECK-NEXT: %31 = call @floor(%arg1) : (f64) -> f64
// CHECK-NEXT: %32 = call @logf(%arg0) : (f32) -> f32
// CHECK-NEXT: %33 = call @log(%arg1) : (f64) -> f64
// CHECK-NEXT: %34 = call @log10f(%arg0) : (f32) -> f32
// CHECK-NEXT: %35 = call @log10(%arg1) : (f64) -> f64
// CHECK-NEXT: %36 = call @log1pf(%arg0) : (f32) -> f32
// CHECK-NEXT: %37 = call @log1p(%arg1) : (f64) -> f64
// CHECK-NEXT: %38 = call @log2f(%arg0) : (f32) -> f32
// CHECK-NEXT: %39 = call @log2(%arg1) : (f64) -> f64
// CHECK-NEXT: %40 = call @roundf(%arg0) : (f32) -> f32
// CHECK-NEXT: %41 = call @round(%arg1) : (f64) -> f64
// CHECK-NEXT: %42 = call @roundevenf(%arg0) : (f32) -> f32
// CHECK-NEXT: %43 = call @roundeven(%arg1) : (f64) -> f64
// CHECK-NEXT: %44 = call @sinf(%arg0) : (f32) -> f32
// CHECK-NEXT: %45 = call @sin(%arg1) : (f64) -> f64
// CHECK-NEXT: %46 = call @sinhf(%arg0) : (f32) -> f32
// CHECK-NEXT: %47 = call @sinh(%arg1) : (f64) -> f64
// CHECK-NEXT: %48 = call @sqrtf(%arg0) : (f32) -> f32
// CHECK-NEXT: %49 = call @sqrt(%arg1) : (f64) -> f64
// CHECK-NEXT: %50 = call @tanf(%arg0) : (f32) -> f32
// CHECK-NEXT: %51 = call @tan(%arg1) : (f64) -> f64
// CHECK-NEXT: %52 = call @tanhf(%arg0) : (f32) -> f32
// CHECK-NEXT: %53 = call @tanh(%arg1) : (f64) -> f64
// CHECK-NEXT: %54 = call @truncf(%arg0) : (f32) -> f32
// CHECK-NEXT: %55 = call @trunc(%arg1) : (f64) -> f64
// CHECK-NEXT: %56 = call @powf(%arg0, %arg0) : (f32, f32) -> f32
// CHECK-NEXT: %57 = call @atan2(%arg1, %arg1) : (f64, f64) -> f64
// CHECK-NEXT: %58 = call @fmaf(%arg0, %arg0, %arg0) : (f32, f32, f32) -> f32
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @vectors(%arg0: vector<2x2xf32>, %arg1: vector<f32>, %arg2: bf16) {
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2x2xf32>
// CHECK-NEXT: %0 = vector.extract %arg0[0, 0] : f32 from vector<2x2xf32>
// CHECK-NEXT: %1 = vector.extract %arg0[0, 0] : f32 from vector<2x2xf32>
// CHECK-NEXT: %2 = call @atan2f(%0, %1) : (f32, f32) -> f32
// CHECK-NEXT: %3 = vector.insert %2, %cst [0, 0] : f32 into vector<2x2xf32>
// CHECK-NEXT: %4 = vector.extract %arg0[0, 1] : f32 from vector<2x2xf32>
// CHECK-NEXT: %5 = vector.extract %arg0[0, 1] : f32 from vector<2x2xf32>
// CHECK-NEXT: %6 = call @atan2f(%4, %5) : (f32, f32) -> f32
// CHECK-NEXT: %7 = vector.insert %6, %3 [0, 1] : f32 into vector<2x2xf32>
// CHECK-NEXT: %8 = vector.extract %arg0[1, 0] : f32 from vector<2x2xf32>
// CHECK-NEXT: %9 = vector.extract %arg0[1, 0] : f32 from vector<2x2xf32>
// CHECK-NEXT: %10 = call @atan2f(%8, %9) : (f32, f32) -> f32
// CHECK-NEXT: %11 = vector.insert %10, %7 [1, 0] : f32 into vector<2x2xf32>
// CHECK-NEXT: %12 = vector.extract %arg0[1, 1] : f32 from vector<2x2xf32>
// CHECK-NEXT: %13 = vector.extract %arg0[1, 1] : f32 from vector<2x2xf32>
// CHECK-NEXT: %14 = call @atan2f(%12, %13) : (f32, f32) -> f32
// CHECK-NEXT: %15 = vector.insert %14, %11 [1, 1] : f32 into vector<2x2xf32>
// CHECK-NEXT: %cst_0 = arith.constant dense<0.000000e+00> : vector<f32>
// CHECK-NEXT: %16 = vector.extract %arg1[] : f32 from vector<f32>
// CHECK-NEXT: %17 = call @sinf(%16) : (f32) -> f32
// CHECK-NEXT: %18 = vector.insert %17, %cst_0 [] : f32 into vector<f32>
// CHECK-NEXT: %19 = arith.extf %arg2 : bf16 to f32
// CHECK-NEXT: %20 = call @sinf(%19) : (f32) -> f32
// CHECK-NEXT: %21 = arith.truncf %20 : f32 to bf16
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @sinf(f32) -> f32
// CHECK-LABEL: func.func @declared(%arg0: f32, %arg1: vector<2xf16>) -> f32 {
// CHECK-NEXT: %0 = call @sinf(%arg0) : (f32) -> f32
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2xf16>
// CHECK-NEXT: %1 = vector.extract %arg1[0] : f16 from vector<2xf16>
// CHECK-NEXT: %2 = arith.extf %1 : f16 to f32
// CHECK-NEXT: %3 = call @cosf(%2) : (f32) -> f32
// CHECK-NEXT: %4 = arith.truncf %3 : f32 to f16
// CHECK-NEXT: %5 = vector.insert %4, %cst [0] : f16 into vector<2xf16>
// CHECK-NEXT: %6 = vector.extract %arg1[1] : f16 from vector<2xf16>
// CHECK-NEXT: %7 = arith.extf %6 : f16 to f32
// CHECK-NEXT: %8 = call @cosf(%7) : (f32) -> f32
// CHECK-NEXT: %9 = arith.truncf %8 : f32 to f16
// CHECK-NEXT: %10 = vector.insert %9, %5 [1] : f16 into vector<2xf16>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
