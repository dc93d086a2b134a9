// RUN: mlir-opt %s | FileCheck %s
// RUN: mlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GEN
// RUN: mlir-opt %s --mlir-print-op-generic | mlir-opt | FileCheck %s

// The element and shape ops in custom and generic form. outerproduct prints
// its attributes only with an accumulator (so a kind without one is not
// printed, as in MLIR 19). CHECK lines are mlir-opt-19's output.

func.func @shape(%a: f32, %v: vector<4xf32>, %w: vector<2x4xf32>, %s: vector<[4]xf32>, %b: vector<8xf32>, %acc: vector<4x8xf32>, %i: vector<4xi32>) {
  %0 = vector.from_elements %a, %a : vector<2xf32>
  %1 = vector.from_elements %a : vector<f32>
  %2 = vector.step : vector<4xindex>
  %3 = vector.step : vector<[4]xindex>
  %4 = vector.vscale
  %5 = vector.interleave %v, %v : vector<4xf32> -> vector<8xf32>
  %6, %7 = vector.deinterleave %w : vector<2x4xf32> -> vector<2x2xf32>
  %8 = vector.extract_strided_slice %w {offsets = [1, 2], sizes = [1, 2], strides = [1, 1]} : vector<2x4xf32> to vector<1x2xf32>
  %9 = vector.insert_strided_slice %0, %w {offsets = [1, 2], strides = [1]} : vector<2xf32> into vector<2x4xf32>
  %10 = vector.shape_cast %w : vector<2x4xf32> to vector<8xf32>
  %11 = vector.transpose %w, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
  %12 = vector.outerproduct %v, %b : vector<4xf32>, vector<8xf32>
  %13 = vector.outerproduct %v, %b, %acc {kind = #vector.kind<maxnumf>} : vector<4xf32>, vector<8xf32>
  %14 = vector.outerproduct %v, %a, %v : vector<4xf32>, f32
  %15 = vector.outerproduct %i, %i {kind = #vector.kind<mul>} : vector<4xi32>, vector<4xi32>
  %16 = vector.scalable.insert %v, %s[4] : vector<4xf32> into vector<[4]xf32>
  %17 = vector.scalable.extract %s[0] : vector<4xf32> from vector<[4]xf32>
  %18 = vector.flat_transpose %v {rows = 2 : i32, columns = 2 : i32} : vector<4xf32> -> vector<4xf32>
  %19 = vector.matrix_multiply %v, %v {lhs_rows = 2 : i32, lhs_columns = 2 : i32, rhs_columns = 2 : i32} : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  %20 = vector.interleave %s, %s {tag} : vector<[4]xf32> -> vector<[8]xf32>
  return
}

// CHECK-LABEL: func.func @shape(%arg0: f32, %arg1: vector<4xf32>, %arg2: vector<2x4xf32>, %arg3: vector<[4]xf32>, %arg4: vector<8xf32>, %arg5: vector<4x8xf32>, %arg6: vector<4xi32>) {
// CHECK-NEXT: %0 = vector.from_elements %arg0, %arg0 : vector<2xf32>
// CHECK-NEXT: %1 = vector.from_elements %arg0 : vector<f32>
// CHECK-NEXT: %2 = vector.step : vector<4xindex>
// CHECK-NEXT: %3 = vector.step : vector<[4]xindex>
// CHECK-NEXT: %vscale = vector.vscale
// CHECK-NEXT: %4 = vector.interleave %arg1, %arg1 : vector<4xf32> -> vector<8xf32>
// CHECK-NEXT: %res1, %res2 = vector.deinterleave %arg2 : vector<2x4xf32> -> vector<2x2xf32>
// CHECK-NEXT: %5 = vector.extract_strided_slice %arg2 {offsets = [1, 2], sizes = [1, 2], strides = [1, 1]} : vector<2x4xf32> to vector<1x2xf32>
// CHECK-NEXT: %6 = vector.insert_strided_slice %0, %arg2 {offsets = [1, 2], strides = [1]} : vector<2xf32> into vector<2x4xf32>
// CHECK-NEXT: %7 = vector.shape_cast %arg2 : vector<2x4xf32> to vector<8xf32>
// CHECK-NEXT: %8 = vector.transpose %arg2, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
// CHECK-NEXT: %9 = vector.outerproduct %arg1, %arg4 : vector<4xf32>, vector<8xf32>
// CHECK-NEXT: %10 = vector.outerproduct %arg1, %arg4, %arg5 {kind = #vector.kind<maxnumf>} : vector<4xf32>, vector<8xf32>
// CHECK-NEXT: %11 = vector.outerproduct %arg1, %arg0, %arg1 {kind = #vector.kind<add>} : vector<4xf32>, f32
// CHECK-NEXT: %12 = vector.outerproduct %arg6, %arg6 : vector<4xi32>, vector<4xi32>
// CHECK-NEXT: %13 = vector.scalable.insert %arg1, %arg3[4] : vector<4xf32> into vector<[4]xf32>
// CHECK-NEXT: %14 = vector.scalable.extract %arg3[0] : vector<4xf32> from vector<[4]xf32>
// CHECK-NEXT: %15 = vector.flat_transpose %arg1 {columns = 2 : i32, rows = 2 : i32} : vector<4xf32> -> vector<4xf32>
// CHECK-NEXT: %16 = vector.matrix_multiply %arg1, %arg1 {lhs_columns = 2 : i32, lhs_rows = 2 : i32, rhs_columns = 2 : i32} : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %17 = vector.interleave %arg3, %arg3 {tag} : vector<[4]xf32> -> vector<[8]xf32>
// CHECK-NEXT: return

// GEN: %0 = "vector.from_elements"(%arg0, %arg0) : (f32, f32) -> vector<2xf32>
// GEN-NEXT: %1 = "vector.from_elements"(%arg0) : (f32) -> vector<f32>
// GEN-NEXT: %2 = "vector.step"() : () -> vector<4xindex>
// GEN-NEXT: %3 = "vector.step"() : () -> vector<[4]xindex>
// GEN-NEXT: %4 = "vector.vscale"() : () -> index
// GEN-NEXT: %5 = "vector.interleave"(%arg1, %arg1) : (vector<4xf32>, vector<4xf32>) -> vector<8xf32>
// GEN-NEXT: %6:2 = "vector.deinterleave"(%arg2) : (vector<2x4xf32>) -> (vector<2x2xf32>, vector<2x2xf32>)
// GEN-NEXT: %7 = "vector.extract_strided_slice"(%arg2) <{offsets = [1, 2], sizes = [1, 2], strides = [1, 1]}> : (vector<2x4xf32>) -> vector<1x2xf32>
// GEN-NEXT: %8 = "vector.insert_strided_slice"(%0, %arg2) <{offsets = [1, 2], strides = [1]}> : (vector<2xf32>, vector<2x4xf32>) -> vector<2x4xf32>
// GEN-NEXT: %9 = "vector.shape_cast"(%arg2) : (vector<2x4xf32>) -> vector<8xf32>
// GEN-NEXT: %10 = "vector.transpose"(%arg2) <{permutation = array<i64: 1, 0>}> : (vector<2x4xf32>) -> vector<4x2xf32>
// GEN-NEXT: %11 = "vector.outerproduct"(%arg1, %arg4) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<8xf32>) -> vector<4x8xf32>
// GEN-NEXT: %12 = "vector.outerproduct"(%arg1, %arg4, %arg5) <{kind = #vector.kind<maxnumf>}> : (vector<4xf32>, vector<8xf32>, vector<4x8xf32>) -> vector<4x8xf32>
// GEN-NEXT: %13 = "vector.outerproduct"(%arg1, %arg0, %arg1) <{kind = #vector.kind<add>}> : (vector<4xf32>, f32, vector<4xf32>) -> vector<4xf32>
// GEN-NEXT: %14 = "vector.outerproduct"(%arg6, %arg6) <{kind = #vector.kind<mul>}> : (vector<4xi32>, vector<4xi32>) -> vector<4x4xi32>
// GEN-NEXT: %15 = "vector.scalable.insert"(%arg1, %arg3) <{pos = 4 : i64}> : (vector<4xf32>, vector<[4]xf32>) -> vector<[4]xf32>
// GEN-NEXT: %16 = "vector.scalable.extract"(%arg3) <{pos = 0 : i64}> : (vector<[4]xf32>) -> vector<4xf32>
// GEN-NEXT: %17 = "vector.flat_transpose"(%arg1) <{columns = 2 : i32, rows = 2 : i32}> : (vector<4xf32>) -> vector<4xf32>
// GEN-NEXT: %18 = "vector.matrix_multiply"(%arg1, %arg1) <{lhs_columns = 2 : i32, lhs_rows = 2 : i32, rhs_columns = 2 : i32}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// GEN-NEXT: %19 = "vector.interleave"(%arg3, %arg3) {tag} : (vector<[4]xf32>, vector<[4]xf32>) -> vector<[8]xf32>
