// finalize-memref-to-llvm on strided layouts: static and dynamic strides and
// offsets in element addresses, nontemporal loads and stores, atomic_rmw, a
// memory space.
// CHECK lines are mlir-opt-19's output, whole and in order.
// RUN: mlir-opt %s -finalize-memref-to-llvm | FileCheck %s --check-prefix=CHECK
// RUN: mlir-opt %s -finalize-memref-to-llvm=index-bitwidth=32 | FileCheck %s --check-prefix=I32

// Strided access with static and dynamic strides and offsets.
func.func @strided(%m: memref<4x?xf32, strided<[?, 2], offset: 3>>, %s: memref<8xf32, strided<[1], offset: ?>, 2>, %i: index, %v: f32) -> f32 {
  memref.store %v, %m[%i, %i] : memref<4x?xf32, strided<[?, 2], offset: 3>>
  %0 = memref.load %s[%i] {nontemporal = true} : memref<8xf32, strided<[1], offset: ?>, 2>
  %1 = memref.atomic_rmw maximumf %v, %s[%i] : (f32, memref<8xf32, strided<[1], offset: ?>, 2>) -> f32
  return %0 : f32
}

// CHECK: func.func @strided(%arg0: memref<4x?xf32, strided<[?, 2], offset: 3>>, %arg1: memref<8xf32, strided<[1], offset: ?>, 2>, %arg2: index, %arg3: f32) -> f32 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : memref<8xf32, strided<[1], offset: ?>, 2> to !llvm.struct<(ptr<2>, ptr<2>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : memref<4x?xf32, strided<[?, 2], offset: 3>> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %5 = llvm.getelementptr %3[%4] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %6 = llvm.extractvalue %2[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %7 = llvm.mul %1, %6 : i64
// CHECK-NEXT: %8 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %9 = llvm.mul %1, %8 : i64
// CHECK-NEXT: %10 = llvm.add %7, %9 : i64
// CHECK-NEXT: %11 = llvm.getelementptr %5[%10] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.store %arg3, %11 : f32, !llvm.ptr
// CHECK-NEXT: %12 = llvm.extractvalue %0[1] : !llvm.struct<(ptr<2>, ptr<2>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %13 = llvm.extractvalue %0[2] : !llvm.struct<(ptr<2>, ptr<2>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %14 = llvm.getelementptr %12[%13] : (!llvm.ptr<2>, i64) -> !llvm.ptr<2>, f32
// CHECK-NEXT: %15 = llvm.getelementptr %14[%1] : (!llvm.ptr<2>, i64) -> !llvm.ptr<2>, f32
// CHECK-NEXT: %16 = llvm.load %15 {nontemporal} : !llvm.ptr<2> -> f32
// CHECK-NEXT: %17 = llvm.extractvalue %0[1] : !llvm.struct<(ptr<2>, ptr<2>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %18 = llvm.extractvalue %0[2] : !llvm.struct<(ptr<2>, ptr<2>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %19 = llvm.getelementptr %17[%18] : (!llvm.ptr<2>, i64) -> !llvm.ptr<2>, f32
// CHECK-NEXT: %20 = llvm.getelementptr %19[%1] : (!llvm.ptr<2>, i64) -> !llvm.ptr<2>, f32
// CHECK-NEXT: %21 = llvm.atomicrmw fmax %20, %arg3 acq_rel : !llvm.ptr<2>, f32
// CHECK-NEXT: return %16 : f32
// CHECK-NEXT: }

// I32: func.func @strided(%arg0: memref<4x?xf32, strided<[?, 2], offset: 3>>, %arg1: memref<8xf32, strided<[1], offset: ?>, 2>, %arg2: index, %arg3: f32) -> f32 {
// I32-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : memref<8xf32, strided<[1], offset: ?>, 2> to !llvm.struct<(ptr<2>, ptr<2>, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: %1 = builtin.unrealized_conversion_cast %arg2 : index to i32
// I32-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : memref<4x?xf32, strided<[?, 2], offset: 3>> to !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %3 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %4 = llvm.mlir.constant(3 : index) : i32
// I32-NEXT: %5 = llvm.getelementptr %3[%4] : (!llvm.ptr, i32) -> !llvm.ptr, f32
// I32-NEXT: %6 = llvm.extractvalue %2[4, 0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %7 = llvm.mul %1, %6 : i32
// I32-NEXT: %8 = llvm.mlir.constant(2 : index) : i32
// I32-NEXT: %9 = llvm.mul %1, %8 : i32
// I32-NEXT: %10 = llvm.add %7, %9 : i32
// I32-NEXT: %11 = llvm.getelementptr %5[%10] : (!llvm.ptr, i32) -> !llvm.ptr, f32
// I32-NEXT: llvm.store %arg3, %11 : f32, !llvm.ptr
// I32-NEXT: %12 = llvm.extractvalue %0[1] : !llvm.struct<(ptr<2>, ptr<2>, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: %13 = llvm.extractvalue %0[2] : !llvm.struct<(ptr<2>, ptr<2>, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: %14 = llvm.getelementptr %12[%13] : (!llvm.ptr<2>, i32) -> !llvm.ptr<2>, f32
// I32-NEXT: %15 = llvm.getelementptr %14[%1] : (!llvm.ptr<2>, i32) -> !llvm.ptr<2>, f32
// I32-NEXT: %16 = llvm.load %15 {nontemporal} : !llvm.ptr<2> -> f32
// I32-NEXT: %17 = llvm.extractvalue %0[1] : !llvm.struct<(ptr<2>, ptr<2>, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: %18 = llvm.extractvalue %0[2] : !llvm.struct<(ptr<2>, ptr<2>, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: %19 = llvm.getelementptr %17[%18] : (!llvm.ptr<2>, i32) -> !llvm.ptr<2>, f32
// I32-NEXT: %20 = llvm.getelementptr %19[%1] : (!llvm.ptr<2>, i32) -> !llvm.ptr<2>, f32
// I32-NEXT: %21 = llvm.atomicrmw fmax %20, %arg3 acq_rel : !llvm.ptr<2>, f32
// I32-NEXT: return %16 : f32
// I32-NEXT: }
