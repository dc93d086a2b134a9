// arith.select with a scalar i1 condition on n-D (and scalable) vectors is one
// llvm.select on the converted arrays (MLIR's vectorOneToOneRewrite unrolls only
// when the first operand is an array); a vector condition is unrolled.
// CHECK lines are mlir-opt-19's output.
// RUN: mlir-opt %s -convert-arith-to-llvm | FileCheck %s
// RUN: mlir-opt %s -convert-to-llvm | FileCheck %s --check-prefix=ALL

func.func @s(%c: i1, %a: vector<2x3xf32>, %b: vector<2x3xf32>) -> vector<2x3xf32> {
  %0 = arith.select %c, %a, %b : vector<2x3xf32>
  return %0 : vector<2x3xf32>
}
func.func @t(%c: i1, %a: vector<2x[4]xi32>, %b: vector<2x[4]xi32>) -> vector<2x[4]xi32> {
  %0 = arith.select %c, %a, %b : vector<2x[4]xi32>
  return %0 : vector<2x[4]xi32>
}
func.func @u(%c: vector<2x3xi1>, %a: vector<2x3xf32>, %b: vector<2x3xf32>) -> vector<2x3xf32> {
  %0 = arith.select %c, %a, %b : vector<2x3xi1>, vector<2x3xf32>
  return %0 : vector<2x3xf32>
}
func.func @v(%c: i1, %a: vector<[4]xi32>, %b: vector<[4]xi32>) -> vector<[4]xi32> {
  %0 = arith.select %c, %a, %b : vector<[4]xi32>
  return %0 : vector<[4]xi32>
}

// CHECK: module {
// CHECK-NEXT: func.func @s(%arg0: i1, %arg1: vector<2x3xf32>, %arg2: vector<2x3xf32>) -> vector<2x3xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %2 = llvm.select %arg0, %1, %0 : i1, !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK-NEXT: return %3 : vector<2x3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @t(%arg0: i1, %arg1: vector<2x[4]xi32>, %arg2: vector<2x[4]xi32>) -> vector<2x[4]xi32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : vector<2x[4]xi32> to !llvm.array<2 x vector<[4]xi32>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : vector<2x[4]xi32> to !llvm.array<2 x vector<[4]xi32>>
// CHECK-NEXT: %2 = llvm.select %arg0, %1, %0 : i1, !llvm.array<2 x vector<[4]xi32>>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : !llvm.array<2 x vector<[4]xi32>> to vector<2x[4]xi32>
// CHECK-NEXT: return %3 : vector<2x[4]xi32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @u(%arg0: vector<2x3xi1>, %arg1: vector<2x3xf32>, %arg2: vector<2x3xf32>) -> vector<2x3xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : vector<2x3xi1> to !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT: %3 = llvm.mlir.undef : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %4 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT: %5 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %6 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %7 = llvm.select %4, %5, %6 : vector<3xi1>, vector<3xf32>
// CHECK-NEXT: %8 = llvm.insertvalue %7, %3[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %9 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT: %10 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %11 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %12 = llvm.select %9, %10, %11 : vector<3xi1>, vector<3xf32>
// CHECK-NEXT: %13 = llvm.insertvalue %12, %8[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %14 = builtin.unrealized_conversion_cast %13 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK-NEXT: return %14 : vector<2x3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @v(%arg0: i1, %arg1: vector<[4]xi32>, %arg2: vector<[4]xi32>) -> vector<[4]xi32> {
// CHECK-NEXT: %0 = llvm.select %arg0, %arg1, %arg2 : i1, vector<[4]xi32>
// CHECK-NEXT: return %0 : vector<[4]xi32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// ALL: module {
// ALL-NEXT: llvm.func @s(%arg0: i1, %arg1: !llvm.array<2 x vector<3xf32>>, %arg2: !llvm.array<2 x vector<3xf32>>) -> !llvm.array<2 x vector<3xf32>> {
// ALL-NEXT: %0 = llvm.select %arg0, %arg1, %arg2 : i1, !llvm.array<2 x vector<3xf32>>
// ALL-NEXT: llvm.return %0 : !llvm.array<2 x vector<3xf32>>
// ALL-NEXT: }
// ALL-NEXT: llvm.func @t(%arg0: i1, %arg1: !llvm.array<2 x vector<[4]xi32>>, %arg2: !llvm.array<2 x vector<[4]xi32>>) -> !llvm.array<2 x vector<[4]xi32>> {
// ALL-NEXT: %0 = llvm.select %arg0, %arg1, %arg2 : i1, !llvm.array<2 x vector<[4]xi32>>
// ALL-NEXT: llvm.return %0 : !llvm.array<2 x vector<[4]xi32>>
// ALL-NEXT: }
// ALL-NEXT: llvm.func @u(%arg0: !llvm.array<2 x vector<3xi1>>, %arg1: !llvm.array<2 x vector<3xf32>>, %arg2: !llvm.array<2 x vector<3xf32>>) -> !llvm.array<2 x vector<3xf32>> {
// ALL-NEXT: %0 = llvm.mlir.undef : !llvm.array<2 x vector<3xf32>>
// ALL-NEXT: %1 = llvm.extractvalue %arg0[0] : !llvm.array<2 x vector<3xi1>>
// ALL-NEXT: %2 = llvm.extractvalue %arg1[0] : !llvm.array<2 x vector<3xf32>>
// ALL-NEXT: %3 = llvm.extractvalue %arg2[0] : !llvm.array<2 x vector<3xf32>>
// ALL-NEXT: %4 = llvm.select %1, %2, %3 : vector<3xi1>, vector<3xf32>
// ALL-NEXT: %5 = llvm.insertvalue %4, %0[0] : !llvm.array<2 x vector<3xf32>>
// ALL-NEXT: %6 = llvm.extractvalue %arg0[1] : !llvm.array<2 x vector<3xi1>>
// ALL-NEXT: %7 = llvm.extractvalue %arg1[1] : !llvm.array<2 x vector<3xf32>>
// ALL-NEXT: %8 = llvm.extractvalue %arg2[1] : !llvm.array<2 x vector<3xf32>>
// ALL-NEXT: %9 = llvm.select %6, %7, %8 : vector<3xi1>, vector<3xf32>
// ALL-NEXT: %10 = llvm.insertvalue %9, %5[1] : !llvm.array<2 x vector<3xf32>>
// ALL-NEXT: llvm.return %10 : !llvm.array<2 x vector<3xf32>>
// ALL-NEXT: }
// ALL-NEXT: llvm.func @v(%arg0: i1, %arg1: vector<[4]xi32>, %arg2: vector<[4]xi32>) -> vector<[4]xi32> {
// ALL-NEXT: %0 = llvm.select %arg0, %arg1, %arg2 : i1, vector<[4]xi32>
// ALL-NEXT: llvm.return %0 : vector<[4]xi32>
// ALL-NEXT: }
// ALL-NEXT: }
