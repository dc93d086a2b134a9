// RUN: mlir-opt %s --convert-arith-to-llvm | FileCheck %s

// Expectations are mlir-opt-19's output: the conversion folds an op before it
// lowers it (MLIR's legalizeWithFold): to an existing value, or to a constant
// materialised and lowered in its place (a comparison of a value with itself,
// of two constants); a constant on the left of a comparison moves right;
// constants themselves are not folded.

func.func @folds(%a: i32, %c: i1, %v: vector<4xi32>) -> (i32, i32, i32, i32) {
  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 4 : i32
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %c3, %c4 : i32
  %1 = arith.addi %a, %c0 : i32
  %2 = arith.select %c, %a, %a : i32
  %3 = arith.muli %a, %0 : i32
  %4 = arith.select %c, %v, %v : vector<4xi32>
  return %0, %1, %2, %3 : i32, i32, i32, i32
}
func.func @cmpi_folds(%a: i32, %b: i32, %v: vector<2xi32>) -> (i1, i1, i1, i1, i1, vector<2xi1>) {
  %c3 = arith.constant 3 : i32
  %cm1 = arith.constant -1 : i32
  %0 = arith.cmpi uge, %a, %a : i32
  %1 = arith.cmpi slt, %a, %a : i32
  %2 = arith.cmpi slt, %c3, %b : i32
  %3 = arith.cmpi ult, %c3, %cm1 : i32
  %4 = arith.cmpi slt, %c3, %cm1 : i32
  %5 = arith.cmpi eq, %v, %v : vector<2xi32>
  return %0, %1, %2, %3, %4, %5 : i1, i1, i1, i1, i1, vector<2xi1>
}

// CHECK: module {
// CHECK-LABEL: func.func @folds(%arg0: i32, %arg1: i1, %arg2: vector<4xi32>) -> (i32, i32, i32, i32) {
// CHECK-NEXT: %0 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %1 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %2 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %3 = llvm.mlir.constant(7 : i32) : i32
// CHECK-NEXT: %4 = llvm.mul %arg0, %3 : i32
// CHECK-NEXT: return %3, %arg0, %arg0, %4 : i32, i32, i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cmpi_folds(%arg0: i32, %arg1: i32, %arg2: vector<2xi32>) -> (i1, i1, i1, i1, i1, vector<2xi1>) {
// CHECK-NEXT: %0 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %1 = llvm.mlir.constant(-1 : i32) : i32
// CHECK-NEXT: %2 = llvm.mlir.constant(true) : i1
// CHECK-NEXT: %3 = llvm.mlir.constant(false) : i1
// CHECK-NEXT: %4 = llvm.icmp "sgt" %arg1, %0 : i32
// CHECK-NEXT: %5 = llvm.mlir.constant(true) : i1
// CHECK-NEXT: %6 = llvm.mlir.constant(false) : i1
// CHECK-NEXT: %7 = llvm.mlir.constant(dense<true> : vector<2xi1>) : vector<2xi1>
// CHECK-NEXT: return %2, %3, %4, %5, %6, %7 : i1, i1, i1, i1, i1, vector<2xi1>
// CHECK-NEXT: }
// CHECK-NEXT: }
