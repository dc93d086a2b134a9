// A rank-1 strided<[1]> layout (offset 0) is the identity to MLIR (its affine
// map is (d0) -> (d0)): alloc, alloca and copy treat it as an identity layout
// (memcpy, not the memrefCopy runtime call). CHECK lines are mlir-opt-19's.
// RUN: mlir-opt %s -finalize-memref-to-llvm | FileCheck %s

func.func @a(%n: index, %m: memref<?xf32, strided<[1]>>, %k: memref<4xf32, strided<[1], offset: 2>>) -> memref<4xf32, strided<[1]>> {
  %0 = memref.alloc() : memref<4xf32, strided<[1]>>
  %1 = memref.alloca(%n) : memref<?xf32, strided<[1]>>
  memref.copy %m, %1 : memref<?xf32, strided<[1]>> to memref<?xf32, strided<[1]>>
  memref.copy %k, %0 : memref<4xf32, strided<[1], offset: 2>> to memref<4xf32, strided<[1]>>
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<?xf32, strided<[1]>>
  memref.dealloc %1 : memref<?xf32, strided<[1]>>
  return %0 : memref<4xf32, strided<[1]>>
}

// CHECK: module {
// CHECK-NEXT: llvm.func @free(!llvm.ptr)
// CHECK-NEXT: llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-NEXT: func.func @a(%arg0: index, %arg1: memref<?xf32, strided<[1]>>, %arg2: memref<4xf32, strided<[1], offset: 2>>) -> memref<4xf32, strided<[1]>> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : memref<4xf32, strided<[1], offset: 2>> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : memref<?xf32, strided<[1]>> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT: %3 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %4 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %5 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %6 = llvm.getelementptr %5[%3] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %7 = llvm.ptrtoint %6 : !llvm.ptr to i64
// CHECK-NEXT: %8 = llvm.call @malloc(%7) : (i64) -> !llvm.ptr
// CHECK-NEXT: %9 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %10 = llvm.insertvalue %8, %9[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %11 = llvm.insertvalue %8, %10[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %12 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %13 = llvm.insertvalue %12, %11[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %14 = llvm.insertvalue %3, %13[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %15 = llvm.insertvalue %4, %14[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %16 = builtin.unrealized_conversion_cast %15 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<4xf32, strided<[1]>>
// CHECK-NEXT: %17 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %18 = llvm.alloca %2 x f32 : (i64) -> !llvm.ptr
// CHECK-NEXT: %19 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %20 = llvm.insertvalue %18, %19[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %21 = llvm.insertvalue %18, %20[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %22 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %23 = llvm.insertvalue %22, %21[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %24 = llvm.insertvalue %2, %23[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %25 = llvm.insertvalue %17, %24[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %26 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %27 = llvm.extractvalue %1[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %28 = llvm.mul %26, %27 : i64
// CHECK-NEXT: %29 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %30 = llvm.getelementptr %29[1] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NEXT: %31 = llvm.ptrtoint %30 : !llvm.ptr to i64
// CHECK-NEXT: %32 = llvm.mul %28, %31 : i64
// CHECK-NEXT: %33 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %34 = llvm.extractvalue %1[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %35 = llvm.getelementptr %33[%34] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %36 = llvm.extractvalue %25[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %37 = llvm.extractvalue %25[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %38 = llvm.getelementptr %36[%37] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: "llvm.intr.memcpy"(%38, %35, %32) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: %39 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %40 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %41 = llvm.mul %39, %40 : i64
// CHECK-NEXT: %42 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %43 = llvm.getelementptr %42[1] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NEXT: %44 = llvm.ptrtoint %43 : !llvm.ptr to i64
// CHECK-NEXT: %45 = llvm.mul %41, %44 : i64
// CHECK-NEXT: %46 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %47 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %48 = llvm.getelementptr %46[%47] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %49 = llvm.extractvalue %15[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %50 = llvm.extractvalue %15[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %51 = llvm.getelementptr %49[%50] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: "llvm.intr.memcpy"(%51, %48, %45) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %52 = builtin.unrealized_conversion_cast %c0 : index to i64
// CHECK-NEXT: %53 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %54 = llvm.getelementptr %53[%52] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %55 = llvm.load %54 : !llvm.ptr -> f32
// CHECK-NEXT: %56 = llvm.extractvalue %25[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: llvm.call @free(%56) : (!llvm.ptr) -> ()
// CHECK-NEXT: return %16 : memref<4xf32, strided<[1]>>
// CHECK-NEXT: }
// CHECK-NEXT: }
