// RUN: mlir-opt %s --convert-complex-to-llvm | FileCheck %s

// Expectations are mlir-opt-19's output: complex values as !llvm.struct<(T, T)>,
// arithmetic on the parts with the fast-math flags.

func.func @f(%a: complex<f32>, %b: complex<f32>, %x: f32, %y: f32, %d: complex<f64>) -> complex<f32> {
  %0 = complex.create %x, %y : complex<f32>
  %1 = complex.re %a : complex<f32>
  %2 = complex.im %a : complex<f32>
  %3 = complex.add %a, %b : complex<f32>
  %4 = complex.sub %a, %b fastmath<nnan> : complex<f32>
  %5 = complex.mul %a, %b : complex<f32>
  %6 = complex.div %a, %b : complex<f32>
  %7 = complex.abs %a : complex<f32>
  %8 = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  %13 = complex.abs %d fastmath<fast> : complex<f64>
  %14 = complex.mul %a, %b fastmath<fast> : complex<f32>
  return %0 : complex<f32>
}

// CHECK: module {
// CHECK-LABEL: func.func @f(%arg0: complex<f32>, %arg1: complex<f32>, %arg2: f32, %arg3: f32, %arg4: complex<f64>) -> complex<f32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg4 : complex<f64> to !llvm.struct<(f64, f64)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : complex<f32> to !llvm.struct<(f32, f32)>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : complex<f32> to !llvm.struct<(f32, f32)>
// CHECK-NEXT: %3 = llvm.mlir.undef : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg2, %3[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg3, %4[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %6 = builtin.unrealized_conversion_cast %5 : !llvm.struct<(f32, f32)> to complex<f32>
// CHECK-NEXT: %7 = llvm.extractvalue %2[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %8 = llvm.extractvalue %2[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %9 = llvm.extractvalue %2[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %10 = llvm.extractvalue %2[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %11 = llvm.extractvalue %1[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %12 = llvm.extractvalue %1[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %13 = llvm.mlir.undef : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %14 = llvm.fadd %9, %11  : f32
// CHECK-NEXT: %15 = llvm.fadd %10, %12  : f32
// CHECK-NEXT: %16 = llvm.insertvalue %14, %13[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %17 = llvm.insertvalue %15, %16[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %18 = llvm.extractvalue %2[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %19 = llvm.extractvalue %2[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %20 = llvm.extractvalue %1[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %21 = llvm.extractvalue %1[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %22 = llvm.mlir.undef : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %23 = llvm.fsub %18, %20  {fastmathFlags = #llvm.fastmath<nnan>} : f32
// CHECK-NEXT: %24 = llvm.fsub %19, %21  {fastmathFlags = #llvm.fastmath<nnan>} : f32
// CHECK-NEXT: %25 = llvm.insertvalue %23, %22[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %26 = llvm.insertvalue %24, %25[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %27 = llvm.extractvalue %2[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %28 = llvm.extractvalue %2[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %29 = llvm.extractvalue %1[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %30 = llvm.extractvalue %1[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %31 = llvm.mlir.undef : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %32 = llvm.fmul %29, %27  : f32
// CHECK-NEXT: %33 = llvm.fmul %30, %28  : f32
// CHECK-NEXT: %34 = llvm.fsub %32, %33  : f32
// CHECK-NEXT: %35 = llvm.fmul %28, %29  : f32
// CHECK-NEXT: %36 = llvm.fmul %27, %30  : f32
// CHECK-NEXT: %37 = llvm.fadd %35, %36  : f32
// CHECK-NEXT: %38 = llvm.insertvalue %34, %31[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %39 = llvm.insertvalue %37, %38[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %40 = llvm.extractvalue %2[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %41 = llvm.extractvalue %2[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %42 = llvm.extractvalue %1[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %43 = llvm.extractvalue %1[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %44 = llvm.mlir.undef : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %45 = llvm.fmul %42, %42  : f32
// CHECK-NEXT: %46 = llvm.fmul %43, %43  : f32
// CHECK-NEXT: %47 = llvm.fadd %45, %46  : f32
// CHECK-NEXT: %48 = llvm.fmul %40, %42  : f32
// CHECK-NEXT: %49 = llvm.fmul %41, %43  : f32
// CHECK-NEXT: %50 = llvm.fadd %48, %49  : f32
// CHECK-NEXT: %51 = llvm.fmul %41, %42  : f32
// CHECK-NEXT: %52 = llvm.fmul %40, %43  : f32
// CHECK-NEXT: %53 = llvm.fsub %51, %52  : f32
// CHECK-NEXT: %54 = llvm.fdiv %50, %47  : f32
// CHECK-NEXT: %55 = llvm.insertvalue %54, %44[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %56 = llvm.fdiv %53, %47  : f32
// CHECK-NEXT: %57 = llvm.insertvalue %56, %55[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %58 = llvm.extractvalue %2[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %59 = llvm.extractvalue %2[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %60 = llvm.fmul %58, %58  : f32
// CHECK-NEXT: %61 = llvm.fmul %59, %59  : f32
// CHECK-NEXT: %62 = llvm.fadd %60, %61  : f32
// CHECK-NEXT: %63 = llvm.intr.sqrt(%62)  : (f32) -> f32
// CHECK-NEXT: %64 = llvm.mlir.constant([1.000000e+00 : f32, 2.000000e+00 : f32]) : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %65 = llvm.extractvalue %0[0] : !llvm.struct<(f64, f64)>
// CHECK-NEXT: %66 = llvm.extractvalue %0[1] : !llvm.struct<(f64, f64)>
// CHECK-NEXT: %67 = llvm.fmul %65, %65  {fastmathFlags = #llvm.fastmath<fast>} : f64
// CHECK-NEXT: %68 = llvm.fmul %66, %66  {fastmathFlags = #llvm.fastmath<fast>} : f64
// CHECK-NEXT: %69 = llvm.fadd %67, %68  {fastmathFlags = #llvm.fastmath<fast>} : f64
// CHECK-NEXT: %70 = llvm.intr.sqrt(%69)  : (f64) -> f64
// CHECK-NEXT: %71 = llvm.extractvalue %2[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %72 = llvm.extractvalue %2[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %73 = llvm.extractvalue %1[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %74 = llvm.extractvalue %1[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %75 = llvm.mlir.undef : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %76 = llvm.fmul %73, %71  {fastmathFlags = #llvm.fastmath<fast>} : f32
// CHECK-NEXT: %77 = llvm.fmul %74, %72  {fastmathFlags = #llvm.fastmath<fast>} : f32
// CHECK-NEXT: %78 = llvm.fsub %76, %77  {fastmathFlags = #llvm.fastmath<fast>} : f32
// CHECK-NEXT: %79 = llvm.fmul %72, %73  {fastmathFlags = #llvm.fastmath<fast>} : f32
// CHECK-NEXT: %80 = llvm.fmul %71, %74  {fastmathFlags = #llvm.fastmath<fast>} : f32
// CHECK-NEXT: %81 = llvm.fadd %79, %80  {fastmathFlags = #llvm.fastmath<fast>} : f32
// CHECK-NEXT: %82 = llvm.insertvalue %78, %75[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %83 = llvm.insertvalue %81, %82[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: return %6 : complex<f32>
// CHECK-NEXT: }
// CHECK-NEXT: }
