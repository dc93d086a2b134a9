// finalize-memref-to-llvm and convert-to-llvm on unranked memrefs: casts to
// and from them (the ranked descriptor on the stack), rank, dim through the
// descriptor pointer, the aligned pointer, dealloc.
// CHECK lines are mlir-opt-19's output, whole and in order.
// RUN: mlir-opt %s -finalize-memref-to-llvm | FileCheck %s --check-prefix=CHECK
// RUN: mlir-opt %s -finalize-memref-to-llvm=index-bitwidth=32 | FileCheck %s --check-prefix=I32
// RUN: mlir-opt %s --convert-to-llvm=filter-dialects=memref | FileCheck %s --check-prefix=IFACE

// Unranked memrefs: cast both ways, rank, dim, dealloc, aligned pointer.
func.func @unranked(%u: memref<*xf32>, %r: memref<3x?xf32>, %i: index) -> index {
  %0 = memref.cast %r : memref<3x?xf32> to memref<*xf32>
  %1 = memref.cast %u : memref<*xf32> to memref<4x?xf32>
  %2 = memref.rank %u : memref<*xf32>
  %3 = memref.dim %u, %i : memref<*xf32>
  %4 = memref.dim %r, %i : memref<3x?xf32>
  %5 = memref.extract_aligned_pointer_as_index %u : memref<*xf32> -> index
  memref.dealloc %u : memref<*xf32>
  %6 = arith.addi %2, %3 : index
  return %6 : index
}

// CHECK: llvm.func @free(!llvm.ptr)
// CHECK-NEXT: func.func @unranked(%arg0: memref<*xf32>, %arg1: memref<3x?xf32>, %arg2: index) -> index {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg1 : memref<3x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %4 = llvm.alloca %3 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %2, %4 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
// CHECK-NEXT: %5 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %6 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %7 = llvm.insertvalue %5, %6[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %8 = llvm.insertvalue %4, %7[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %9 = llvm.extractvalue %1[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %10 = llvm.load %9 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %11 = llvm.extractvalue %1[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %12 = builtin.unrealized_conversion_cast %11 : i64 to index
// CHECK-NEXT: %13 = llvm.extractvalue %1[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %14 = llvm.getelementptr %13[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %15 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %16 = llvm.add %15, %0 : i64
// CHECK-NEXT: %17 = llvm.getelementptr %14[%16] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: %18 = llvm.load %17 : !llvm.ptr -> i64
// CHECK-NEXT: %19 = builtin.unrealized_conversion_cast %18 : i64 to index
// CHECK-NEXT: %20 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %21 = llvm.extractvalue %2[3] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %22 = llvm.alloca %20 x !llvm.array<2 x i64> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %21, %22 : !llvm.array<2 x i64>, !llvm.ptr
// CHECK-NEXT: %23 = llvm.getelementptr %22[0, %0] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<2 x i64>
// CHECK-NEXT: %24 = llvm.load %23 : !llvm.ptr -> i64
// CHECK-NEXT: %25 = llvm.extractvalue %1[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %26 = llvm.getelementptr %25[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %27 = llvm.load %26 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %28 = llvm.ptrtoint %27 : !llvm.ptr to i64
// CHECK-NEXT: %29 = llvm.extractvalue %1[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %30 = llvm.load %29 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: llvm.call @free(%30) : (!llvm.ptr) -> ()
// CHECK-NEXT: %31 = arith.addi %12, %19 : index
// CHECK-NEXT: return %31 : index
// CHECK-NEXT: }

