// The conversion driver folds an op before lowering it (MLIR's
// OperationLegalizer::legalizeWithFold): constants add, identities vanish; a
// select whose condition became constant only during the conversion is lowered as it is.
// CHECK lines are mlir-opt-19's output.
// RUN: mlir-opt %s --convert-to-llvm | FileCheck %s

// CHECK-LABEL: llvm.func @f(%arg0: i32, %arg1: !llvm.array<2 x vector<2xi32>>) -> !llvm.struct<(i32, i32, array<2 x vector<2xi32>>, i32)> {
// CHECK-NEXT: %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %1 = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %2 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %3 = llvm.mlir.constant(dense<0> : vector<2x2xi32>) : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %4 = llvm.mlir.constant(true) : i1
// CHECK-NEXT: %5 = llvm.select %4, %arg0, %1 : i1, i32
// CHECK-NEXT: %6 = llvm.mlir.undef : !llvm.struct<(i32, i32, array<2 x vector<2xi32>>, i32)>
// CHECK-NEXT: %7 = llvm.insertvalue %2, %6[0] : !llvm.struct<(i32, i32, array<2 x vector<2xi32>>, i32)>
// CHECK-NEXT: %8 = llvm.insertvalue %arg0, %7[1] : !llvm.struct<(i32, i32, array<2 x vector<2xi32>>, i32)>
// CHECK-NEXT: %9 = llvm.insertvalue %arg1, %8[2] : !llvm.struct<(i32, i32, array<2 x vector<2xi32>>, i32)>
// CHECK-NEXT: %10 = llvm.insertvalue %5, %9[3] : !llvm.struct<(i32, i32, array<2 x vector<2xi32>>, i32)>
// CHECK-NEXT: llvm.return %10 : !llvm.struct<(i32, i32, array<2 x vector<2xi32>>, i32)>
// CHECK-NEXT: }

func.func @f(%x: i32, %v: vector<2x2xi32>) -> (i32, i32, vector<2x2xi32>, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %c1, %c2 : i32
  %1 = arith.muli %x, %c1 : i32
  %z = arith.constant dense<0> : vector<2x2xi32>
  %2 = arith.addi %v, %z : vector<2x2xi32>
  %b = arith.cmpi eq, %c1, %c1 : i32
  %3 = arith.select %b, %x, %c2 : i32
  return %0, %1, %2, %3 : i32, i32, vector<2x2xi32>, i32
}
