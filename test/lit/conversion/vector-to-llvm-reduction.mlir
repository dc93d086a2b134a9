// RUN: mlir-opt %s -convert-vector-to-llvm | FileCheck %s

// vector.reduction lowered as mlir-opt-19 lowers it: llvm.intr.vector.reduce.*,
// the accumulator combined after, fast-math flags on the intrinsic.

func.func @r(%v: vector<4xf32>, %a: f32, %i: vector<4xi32>, %b: i32, %x: vector<4xindex>) -> (f32, f32, f32, i32, i32, index, f32, f32) {
  %0 = vector.reduction <add>, %v : vector<4xf32> into f32
  %1 = vector.reduction <mul>, %v, %a : vector<4xf32> into f32
  %2 = vector.reduction <maximumf>, %v, %a fastmath<nnan> : vector<4xf32> into f32
  %3 = vector.reduction <maxsi>, %i, %b : vector<4xi32> into i32
  %4 = vector.reduction <xor>, %i : vector<4xi32> into i32
  %5 = vector.reduction <add>, %x : vector<4xindex> into index
  %6 = vector.reduction <minnumf>, %v, %a : vector<4xf32> into f32
  %7 = vector.reduction <add>, %v, %a fastmath<fast> : vector<4xf32> into f32
  return %0, %1, %2, %3, %4, %5, %6, %7 : f32, f32, f32, i32, i32, index, f32, f32
}
func.func @r2(%i: vector<4xi32>, %b: i32, %v: vector<4xf32>, %a: f32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) {
  %0 = vector.reduction <add>, %i, %b : vector<4xi32> into i32
  %1 = vector.reduction <mul>, %i, %b : vector<4xi32> into i32
  %2 = vector.reduction <minui>, %i, %b : vector<4xi32> into i32
  %3 = vector.reduction <minsi>, %i, %b : vector<4xi32> into i32
  %4 = vector.reduction <maxui>, %i, %b : vector<4xi32> into i32
  %5 = vector.reduction <and>, %i, %b : vector<4xi32> into i32
  %6 = vector.reduction <or>, %i, %b : vector<4xi32> into i32
  %7 = vector.reduction <xor>, %i, %b : vector<4xi32> into i32
  %8 = vector.reduction <maxsi>, %i : vector<4xi32> into i32
  %9 = vector.reduction <minimumf>, %v : vector<4xf32> into f32
  %10 = vector.reduction <maxnumf>, %v, %a : vector<4xf32> into f32
  %11 = vector.reduction <minimumf>, %v, %a : vector<4xf32> into f32
  %12 = vector.reduction <mul>, %v : vector<4xf32> into f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12 : i32, i32, i32, i32, i32, i32, i32, i32, i32, f32, f32, f32, f32
}
func.func @r0b(%v: vector<f32>) -> f32 {
  %0 = vector.reduction <add>, %v : vector<f32> into f32
  return %0 : f32
}

