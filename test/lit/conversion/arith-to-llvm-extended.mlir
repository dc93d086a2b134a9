// RUN: mlir-opt %s --convert-arith-to-llvm | FileCheck %s
// RUN: mlir-opt %s --convert-arith-to-llvm=index-bitwidth=32 | FileCheck %s --check-prefix=IDX32

// Expectations are mlir-opt-19's output: index casts by width (a no-op at the
// same width), extended arithmetic (uadd.with.overflow; a double-width multiply
// split in halves), truncf with a rounding mode as the constrained intrinsic, and
// attributes passed through on casts. The ceil/floor divisions stay.

func.func @index_casts(%a: index, %b: i32, %v: vector<2xindex>, %w: vector<2xi16>) {
  %0 = arith.index_cast %a : index to i32
  %1 = arith.index_cast %b : i32 to index
  %2 = arith.index_castui %b : i32 to index
  %3 = arith.index_cast %a : index to i64
  %4 = arith.index_castui %v : vector<2xindex> to vector<2xi16>
  %5 = arith.index_cast %w : vector<2xi16> to vector<2xindex>
  return
}
func.func @extended(%a: i32, %b: i32, %v: vector<3xi8>) -> (i32, i32, i32) {
  %sum, %carry = arith.addui_extended %a, %b : i32, i1
  %vs, %vc = arith.addui_extended %v, %v : vector<3xi8>, vector<3xi1>
  %low, %high = arith.mulsi_extended %a, %b : i32
  %ul, %uh = arith.mului_extended %v, %v : vector<3xi8>
  return %sum, %low, %high : i32, i32, i32
}
func.func @truncf(%a: f64, %v: vector<2xf64>) {
  %0 = arith.truncf %a to_nearest_even : f64 to f32
  %1 = arith.truncf %a downward fastmath<nnan> : f64 to f32
  %2 = arith.truncf %v to_nearest_away : vector<2xf64> to vector<2xf32>
  %3 = arith.truncf %a fastmath<fast> : f64 to f16
  %4 = arith.extf %a fastmath<fast> : f64 to f128
  return
}
func.func @left_alone(%a: i32, %b: i32) -> i32 {
  %0 = arith.ceildivsi %a, %b : i32
  %1 = arith.ceildivui %0, %b : i32
  %2 = arith.floordivsi %1, %b : i32
  return %2 : i32
}

