// convert-vector-to-llvm{enable-arm-sve}: a scalable 1-D create_mask of an
// SVE predicate's size (2, 4, 8, 16 per vscale) becomes
// arm_sve.intr.whilelt from an i64 zero; other masks are still compared
// with a step vector. CHECK lines are mlir-opt-19's.
// RUN: mlir-opt %s -convert-vector-to-llvm=enable-arm-sve | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   func.func @m(%arg0: index) -> vector<[4]xi1> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT:     %1 = llvm.mlir.zero : i64
// CHECK-NEXT:     %2 = "arm_sve.intr.whilelt"(%1, %0) : (i64, i64) -> vector<[4]xi1>
// CHECK-NEXT:     return %2 : vector<[4]xi1>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @m2(%arg0: index) -> (vector<[16]xi1>, vector<[2]xi1>, vector<[32]xi1>, vector<4xi1>) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT:     %1 = llvm.mlir.zero : i64
// CHECK-NEXT:     %2 = "arm_sve.intr.whilelt"(%1, %0) : (i64, i64) -> vector<[16]xi1>
// CHECK-NEXT:     %3 = llvm.mlir.zero : i64
// CHECK-NEXT:     %4 = "arm_sve.intr.whilelt"(%3, %0) : (i64, i64) -> vector<[2]xi1>
// CHECK-NEXT:     %5 = llvm.intr.experimental.stepvector : vector<[32]xi32>
// CHECK-NEXT:     %6 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT:     %7 = llvm.mlir.undef : vector<[32]xi32>
// CHECK-NEXT:     %8 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %9 = llvm.insertelement %6, %7[%8 : i32] : vector<[32]xi32>
// CHECK-NEXT:     %10 = llvm.shufflevector %9, %7 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<[32]xi32>
// CHECK-NEXT:     %11 = arith.cmpi slt, %5, %10 : vector<[32]xi32>
// CHECK-NEXT:     %cst = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
// CHECK-NEXT:     %12 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT:     %13 = llvm.mlir.undef : vector<4xi32>
// CHECK-NEXT:     %14 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %15 = llvm.insertelement %12, %13[%14 : i32] : vector<4xi32>
// CHECK-NEXT:     %16 = llvm.shufflevector %15, %13 [0, 0, 0, 0] : vector<4xi32>
// CHECK-NEXT:     %17 = arith.cmpi slt, %cst, %16 : vector<4xi32>
// CHECK-NEXT:     return %2, %4, %11, %17 : vector<[16]xi1>, vector<[2]xi1>, vector<[32]xi1>, vector<4xi1>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @m3(%arg0: index, %arg1: vector<[4]xf32>) -> vector<[4]xf32> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT:     %cst = arith.constant dense<0.000000e+00> : vector<[4]xf32>
// CHECK-NEXT:     %1 = llvm.mlir.zero : i64
// CHECK-NEXT:     %2 = "arm_sve.intr.whilelt"(%1, %0) : (i64, i64) -> vector<[4]xi1>
// CHECK-NEXT:     %3 = arith.select %2, %arg1, %cst : vector<[4]xi1>, vector<[4]xf32>
// CHECK-NEXT:     return %3 : vector<[4]xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @m(%n: index) -> vector<[4]xi1> {
  %0 = vector.create_mask %n : vector<[4]xi1>
  return %0 : vector<[4]xi1>
}
func.func @m2(%n: index) -> (vector<[16]xi1>, vector<[2]xi1>, vector<[32]xi1>, vector<4xi1>) {
  %0 = vector.create_mask %n : vector<[16]xi1>
  %1 = vector.create_mask %n : vector<[2]xi1>
  %2 = vector.create_mask %n : vector<[32]xi1>
  %3 = vector.create_mask %n : vector<4xi1>
  return %0, %1, %2, %3 : vector<[16]xi1>, vector<[2]xi1>, vector<[32]xi1>, vector<4xi1>
}
func.func @m3(%n: index, %v: vector<[4]xf32>) -> vector<[4]xf32> {
  %0 = vector.create_mask %n : vector<[4]xi1>
  %c = arith.constant dense<0.0> : vector<[4]xf32>
  %1 = arith.select %0, %v, %c : vector<[4]xi1>, vector<[4]xf32>
  return %1 : vector<[4]xf32>
}