// CHECK: module {
// CHECK-NEXT:   func.func @r(%arg0: vector<4xf32>, %arg1: f32, %arg2: vector<4xi32>, %arg3: i32, %arg4: vector<4xindex>) -> (f32, f32, f32, i32, i32, index, f32, f32) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg4 : vector<4xindex> to vector<4xi64>
// CHECK-NEXT:     %1 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT:     %2 = "llvm.intr.vector.reduce.fadd"(%1, %arg0) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
// CHECK-NEXT:     %3 = "llvm.intr.vector.reduce.fmul"(%arg1, %arg0) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
// CHECK-NEXT:     %4 = llvm.intr.vector.reduce.fmaximum(%arg0)  {fastmathFlags = #llvm.fastmath<nnan>} : (vector<4xf32>) -> f32
// CHECK-NEXT:     %5 = llvm.intr.maximum(%4, %arg1)  : (f32, f32) -> f32
// CHECK-NEXT:     %6 = "llvm.intr.vector.reduce.smax"(%arg2) : (vector<4xi32>) -> i32
// CHECK-NEXT:     %7 = llvm.icmp "sge" %arg3, %6 : i32
// CHECK-NEXT:     %8 = llvm.select %7, %arg3, %6 : i1, i32
// CHECK-NEXT:     %9 = "llvm.intr.vector.reduce.xor"(%arg2) : (vector<4xi32>) -> i32
// CHECK-NEXT:     %10 = "llvm.intr.vector.reduce.add"(%0) : (vector<4xi64>) -> i64
// CHECK-NEXT:     %11 = builtin.unrealized_conversion_cast %10 : i64 to index
// CHECK-NEXT:     %12 = llvm.intr.vector.reduce.fmin(%arg0)  : (vector<4xf32>) -> f32
// CHECK-NEXT:     %13 = llvm.intr.minnum(%12, %arg1)  : (f32, f32) -> f32
// CHECK-NEXT:     %14 = "llvm.intr.vector.reduce.fadd"(%arg1, %arg0) <{fastmathFlags = #llvm.fastmath<fast>}> : (f32, vector<4xf32>) -> f32
// CHECK-NEXT:     return %2, %3, %5, %8, %9, %11, %13, %14 : f32, f32, f32, i32, i32, index, f32, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @r2(%arg0: vector<4xi32>, %arg1: i32, %arg2: vector<4xf32>, %arg3: f32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) {
// CHECK-NEXT:     %0 = "llvm.intr.vector.reduce.add"(%arg0) : (vector<4xi32>) -> i32
// CHECK-NEXT:     %1 = llvm.add %arg1, %0 : i32
// CHECK-NEXT:     %2 = "llvm.intr.vector.reduce.mul"(%arg0) : (vector<4xi32>) -> i32
// CHECK-NEXT:     %3 = llvm.mul %arg1, %2 : i32
// CHECK-NEXT:     %4 = "llvm.intr.vector.reduce.umin"(%arg0) : (vector<4xi32>) -> i32
// CHECK-NEXT:     %5 = llvm.icmp "ule" %arg1, %4 : i32
// CHECK-NEXT:     %6 = llvm.select %5, %arg1, %4 : i1, i32
// CHECK-NEXT:     %7 = "llvm.intr.vector.reduce.smin"(%arg0) : (vector<4xi32>) -> i32
// CHECK-NEXT:     %8 = llvm.icmp "sle" %arg1, %7 : i32
// CHECK-NEXT:     %9 = llvm.select %8, %arg1, %7 : i1, i32
// CHECK-NEXT:     %10 = "llvm.intr.vector.reduce.umax"(%arg0) : (vector<4xi32>) -> i32
// CHECK-NEXT:     %11 = llvm.icmp "uge" %arg1, %10 : i32
// CHECK-NEXT:     %12 = llvm.select %11, %arg1, %10 : i1, i32
// CHECK-NEXT:     %13 = "llvm.intr.vector.reduce.and"(%arg0) : (vector<4xi32>) -> i32
// CHECK-NEXT:     %14 = llvm.and %arg1, %13  : i32
// CHECK-NEXT:     %15 = "llvm.intr.vector.reduce.or"(%arg0) : (vector<4xi32>) -> i32
// CHECK-NEXT:     %16 = llvm.or %arg1, %15  : i32
// CHECK-NEXT:     %17 = "llvm.intr.vector.reduce.xor"(%arg0) : (vector<4xi32>) -> i32
// CHECK-NEXT:     %18 = llvm.xor %arg1, %17  : i32
// CHECK-NEXT:     %19 = "llvm.intr.vector.reduce.smax"(%arg0) : (vector<4xi32>) -> i32
// CHECK-NEXT:     %20 = llvm.intr.vector.reduce.fminimum(%arg2)  : (vector<4xf32>) -> f32
// CHECK-NEXT:     %21 = llvm.intr.vector.reduce.fmax(%arg2)  : (vector<4xf32>) -> f32
// CHECK-NEXT:     %22 = llvm.intr.maxnum(%21, %arg3)  : (f32, f32) -> f32
// CHECK-NEXT:     %23 = llvm.intr.vector.reduce.fminimum(%arg2)  : (vector<4xf32>) -> f32
// CHECK-NEXT:     %24 = llvm.intr.minimum(%23, %arg3)  : (f32, f32) -> f32
// CHECK-NEXT:     %25 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT:     %26 = "llvm.intr.vector.reduce.fmul"(%25, %arg2) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
// CHECK-NEXT:     return %1, %3, %6, %9, %12, %14, %16, %18, %19, %20, %22, %24, %26 : i32, i32, i32, i32, i32, i32, i32, i32, i32, f32, f32, f32, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @r0b(%arg0: vector<f32>) -> f32 {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : vector<f32> to vector<1xf32>
// CHECK-NEXT:     %1 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT:     %2 = "llvm.intr.vector.reduce.fadd"(%1, %0) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<1xf32>) -> f32
// CHECK-NEXT:     return %2 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
