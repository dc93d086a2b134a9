// RUN: mlir-opt %s --convert-arith-to-llvm | FileCheck %s
// RUN: mlir-opt %s --convert-to-llvm="filter-dialects=arith" | FileCheck %s

// Expectations are mlir-opt-19's output: comparisons keep their predicate
// (and fast-math flags), casts and select become the LLVM instruction of
// the same meaning, min/max become LLVM's intrinsics.

// CHECK-LABEL: func.func @more
// CHECK-NEXT: %0 = llvm.icmp "slt" %arg0, %arg1 : i32
// CHECK-NEXT: %1 = llvm.fcmp "olt" %arg3, %arg4 : f32
// CHECK-NEXT: %2 = llvm.fcmp "une" %arg3, %arg4 {fastmathFlags = #llvm.fastmath<nnan>} : f32
// CHECK-NEXT: %3 = llvm.select %arg2, %arg0, %arg1 : i1, i32
// CHECK-NEXT: %4 = llvm.sext %arg0 : i32 to i64
// CHECK-NEXT: %5 = llvm.zext %arg0 : i32 to i64
// CHECK-NEXT: %6 = llvm.trunc %arg5 : i64 to i32
// CHECK-NEXT: %7 = llvm.sitofp %arg0 : i32 to f32
// CHECK-NEXT: %8 = llvm.uitofp %arg0 : i32 to f32
// CHECK-NEXT: %9 = llvm.fptosi %arg3 : f32 to i32
// CHECK-NEXT: %10 = llvm.fptoui %arg3 : f32 to i32
// CHECK-NEXT: %11 = llvm.fpext %arg6 : f16 to f32
// CHECK-NEXT: %12 = llvm.fptrunc %arg3 : f32 to f16
// CHECK-NEXT: %13 = llvm.bitcast %arg3 : f32 to i32
// CHECK-NEXT: %14 = llvm.intr.smax(%arg0, %arg1)  : (i32, i32) -> i32
// CHECK-NEXT: %15 = llvm.intr.umin(%arg0, %arg1)  : (i32, i32) -> i32
// CHECK-NEXT: %16 = llvm.intr.maximum(%arg3, %arg4)  : (f32, f32) -> f32
// CHECK-NEXT: %17 = llvm.intr.minnum(%arg3, %arg4)  {fastmathFlags = #llvm.fastmath<fast>} : (f32, f32) -> f32
// CHECK-NEXT: %18 = llvm.sext %arg7 : vector<4xi32> to vector<4xi64>
// CHECK-NEXT: return
func.func @more(%a: i32, %b: i32, %c: i1, %x: f32, %y: f32, %w: i64, %h: f16, %v: vector<4xi32>) {
  %0 = arith.cmpi slt, %a, %b : i32
  %2 = arith.cmpf olt, %x, %y : f32
  %3 = arith.cmpf une, %x, %y fastmath<nnan> : f32
  %4 = arith.select %c, %a, %b : i32
  %5 = arith.extsi %a : i32 to i64
  %6 = arith.extui %a : i32 to i64
  %7 = arith.trunci %w : i64 to i32
  %8 = arith.sitofp %a : i32 to f32
  %9 = arith.uitofp %a : i32 to f32
  %10 = arith.fptosi %x : f32 to i32
  %11 = arith.fptoui %x : f32 to i32
  %12 = arith.extf %h : f16 to f32
  %13 = arith.truncf %x : f32 to f16
  %14 = arith.bitcast %x : f32 to i32
  %15 = arith.maxsi %a, %b : i32
  %16 = arith.minui %a, %b : i32
  %17 = arith.maximumf %x, %y : f32
  %18 = arith.minnumf %x, %y fastmath<fast> : f32
  %19 = arith.extsi %v : vector<4xi32> to vector<4xi64>
  return
}
