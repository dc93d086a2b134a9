// RUN: mlir-opt %s --pass-pipeline="builtin.module(func.func(convert-arith-to-llvm))" | FileCheck %s
// RUN: mlir-opt %s --convert-arith-to-llvm --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: mlir-opt %s --convert-to-llvm="filter-dialects=arith" | FileCheck %s

// Expectations are mlir-opt-19's output. Integer and float arithmetic with
// its LLVM twin, overflow and fast-math flags (reordered as LLVM orders them).

// CHECK-LABEL: func.func @ops
// CHECK-NEXT: %0 = llvm.mlir.constant(42 : i32) : i32
// CHECK-NEXT: %1 = llvm.mlir.constant(1.500000e+00 : f32) : f32
// CHECK-NEXT: %2 = llvm.mlir.constant(dense<4.200000e+00> : vector<4xf32>) : vector<4xf32>
// CHECK-NEXT: %3 = llvm.add %arg0, %0 : i32
// CHECK-NEXT: %4 = llvm.sub %3, %arg1 : i32
// CHECK-NEXT: %5 = llvm.mul %4, %arg1 overflow<nsw> : i32
// CHECK-NEXT: %6 = llvm.sdiv %5, %arg1  : i32
// CHECK-NEXT: %7 = llvm.and %6, %arg0  : i32
// CHECK-NEXT: %8 = llvm.xor %7, %arg0  : i32
// CHECK-NEXT: %9 = llvm.lshr %8, %arg1  : i32
// CHECK-NEXT: %10 = llvm.fadd %arg2, %1  : f32
// CHECK-NEXT: %11 = llvm.fmul %10, %arg3  {fastmathFlags = #llvm.fastmath<fast>} : f32
// CHECK-NEXT: %12 = llvm.fneg %11  {fastmathFlags = #llvm.fastmath<nnan, reassoc>} : f32
// CHECK-NEXT: %13 = llvm.fadd %arg4, %2  : vector<4xf32>
// CHECK-NEXT: return %9 : i32
func.func @ops(%a: i32, %b: i32, %x: f32, %y: f32, %v: vector<4xf32>) -> i32 {
  %c = arith.constant 42 : i32
  %f = arith.constant 1.5 : f32
  %d = arith.constant dense<4.2> : vector<4xf32>
  %0 = arith.addi %a, %c : i32
  %1 = arith.subi %0, %b : i32
  %2 = arith.muli %1, %b overflow<nsw> : i32
  %3 = arith.divsi %2, %b : i32
  %4 = arith.andi %3, %a : i32
  %5 = arith.xori %4, %a : i32
  %6 = arith.shrui %5, %b : i32
  %7 = arith.addf %x, %f : f32
  %8 = arith.mulf %7, %y fastmath<fast> : f32
  %9 = arith.negf %8 fastmath<reassoc,nnan> : f32
  %10 = arith.addf %v, %d : vector<4xf32>
  return %6 : i32
}

// The generic form shows the flags as properties, defaults included.
// GENERIC: "llvm.mul"(%{{.*}}, %{{.*}}) <{overflowFlags = #llvm.overflow<nsw>}> : (i32, i32) -> i32
// GENERIC: "llvm.fneg"(%{{.*}}) <{fastmathFlags = #llvm.fastmath<nnan, reassoc>}> : (f32) -> f32
