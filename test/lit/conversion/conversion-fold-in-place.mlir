// An op of unknown legality that folds in place during a conversion:
// memref.extract_strided_metadata's fold gives each used static offset,
// size or stride an arith.constant of its own, built before the op outside
// the conversion (never legalized), and points the uses at it; the op
// stays (MLIR's legalizeWithFold). CHECK lines are mlir-opt-19's.
// RUN: mlir-opt %s -convert-func-to-llvm | FileCheck %s --check-prefix=FUNC
// RUN: mlir-opt %s -convert-arith-to-llvm | FileCheck %s --check-prefix=ARITH

func.func @f(%m: memref<4x?xf32, strided<[?, 1], offset: 2>>) -> (index, index, index) {
  %base, %off, %s:2, %st:2 = memref.extract_strided_metadata %m : memref<4x?xf32, strided<[?, 1], offset: 2>> -> memref<f32>, index, index, index, index, index
  return %off, %s#0, %st#1 : index, index, index
}

// FUNC:   llvm.func @f(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64) -> !llvm.struct<(i64, i64, i64)> {
// FUNC-NEXT:     %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FUNC-NEXT:     %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FUNC-NEXT:     %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FUNC-NEXT:     %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FUNC-NEXT:     %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FUNC-NEXT:     %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FUNC-NEXT:     %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FUNC-NEXT:     %7 = llvm.insertvalue %arg6, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FUNC-NEXT:     %8 = builtin.unrealized_conversion_cast %7 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<4x?xf32, strided<[?, 1], offset: 2>>
// FUNC-NEXT:     %9 = builtin.unrealized_conversion_cast %8 : memref<4x?xf32, strided<[?, 1], offset: 2>> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FUNC-NEXT:     %c2 = arith.constant 2 : index
// FUNC-NEXT:     %10 = builtin.unrealized_conversion_cast %c2 : index to i64
// FUNC-NEXT:     %c4 = arith.constant 4 : index
// FUNC-NEXT:     %11 = builtin.unrealized_conversion_cast %c4 : index to i64
// FUNC-NEXT:     %c1 = arith.constant 1 : index
// FUNC-NEXT:     %12 = builtin.unrealized_conversion_cast %c1 : index to i64
// FUNC-NEXT:     %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %8 : memref<4x?xf32, strided<[?, 1], offset: 2>> -> memref<f32>, index, index, index, index, index
// FUNC-NEXT:     %13 = llvm.mlir.undef : !llvm.struct<(i64, i64, i64)>
// FUNC-NEXT:     %14 = llvm.insertvalue %10, %13[0] : !llvm.struct<(i64, i64, i64)>
// FUNC-NEXT:     %15 = llvm.insertvalue %11, %14[1] : !llvm.struct<(i64, i64, i64)>
// FUNC-NEXT:     %16 = llvm.insertvalue %12, %15[2] : !llvm.struct<(i64, i64, i64)>

// ARITH:   func.func @f(%arg0: memref<4x?xf32, strided<[?, 1], offset: 2>>) -> (index, index, index) {
// ARITH-NEXT:     %c2 = arith.constant 2 : index
// ARITH-NEXT:     %c4 = arith.constant 4 : index
// ARITH-NEXT:     %c1 = arith.constant 1 : index
// ARITH-NEXT:     %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<4x?xf32, strided<[?, 1], offset: 2>> -> memref<f32>, index, index, index, index, index
// ARITH-NEXT:     return %c2, %c4, %c1 : index, index, index
// ARITH-NEXT:   }