// CHECK: module {
// CHECK-LABEL: func.func @index_casts(%arg0: index, %arg1: i32, %arg2: vector<2xindex>, %arg3: vector<2xi16>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : vector<2xindex> to vector<2xi64>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT: %2 = llvm.trunc %1 : i64 to i32
// CHECK-NEXT: %3 = llvm.sext %arg1 : i32 to i64
// CHECK-NEXT: %4 = llvm.zext %arg1 : i32 to i64
// CHECK-NEXT: %5 = llvm.trunc %0 : vector<2xi64> to vector<2xi16>
// CHECK-NEXT: %6 = llvm.sext %arg3 : vector<2xi16> to vector<2xi64>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @extended(%arg0: i32, %arg1: i32, %arg2: vector<3xi8>) -> (i32, i32, i32) {
// CHECK-NEXT: %0 = "llvm.intr.uadd.with.overflow"(%arg0, %arg1) : (i32, i32) -> !llvm.struct<(i32, i1)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.struct<(i32, i1)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[1] : !llvm.struct<(i32, i1)>
// CHECK-NEXT: %3 = "llvm.intr.uadd.with.overflow"(%arg2, %arg2) : (vector<3xi8>, vector<3xi8>) -> !llvm.struct<(vector<3xi8>, vector<3xi1>)>
// CHECK-NEXT: %4 = llvm.extractvalue %3[0] : !llvm.struct<(vector<3xi8>, vector<3xi1>)>
// CHECK-NEXT: %5 = llvm.extractvalue %3[1] : !llvm.struct<(vector<3xi8>, vector<3xi1>)>
// CHECK-NEXT: %6 = llvm.sext %arg0 : i32 to i64
// CHECK-NEXT: %7 = llvm.sext %arg1 : i32 to i64
// CHECK-NEXT: %8 = llvm.mul %6, %7 : i64
// CHECK-NEXT: %9 = llvm.trunc %8 : i64 to i32
// CHECK-NEXT: %10 = llvm.mlir.constant(32 : i64) : i64
// CHECK-NEXT: %11 = llvm.lshr %8, %10  : i64
// CHECK-NEXT: %12 = llvm.trunc %11 : i64 to i32
// CHECK-NEXT: %13 = llvm.zext %arg2 : vector<3xi8> to vector<3xi16>
// CHECK-NEXT: %14 = llvm.zext %arg2 : vector<3xi8> to vector<3xi16>
// CHECK-NEXT: %15 = llvm.mul %13, %14 : vector<3xi16>
// CHECK-NEXT: %16 = llvm.trunc %15 : vector<3xi16> to vector<3xi8>
// CHECK-NEXT: %17 = llvm.mlir.constant(dense<8> : vector<3xi16>) : vector<3xi16>
// CHECK-NEXT: %18 = llvm.lshr %15, %17  : vector<3xi16>
// CHECK-NEXT: %19 = llvm.trunc %18 : vector<3xi16> to vector<3xi8>
// CHECK-NEXT: return %1, %9, %12 : i32, i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @truncf(%arg0: f64, %arg1: vector<2xf64>) {
// CHECK-NEXT: %0 = llvm.intr.experimental.constrained.fptrunc %arg0 tonearest ignore : f64 to f32
// CHECK-NEXT: %1 = llvm.intr.experimental.constrained.fptrunc %arg0 downward ignore {fastmath = #arith.fastmath<nnan>} : f64 to f32
// CHECK-NEXT: %2 = llvm.intr.experimental.constrained.fptrunc %arg1 tonearestaway ignore : vector<2xf64> to vector<2xf32>
// CHECK-NEXT: %3 = llvm.fptrunc %arg0 {fastmath = #arith.fastmath<fast>} : f64 to f16
// CHECK-NEXT: %4 = llvm.fpext %arg0 {fastmath = #arith.fastmath<fast>} : f64 to f128
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @left_alone(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = arith.ceildivsi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.ceildivui %0, %arg1 : i32
// CHECK-NEXT: %2 = arith.floordivsi %1, %arg1 : i32
// CHECK-NEXT: return %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }

// IDX32: module {
// IDX32-LABEL: func.func @index_casts(%arg0: index, %arg1: i32, %arg2: vector<2xindex>, %arg3: vector<2xi16>) {
// IDX32-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : vector<2xindex> to vector<2xi32>
// IDX32-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : index to i32
// IDX32-NEXT: %2 = llvm.sext %1 : i32 to i64
// IDX32-NEXT: %3 = llvm.trunc %0 : vector<2xi32> to vector<2xi16>
// IDX32-NEXT: %4 = llvm.sext %arg3 : vector<2xi16> to vector<2xi32>
// IDX32-NEXT: return
// IDX32-NEXT: }
// IDX32-LABEL: func.func @extended(%arg0: i32, %arg1: i32, %arg2: vector<3xi8>) -> (i32, i32, i32) {
// IDX32-NEXT: %0 = "llvm.intr.uadd.with.overflow"(%arg0, %arg1) : (i32, i32) -> !llvm.struct<(i32, i1)>
// IDX32-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.struct<(i32, i1)>
// IDX32-NEXT: %2 = llvm.extractvalue %0[1] : !llvm.struct<(i32, i1)>
// IDX32-NEXT: %3 = "llvm.intr.uadd.with.overflow"(%arg2, %arg2) : (vector<3xi8>, vector<3xi8>) -> !llvm.struct<(vector<3xi8>, vector<3xi1>)>
// IDX32-NEXT: %4 = llvm.extractvalue %3[0] : !llvm.struct<(vector<3xi8>, vector<3xi1>)>
// IDX32-NEXT: %5 = llvm.extractvalue %3[1] : !llvm.struct<(vector<3xi8>, vector<3xi1>)>
// IDX32-NEXT: %6 = llvm.sext %arg0 : i32 to i64
// IDX32-NEXT: %7 = llvm.sext %arg1 : i32 to i64
// IDX32-NEXT: %8 = llvm.mul %6, %7 : i64
// IDX32-NEXT: %9 = llvm.trunc %8 : i64 to i32
// IDX32-NEXT: %10 = llvm.mlir.constant(32 : i64) : i64
// IDX32-NEXT: %11 = llvm.lshr %8, %10  : i64
// IDX32-NEXT: %12 = llvm.trunc %11 : i64 to i32
// IDX32-NEXT: %13 = llvm.zext %arg2 : vector<3xi8> to vector<3xi16>
// IDX32-NEXT: %14 = llvm.zext %arg2 : vector<3xi8> to vector<3xi16>
// IDX32-NEXT: %15 = llvm.mul %13, %14 : vector<3xi16>
// IDX32-NEXT: %16 = llvm.trunc %15 : vector<3xi16> to vector<3xi8>
// IDX32-NEXT: %17 = llvm.mlir.constant(dense<8> : vector<3xi16>) : vector<3xi16>
// IDX32-NEXT: %18 = llvm.lshr %15, %17  : vector<3xi16>
// IDX32-NEXT: %19 = llvm.trunc %18 : vector<3xi16> to vector<3xi8>
// IDX32-NEXT: return %1, %9, %12 : i32, i32, i32
// IDX32-NEXT: }
// IDX32-LABEL: func.func @truncf(%arg0: f64, %arg1: vector<2xf64>) {
// IDX32-NEXT: %0 = llvm.intr.experimental.constrained.fptrunc %arg0 tonearest ignore : f64 to f32
// IDX32-NEXT: %1 = llvm.intr.experimental.constrained.fptrunc %arg0 downward ignore {fastmath = #arith.fastmath<nnan>} : f64 to f32
// IDX32-NEXT: %2 = llvm.intr.experimental.constrained.fptrunc %arg1 tonearestaway ignore : vector<2xf64> to vector<2xf32>
// IDX32-NEXT: %3 = llvm.fptrunc %arg0 {fastmath = #arith.fastmath<fast>} : f64 to f16
// IDX32-NEXT: %4 = llvm.fpext %arg0 {fastmath = #arith.fastmath<fast>} : f64 to f128
// IDX32-NEXT: return
// IDX32-NEXT: }
// IDX32-LABEL: func.func @left_alone(%arg0: i32, %arg1: i32) -> i32 {
// IDX32-NEXT: %0 = arith.ceildivsi %arg0, %arg1 : i32
// IDX32-NEXT: %1 = arith.ceildivui %0, %arg1 : i32
// IDX32-NEXT: %2 = arith.floordivsi %1, %arg1 : i32
// IDX32-NEXT: return %2 : i32
// IDX32-NEXT: }
// IDX32-NEXT: }