// I32: llvm.func @free(!llvm.ptr)
// I32-NEXT: func.func @unranked(%arg0: memref<*xf32>, %arg1: memref<3x?xf32>, %arg2: index) -> index {
// I32-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : index to i32
// I32-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<*xf32> to !llvm.struct<(i32, ptr)>
// I32-NEXT: %2 = builtin.unrealized_conversion_cast %arg1 : memref<3x?xf32> to !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %3 = llvm.mlir.constant(1 : index) : i64
// I32-NEXT: %4 = llvm.alloca %3 x !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)> : (i64) -> !llvm.ptr
// I32-NEXT: llvm.store %2, %4 : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>, !llvm.ptr
// I32-NEXT: %5 = llvm.mlir.constant(2 : index) : i32
// I32-NEXT: %6 = llvm.mlir.undef : !llvm.struct<(i32, ptr)>
// I32-NEXT: %7 = llvm.insertvalue %5, %6[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT: %8 = llvm.insertvalue %4, %7[1] : !llvm.struct<(i32, ptr)>
// I32-NEXT: %9 = llvm.extractvalue %1[1] : !llvm.struct<(i32, ptr)>
// I32-NEXT: %10 = llvm.load %9 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %11 = llvm.extractvalue %1[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT: %12 = builtin.unrealized_conversion_cast %11 : i32 to index
// I32-NEXT: %13 = llvm.extractvalue %1[1] : !llvm.struct<(i32, ptr)>
// I32-NEXT: %14 = llvm.getelementptr %13[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i32)>
// I32-NEXT: %15 = llvm.mlir.constant(1 : index) : i32
// I32-NEXT: %16 = llvm.add %15, %0 : i32
// I32-NEXT: %17 = llvm.getelementptr %14[%16] : (!llvm.ptr, i32) -> !llvm.ptr, i32
// I32-NEXT: %18 = llvm.load %17 : !llvm.ptr -> i32
// I32-NEXT: %19 = builtin.unrealized_conversion_cast %18 : i32 to index
// I32-NEXT: %20 = llvm.mlir.constant(1 : index) : i32
// I32-NEXT: %21 = llvm.extractvalue %2[3] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %22 = llvm.alloca %20 x !llvm.array<2 x i32> : (i32) -> !llvm.ptr
// I32-NEXT: llvm.store %21, %22 : !llvm.array<2 x i32>, !llvm.ptr
// I32-NEXT: %23 = llvm.getelementptr %22[0, %0] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<2 x i32>
// I32-NEXT: %24 = llvm.load %23 : !llvm.ptr -> i32
// I32-NEXT: %25 = llvm.extractvalue %1[1] : !llvm.struct<(i32, ptr)>
// I32-NEXT: %26 = llvm.getelementptr %25[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// I32-NEXT: %27 = llvm.load %26 : !llvm.ptr -> !llvm.ptr
// I32-NEXT: %28 = llvm.ptrtoint %27 : !llvm.ptr to i32
// I32-NEXT: %29 = llvm.extractvalue %1[1] : !llvm.struct<(i32, ptr)>
// I32-NEXT: %30 = llvm.load %29 : !llvm.ptr -> !llvm.ptr
// I32-NEXT: llvm.call @free(%30) : (!llvm.ptr) -> ()
// I32-NEXT: %31 = arith.addi %12, %19 : index
// I32-NEXT: return %31 : index
// I32-NEXT: }

// IFACE: llvm.func @free(!llvm.ptr)
// IFACE-NEXT: func.func @unranked(%arg0: memref<*xf32>, %arg1: memref<3x?xf32>, %arg2: index) -> index {
// IFACE-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
// IFACE-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// IFACE-NEXT: %2 = builtin.unrealized_conversion_cast %arg1 : memref<3x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %3 = llvm.mlir.constant(1 : index) : i64
// IFACE-NEXT: %4 = llvm.alloca %3 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
// IFACE-NEXT: llvm.store %2, %4 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
// IFACE-NEXT: %5 = llvm.mlir.constant(2 : index) : i64
// IFACE-NEXT: %6 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// IFACE-NEXT: %7 = llvm.insertvalue %5, %6[0] : !llvm.struct<(i64, ptr)>
// IFACE-NEXT: %8 = llvm.insertvalue %4, %7[1] : !llvm.struct<(i64, ptr)>
// IFACE-NEXT: %9 = llvm.extractvalue %1[1] : !llvm.struct<(i64, ptr)>
// IFACE-NEXT: %10 = llvm.load %9 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %11 = llvm.extractvalue %1[0] : !llvm.struct<(i64, ptr)>
// IFACE-NEXT: %12 = builtin.unrealized_conversion_cast %11 : i64 to index
// IFACE-NEXT: %13 = llvm.extractvalue %1[1] : !llvm.struct<(i64, ptr)>
// IFACE-NEXT: %14 = llvm.getelementptr %13[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i64)>
// IFACE-NEXT: %15 = llvm.mlir.constant(1 : index) : i64
// IFACE-NEXT: %16 = llvm.add %15, %0 : i64
// IFACE-NEXT: %17 = llvm.getelementptr %14[%16] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// IFACE-NEXT: %18 = llvm.load %17 : !llvm.ptr -> i64
// IFACE-NEXT: %19 = builtin.unrealized_conversion_cast %18 : i64 to index
// IFACE-NEXT: %20 = llvm.mlir.constant(1 : index) : i64
// IFACE-NEXT: %21 = llvm.extractvalue %2[3] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %22 = llvm.alloca %20 x !llvm.array<2 x i64> : (i64) -> !llvm.ptr
// IFACE-NEXT: llvm.store %21, %22 : !llvm.array<2 x i64>, !llvm.ptr
// IFACE-NEXT: %23 = llvm.getelementptr %22[0, %0] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<2 x i64>
// IFACE-NEXT: %24 = llvm.load %23 : !llvm.ptr -> i64
// IFACE-NEXT: %25 = llvm.extractvalue %1[1] : !llvm.struct<(i64, ptr)>
// IFACE-NEXT: %26 = llvm.getelementptr %25[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// IFACE-NEXT: %27 = llvm.load %26 : !llvm.ptr -> !llvm.ptr
// IFACE-NEXT: %28 = llvm.ptrtoint %27 : !llvm.ptr to i64
// IFACE-NEXT: %29 = llvm.extractvalue %1[1] : !llvm.struct<(i64, ptr)>
// IFACE-NEXT: %30 = llvm.load %29 : !llvm.ptr -> !llvm.ptr
// IFACE-NEXT: llvm.call @free(%30) : (!llvm.ptr) -> ()
// IFACE-NEXT: %31 = arith.addi %12, %19 : index
// IFACE-NEXT: return %31 : index
// IFACE-NEXT: }
