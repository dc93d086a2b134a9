// RUN: mlir-opt %s -convert-vector-to-llvm=reassociate-fp-reductions | FileCheck %s
// RUN: mlir-opt %s -convert-vector-to-llvm='reassociate-fp-reductions=0' | FileCheck %s --check-prefix=PLAIN

// The reassociate-fp-reductions option: reassoc joins a float reduction's
// fast-math flags (integer reductions are unchanged). CHECK lines are
// mlir-opt-19's output.

func.func @r(%v: vector<4xf32>, %a: f32, %w: vector<4xi32>) -> (f32, f32, f32, f32, f32, i32) {
  %0 = vector.reduction <add>, %v : vector<4xf32> into f32
  %1 = vector.reduction <add>, %v, %a : vector<4xf32> into f32
  %2 = vector.reduction <mul>, %v : vector<4xf32> into f32
  %3 = vector.reduction <mul>, %v, %a fastmath<fast> : vector<4xf32> into f32
  %4 = vector.reduction <maximumf>, %v : vector<4xf32> into f32
  %5 = vector.reduction <add>, %w : vector<4xi32> into i32
  return %0, %1, %2, %3, %4, %5 : f32, f32, f32, f32, f32, i32
}
func.func @r2(%v: vector<4xf32>, %a: f32) -> (f32, f32) {
  %0 = vector.reduction <add>, %v fastmath<nnan,contract> : vector<4xf32> into f32
  %1 = vector.reduction <minnumf>, %v, %a fastmath<nnan> : vector<4xf32> into f32
  return %0, %1 : f32, f32
}

// CHECK-LABEL: func.func @r(%arg0: vector<4xf32>, %arg1: f32, %arg2: vector<4xi32>) -> (f32, f32, f32, f32, f32, i32) {
// CHECK-NEXT: %0 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %1 = "llvm.intr.vector.reduce.fadd"(%0, %arg0) <{fastmathFlags = #llvm.fastmath<reassoc>}> : (f32, vector<4xf32>) -> f32
// CHECK-NEXT: %2 = "llvm.intr.vector.reduce.fadd"(%arg1, %arg0) <{fastmathFlags = #llvm.fastmath<reassoc>}> : (f32, vector<4xf32>) -> f32
// CHECK-NEXT: %3 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT: %4 = "llvm.intr.vector.reduce.fmul"(%3, %arg0) <{fastmathFlags = #llvm.fastmath<reassoc>}> : (f32, vector<4xf32>) -> f32
// CHECK-NEXT: %5 = "llvm.intr.vector.reduce.fmul"(%arg1, %arg0) <{fastmathFlags = #llvm.fastmath<fast>}> : (f32, vector<4xf32>) -> f32
// CHECK-NEXT: %6 = llvm.intr.vector.reduce.fmaximum(%arg0)  {fastmathFlags = #llvm.fastmath<reassoc>} : (vector<4xf32>) -> f32
// CHECK-NEXT: %7 = "llvm.intr.vector.reduce.add"(%arg2) : (vector<4xi32>) -> i32
// CHECK-NEXT: return %1, %2, %4, %5, %6, %7 : f32, f32, f32, f32, f32, i32
// CHECK-LABEL: func.func @r2(%arg0: vector<4xf32>, %arg1: f32) -> (f32, f32) {
// CHECK-NEXT: %0 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %1 = "llvm.intr.vector.reduce.fadd"(%0, %arg0) <{fastmathFlags = #llvm.fastmath<nnan, contract, reassoc>}> : (f32, vector<4xf32>) -> f32
// CHECK-NEXT: %2 = llvm.intr.vector.reduce.fmin(%arg0)  {fastmathFlags = #llvm.fastmath<nnan, reassoc>} : (vector<4xf32>) -> f32
// CHECK-NEXT: %3 = llvm.intr.minnum(%2, %arg1)  : (f32, f32) -> f32
// CHECK-NEXT: return %1, %3 : f32, f32

// PLAIN-LABEL: func.func @r(%arg0: vector<4xf32>, %arg1: f32, %arg2: vector<4xi32>) -> (f32, f32, f32, f32, f32, i32) {
// PLAIN-NEXT: %0 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// PLAIN-NEXT: %1 = "llvm.intr.vector.reduce.fadd"(%0, %arg0) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
// PLAIN-NEXT: %2 = "llvm.intr.vector.reduce.fadd"(%arg1, %arg0) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
// PLAIN-NEXT: %3 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// PLAIN-NEXT: %4 = "llvm.intr.vector.reduce.fmul"(%3, %arg0) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
// PLAIN-NEXT: %5 = "llvm.intr.vector.reduce.fmul"(%arg1, %arg0) <{fastmathFlags = #llvm.fastmath<fast>}> : (f32, vector<4xf32>) -> f32
// PLAIN-NEXT: %6 = llvm.intr.vector.reduce.fmaximum(%arg0)  : (vector<4xf32>) -> f32
// PLAIN-NEXT: %7 = "llvm.intr.vector.reduce.add"(%arg2) : (vector<4xi32>) -> i32
// PLAIN-NEXT: return %1, %2, %4, %5, %6, %7 : f32, f32, f32, f32, f32, i32
// PLAIN-LABEL: func.func @r2(%arg0: vector<4xf32>, %arg1: f32) -> (f32, f32) {
// PLAIN-NEXT: %0 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// PLAIN-NEXT: %1 = "llvm.intr.vector.reduce.fadd"(%0, %arg0) <{fastmathFlags = #llvm.fastmath<nnan, contract>}> : (f32, vector<4xf32>) -> f32
// PLAIN-NEXT: %2 = llvm.intr.vector.reduce.fmin(%arg0)  {fastmathFlags = #llvm.fastmath<nnan>} : (vector<4xf32>) -> f32
// PLAIN-NEXT: %3 = llvm.intr.minnum(%2, %arg1)  : (f32, f32) -> f32
// PLAIN-NEXT: return %1, %3 : f32, f32
