// finalize-memref-to-llvm and convert-to-llvm: load/store on a strided
// layout, memref.cast ranked <-> unranked (and a round trip the cast fold
// removes), memrefCopy for unranked and non-contiguous copies, alloc and
// alloca in memory spaces, rank (no operand cast left behind), and the
// cast of a replaced op's result placed where the op was.
// CHECK lines are mlir-opt-19's output, whole and in order.
// RUN: mlir-opt %s -finalize-memref-to-llvm | FileCheck %s --check-prefix=CHECK
// RUN: mlir-opt %s -finalize-memref-to-llvm=index-bitwidth=32 | FileCheck %s --check-prefix=I32
// RUN: mlir-opt %s -finalize-memref-to-llvm=use-aligned-alloc=1 | FileCheck %s --check-prefix=ALIGNED
// RUN: mlir-opt %s --convert-to-llvm=filter-dialects=memref | FileCheck %s --check-prefix=IFACE
// RUN: mlir-opt %s --convert-to-llvm | FileCheck %s --check-prefix=FULL

func.func @strided(%m: memref<4x?xf32, strided<[?, 2], offset: 3>>, %i: index, %v: f32) -> f32 {
  %0 = memref.load %m[%i, %i] : memref<4x?xf32, strided<[?, 2], offset: 3>>
  memref.store %v, %m[%i, %i] : memref<4x?xf32, strided<[?, 2], offset: 3>>
  return %0 : f32
}
func.func @casts(%m: memref<4x?xf32>) -> memref<4x?xf32> {
  %0 = memref.cast %m : memref<4x?xf32> to memref<*xf32>
  %1 = memref.cast %0 : memref<*xf32> to memref<4x?xf32>
  return %1 : memref<4x?xf32>
}
func.func @copies(%a: memref<*xf32>, %b: memref<*xf32>, %c: memref<4x4xf32, strided<[8, 1]>>, %d: memref<4x4xf32>) {
  memref.copy %a, %b : memref<*xf32> to memref<*xf32>
  memref.copy %c, %d : memref<4x4xf32, strided<[8, 1]>> to memref<4x4xf32>
  return
}
func.func @spaces(%n: index) {
  %0 = memref.alloc(%n) : memref<?xf32>
  memref.dealloc %0 : memref<?xf32>
  %1 = memref.alloca() : memref<2xf32, 5>
  return
}
func.func @rank(%u: memref<*xf32>, %m: memref<2xf32>) -> (index, index) {
  %0 = memref.rank %u : memref<*xf32>
  %1 = memref.rank %m : memref<2xf32>
  return %0, %1 : index, index
}
func.func @rank_ranked(%m: memref<2xf32>) -> index {
  %1 = memref.rank %m : memref<2xf32>
  return %1 : index
}
func.func @rank_unranked(%m: memref<*xf32>) -> index {
  %1 = memref.rank %m : memref<*xf32>
  return %1 : index
}
func.func @cast_round_trip(%m: memref<4x?xf32>) -> memref<4x?xf32> {
  %0 = memref.cast %m : memref<4x?xf32> to memref<*xf32>
  %1 = memref.cast %0 : memref<*xf32> to memref<4x?xf32>
  return %1 : memref<4x?xf32>
}
func.func @cast_result_placed(%m: memref<4xf32>, %i: index) -> memref<?xf32> {
  %c = arith.addi %i, %i : index
  %0 = memref.cast %m : memref<4xf32> to memref<?xf32>
  return %0 : memref<?xf32>
}
func.func @space_alloc(%n: index) -> memref<?x4xf32, 3> {
  %0 = memref.alloc(%n) {alignment = 32} : memref<?x4xf32, 3>
  return %0 : memref<?x4xf32, 3>
}

// CHECK: llvm.func @free(!llvm.ptr)
// CHECK-NEXT: llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-NEXT: llvm.func @memrefCopy(i64, !llvm.ptr, !llvm.ptr)
// CHECK-NEXT: func.func @strided(%arg0: memref<4x?xf32, strided<[?, 2], offset: 3>>, %arg1: index, %arg2: f32) -> f32 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<4x?xf32, strided<[?, 2], offset: 3>> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %4 = llvm.getelementptr %2[%3] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %5 = llvm.extractvalue %1[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.mul %0, %5 : i64
// CHECK-NEXT: %7 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %8 = llvm.mul %0, %7 : i64
// CHECK-NEXT: %9 = llvm.add %6, %8 : i64
// CHECK-NEXT: %10 = llvm.getelementptr %4[%9] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %11 = llvm.load %10 : !llvm.ptr -> f32
// CHECK-NEXT: %12 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %13 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %14 = llvm.getelementptr %12[%13] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %15 = llvm.extractvalue %1[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %16 = llvm.mul %0, %15 : i64
// CHECK-NEXT: %17 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %18 = llvm.mul %0, %17 : i64
// CHECK-NEXT: %19 = llvm.add %16, %18 : i64
// CHECK-NEXT: %20 = llvm.getelementptr %14[%19] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.store %arg2, %20 : f32, !llvm.ptr
// CHECK-NEXT: return %11 : f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @casts(%arg0: memref<4x?xf32>) -> memref<4x?xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<4x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %2 = llvm.alloca %1 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %0, %2 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
// CHECK-NEXT: %3 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %4 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %5 = llvm.insertvalue %3, %4[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %6 = llvm.insertvalue %2, %5[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: return %arg0 : memref<4x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @copies(%arg0: memref<*xf32>, %arg1: memref<*xf32>, %arg2: memref<4x4xf32, strided<[8, 1]>>, %arg3: memref<4x4xf32>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg3 : memref<4x4xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg2 : memref<4x4xf32, strided<[8, 1]>> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg1 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %arg0 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %4 = llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT: %5 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %6 = llvm.alloca %5 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %3, %6 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// CHECK-NEXT: %7 = llvm.alloca %5 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %2, %7 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// CHECK-NEXT: %8 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %9 = llvm.getelementptr %8[1] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NEXT: %10 = llvm.ptrtoint %9 : !llvm.ptr to i64
// CHECK-NEXT: llvm.call @memrefCopy(%10, %6, %7) : (i64, !llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT: llvm.intr.stackrestore %4 : !llvm.ptr
// CHECK-NEXT: %11 = llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT: %12 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %13 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %14 = llvm.alloca %13 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %1, %14 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
// CHECK-NEXT: %15 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %16 = llvm.insertvalue %12, %15[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %17 = llvm.insertvalue %14, %16[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %18 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %19 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %20 = llvm.alloca %19 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %0, %20 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
// CHECK-NEXT: %21 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %22 = llvm.insertvalue %18, %21[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %23 = llvm.insertvalue %20, %22[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %24 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %25 = llvm.alloca %24 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %17, %25 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// CHECK-NEXT: %26 = llvm.alloca %24 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %23, %26 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// CHECK-NEXT: %27 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %28 = llvm.getelementptr %27[1] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NEXT: %29 = llvm.ptrtoint %28 : !llvm.ptr to i64
// CHECK-NEXT: llvm.call @memrefCopy(%29, %25, %26) : (i64, !llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT: llvm.intr.stackrestore %11 : !llvm.ptr
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @spaces(%arg0: index) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT: %1 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %2 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %4 = llvm.ptrtoint %3 : !llvm.ptr to i64
// CHECK-NEXT: %5 = llvm.call @malloc(%4) : (i64) -> !llvm.ptr
// CHECK-NEXT: %6 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %5, %6[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %8 = llvm.insertvalue %5, %7[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %9 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %10 = llvm.insertvalue %9, %8[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %11 = llvm.insertvalue %0, %10[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %12 = llvm.insertvalue %1, %11[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %13 = llvm.extractvalue %12[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: llvm.call @free(%13) : (!llvm.ptr) -> ()
// CHECK-NEXT: %14 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %15 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %16 = llvm.alloca %14 x f32 : (i64) -> !llvm.ptr<5>
// CHECK-NEXT: %17 = llvm.mlir.undef : !llvm.struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %18 = llvm.insertvalue %16, %17[0] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %19 = llvm.insertvalue %16, %18[1] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %20 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %21 = llvm.insertvalue %20, %19[2] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %22 = llvm.insertvalue %14, %21[3, 0] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %23 = llvm.insertvalue %15, %22[4, 0] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @rank(%arg0: memref<*xf32>, %arg1: memref<2xf32>) -> (index, index) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : i64 to index
// CHECK-NEXT: %3 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %3 : i64 to index
// CHECK-NEXT: return %2, %4 : index, index
// CHECK-NEXT: }
// CHECK-NEXT: func.func @rank_ranked(%arg0: memref<2xf32>) -> index {
// CHECK-NEXT: %0 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : i64 to index
// CHECK-NEXT: return %1 : index
// CHECK-NEXT: }
// CHECK-NEXT: func.func @rank_unranked(%arg0: memref<*xf32>) -> index {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : i64 to index
// CHECK-NEXT: return %2 : index
// CHECK-NEXT: }
// CHECK-NEXT: func.func @cast_round_trip(%arg0: memref<4x?xf32>) -> memref<4x?xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<4x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %2 = llvm.alloca %1 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %0, %2 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
// CHECK-NEXT: %3 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %4 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %5 = llvm.insertvalue %3, %4[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %6 = llvm.insertvalue %2, %5[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: return %arg0 : memref<4x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @cast_result_placed(%arg0: memref<4xf32>, %arg1: index) -> memref<?xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<4xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = arith.addi %arg1, %arg1 : index
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %0 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32>
// CHECK-NEXT: return %2 : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @space_alloc(%arg0: index) -> memref<?x4xf32, 3> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT: %1 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %2 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %3 = llvm.mul %1, %0 : i64
// CHECK-NEXT: %4 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %5 = llvm.getelementptr %4[%3] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %6 = llvm.ptrtoint %5 : !llvm.ptr to i64
// CHECK-NEXT: %7 = llvm.mlir.constant(32 : index) : i64
// CHECK-NEXT: %8 = llvm.add %6, %7 : i64
// CHECK-NEXT: %9 = llvm.call @malloc(%8) : (i64) -> !llvm.ptr
// CHECK-NEXT: %10 = llvm.addrspacecast %9 : !llvm.ptr to !llvm.ptr<3>
// CHECK-NEXT: %11 = llvm.ptrtoint %10 : !llvm.ptr<3> to i64
// CHECK-NEXT: %12 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %13 = llvm.sub %7, %12 : i64
// CHECK-NEXT: %14 = llvm.add %11, %13 : i64
// CHECK-NEXT: %15 = llvm.urem %14, %7  : i64
// CHECK-NEXT: %16 = llvm.sub %14, %15 : i64
// CHECK-NEXT: %17 = llvm.inttoptr %16 : i64 to !llvm.ptr<3>
// CHECK-NEXT: %18 = llvm.mlir.undef : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %19 = llvm.insertvalue %10, %18[0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %20 = llvm.insertvalue %17, %19[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %21 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %22 = llvm.insertvalue %21, %20[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %23 = llvm.insertvalue %0, %22[3, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %24 = llvm.insertvalue %1, %23[3, 1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %25 = llvm.insertvalue %1, %24[4, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %26 = llvm.insertvalue %2, %25[4, 1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %27 = builtin.unrealized_conversion_cast %26 : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> to memref<?x4xf32, 3>
// CHECK-NEXT: return %27 : memref<?x4xf32, 3>
// CHECK-NEXT: }

// I32: llvm.func @free(!llvm.ptr)
// I32-NEXT: llvm.func @malloc(i32) -> !llvm.ptr
// I32-NEXT: llvm.func @memrefCopy(i32, !llvm.ptr, !llvm.ptr)
// I32-NEXT: func.func @strided(%arg0: memref<4x?xf32, strided<[?, 2], offset: 3>>, %arg1: index, %arg2: f32) -> f32 {
// I32-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i32
// I32-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<4x?xf32, strided<[?, 2], offset: 3>> to !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %3 = llvm.mlir.constant(3 : index) : i32
// I32-NEXT: %4 = llvm.getelementptr %2[%3] : (!llvm.ptr, i32) -> !llvm.ptr, f32
// I32-NEXT: %5 = llvm.extractvalue %1[4, 0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %6 = llvm.mul %0, %5 : i32
// I32-NEXT: %7 = llvm.mlir.constant(2 : index) : i32
// I32-NEXT: %8 = llvm.mul %0, %7 : i32
// I32-NEXT: %9 = llvm.add %6, %8 : i32
// I32-NEXT: %10 = llvm.getelementptr %4[%9] : (!llvm.ptr, i32) -> !llvm.ptr, f32
// I32-NEXT: %11 = llvm.load %10 : !llvm.ptr -> f32
// I32-NEXT: %12 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %13 = llvm.mlir.constant(3 : index) : i32
// I32-NEXT: %14 = llvm.getelementptr %12[%13] : (!llvm.ptr, i32) -> !llvm.ptr, f32
// I32-NEXT: %15 = llvm.extractvalue %1[4, 0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %16 = llvm.mul %0, %15 : i32
// I32-NEXT: %17 = llvm.mlir.constant(2 : index) : i32
// I32-NEXT: %18 = llvm.mul %0, %17 : i32
// I32-NEXT: %19 = llvm.add %16, %18 : i32
// I32-NEXT: %20 = llvm.getelementptr %14[%19] : (!llvm.ptr, i32) -> !llvm.ptr, f32
// I32-NEXT: llvm.store %arg2, %20 : f32, !llvm.ptr
// I32-NEXT: return %11 : f32
// I32-NEXT: }
// I32-NEXT: func.func @casts(%arg0: memref<4x?xf32>) -> memref<4x?xf32> {
// I32-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<4x?xf32> to !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %1 = llvm.mlir.constant(1 : index) : i64
// I32-NEXT: %2 = llvm.alloca %1 x !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)> : (i64) -> !llvm.ptr
// I32-NEXT: llvm.store %0, %2 : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>, !llvm.ptr
// I32-NEXT: %3 = llvm.mlir.constant(2 : index) : i32
// I32-NEXT: %4 = llvm.mlir.undef : !llvm.struct<(i32, ptr)>
// I32-NEXT: %5 = llvm.insertvalue %3, %4[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT: %6 = llvm.insertvalue %2, %5[1] : !llvm.struct<(i32, ptr)>
// I32-NEXT: return %arg0 : memref<4x?xf32>
// I32-NEXT: }
// I32-NEXT: func.func @copies(%arg0: memref<*xf32>, %arg1: memref<*xf32>, %arg2: memref<4x4xf32, strided<[8, 1]>>, %arg3: memref<4x4xf32>) {
// I32-NEXT: %0 = builtin.unrealized_conversion_cast %arg3 : memref<4x4xf32> to !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %1 = builtin.unrealized_conversion_cast %arg2 : memref<4x4xf32, strided<[8, 1]>> to !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %2 = builtin.unrealized_conversion_cast %arg1 : memref<*xf32> to !llvm.struct<(i32, ptr)>
// I32-NEXT: %3 = builtin.unrealized_conversion_cast %arg0 : memref<*xf32> to !llvm.struct<(i32, ptr)>
// I32-NEXT: %4 = llvm.intr.stacksave : !llvm.ptr
// I32-NEXT: %5 = llvm.mlir.constant(1 : index) : i32
// I32-NEXT: %6 = llvm.alloca %5 x !llvm.struct<(i32, ptr)> : (i32) -> !llvm.ptr
// I32-NEXT: llvm.store %3, %6 : !llvm.struct<(i32, ptr)>, !llvm.ptr
// I32-NEXT: %7 = llvm.alloca %5 x !llvm.struct<(i32, ptr)> : (i32) -> !llvm.ptr
// I32-NEXT: llvm.store %2, %7 : !llvm.struct<(i32, ptr)>, !llvm.ptr
// I32-NEXT: %8 = llvm.mlir.zero : !llvm.ptr
// I32-NEXT: %9 = llvm.getelementptr %8[1] : (!llvm.ptr) -> !llvm.ptr, f32
// I32-NEXT: %10 = llvm.ptrtoint %9 : !llvm.ptr to i32
// I32-NEXT: llvm.call @memrefCopy(%10, %6, %7) : (i32, !llvm.ptr, !llvm.ptr) -> ()
// I32-NEXT: llvm.intr.stackrestore %4 : !llvm.ptr
// I32-NEXT: %11 = llvm.intr.stacksave : !llvm.ptr
// I32-NEXT: %12 = llvm.mlir.constant(2 : i32) : i32
// I32-NEXT: %13 = llvm.mlir.constant(1 : index) : i64
// I32-NEXT: %14 = llvm.alloca %13 x !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)> : (i64) -> !llvm.ptr
// I32-NEXT: llvm.store %1, %14 : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>, !llvm.ptr
// I32-NEXT: %15 = llvm.mlir.undef : !llvm.struct<(i32, ptr)>
// I32-NEXT: %16 = llvm.insertvalue %12, %15[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT: %17 = llvm.insertvalue %14, %16[1] : !llvm.struct<(i32, ptr)>
// I32-NEXT: %18 = llvm.mlir.constant(2 : i32) : i32
// I32-NEXT: %19 = llvm.mlir.constant(1 : index) : i64
// I32-NEXT: %20 = llvm.alloca %19 x !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)> : (i64) -> !llvm.ptr
// I32-NEXT: llvm.store %0, %20 : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>, !llvm.ptr
// I32-NEXT: %21 = llvm.mlir.undef : !llvm.struct<(i32, ptr)>
// I32-NEXT: %22 = llvm.insertvalue %18, %21[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT: %23 = llvm.insertvalue %20, %22[1] : !llvm.struct<(i32, ptr)>
// I32-NEXT: %24 = llvm.mlir.constant(1 : index) : i32
// I32-NEXT: %25 = llvm.alloca %24 x !llvm.struct<(i32, ptr)> : (i32) -> !llvm.ptr
// I32-NEXT: llvm.store %17, %25 : !llvm.struct<(i32, ptr)>, !llvm.ptr
// I32-NEXT: %26 = llvm.alloca %24 x !llvm.struct<(i32, ptr)> : (i32) -> !llvm.ptr
// I32-NEXT: llvm.store %23, %26 : !llvm.struct<(i32, ptr)>, !llvm.ptr
// I32-NEXT: %27 = llvm.mlir.zero : !llvm.ptr
// I32-NEXT: %28 = llvm.getelementptr %27[1] : (!llvm.ptr) -> !llvm.ptr, f32
// I32-NEXT: %29 = llvm.ptrtoint %28 : !llvm.ptr to i32
// I32-NEXT: llvm.call @memrefCopy(%29, %25, %26) : (i32, !llvm.ptr, !llvm.ptr) -> ()
// I32-NEXT: llvm.intr.stackrestore %11 : !llvm.ptr
// I32-NEXT: return
// I32-NEXT: }
// I32-NEXT: func.func @spaces(%arg0: index) {
// I32-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : index to i32
// I32-NEXT: %1 = llvm.mlir.constant(1 : index) : i32
// I32-NEXT: %2 = llvm.mlir.zero : !llvm.ptr
// I32-NEXT: %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i32) -> !llvm.ptr, f32
// I32-NEXT: %4 = llvm.ptrtoint %3 : !llvm.ptr to i32
// I32-NEXT: %5 = llvm.call @malloc(%4) : (i32) -> !llvm.ptr
// I32-NEXT: %6 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: %7 = llvm.insertvalue %5, %6[0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: %8 = llvm.insertvalue %5, %7[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: %9 = llvm.mlir.constant(0 : index) : i32
// I32-NEXT: %10 = llvm.insertvalue %9, %8[2] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: %11 = llvm.insertvalue %0, %10[3, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: %12 = llvm.insertvalue %1, %11[4, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: %13 = llvm.extractvalue %12[0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: llvm.call @free(%13) : (!llvm.ptr) -> ()
// I32-NEXT: %14 = llvm.mlir.constant(2 : index) : i32
// I32-NEXT: %15 = llvm.mlir.constant(1 : index) : i32
// I32-NEXT: %16 = llvm.alloca %14 x f32 : (i32) -> !llvm.ptr<5>
// I32-NEXT: %17 = llvm.mlir.undef : !llvm.struct<(ptr<5>, ptr<5>, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: %18 = llvm.insertvalue %16, %17[0] : !llvm.struct<(ptr<5>, ptr<5>, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: %19 = llvm.insertvalue %16, %18[1] : !llvm.struct<(ptr<5>, ptr<5>, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: %20 = llvm.mlir.constant(0 : index) : i32
// I32-NEXT: %21 = llvm.insertvalue %20, %19[2] : !llvm.struct<(ptr<5>, ptr<5>, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: %22 = llvm.insertvalue %14, %21[3, 0] : !llvm.struct<(ptr<5>, ptr<5>, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: %23 = llvm.insertvalue %15, %22[4, 0] : !llvm.struct<(ptr<5>, ptr<5>, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: return
// I32-NEXT: }
// I32-NEXT: func.func @rank(%arg0: memref<*xf32>, %arg1: memref<2xf32>) -> (index, index) {
// I32-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<*xf32> to !llvm.struct<(i32, ptr)>
// I32-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT: %2 = builtin.unrealized_conversion_cast %1 : i32 to index
// I32-NEXT: %3 = llvm.mlir.constant(1 : index) : i32
// I32-NEXT: %4 = builtin.unrealized_conversion_cast %3 : i32 to index
// I32-NEXT: return %2, %4 : index, index
// I32-NEXT: }
// I32-NEXT: func.func @rank_ranked(%arg0: memref<2xf32>) -> index {
// I32-NEXT: %0 = llvm.mlir.constant(1 : index) : i32
// I32-NEXT: %1 = builtin.unrealized_conversion_cast %0 : i32 to index
// I32-NEXT: return %1 : index
// I32-NEXT: }
// I32-NEXT: func.func @rank_unranked(%arg0: memref<*xf32>) -> index {
// I32-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<*xf32> to !llvm.struct<(i32, ptr)>
// I32-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT: %2 = builtin.unrealized_conversion_cast %1 : i32 to index
// I32-NEXT: return %2 : index
// I32-NEXT: }
// I32-NEXT: func.func @cast_round_trip(%arg0: memref<4x?xf32>) -> memref<4x?xf32> {
// I32-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<4x?xf32> to !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %1 = llvm.mlir.constant(1 : index) : i64
// I32-NEXT: %2 = llvm.alloca %1 x !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)> : (i64) -> !llvm.ptr
// I32-NEXT: llvm.store %0, %2 : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>, !llvm.ptr
// I32-NEXT: %3 = llvm.mlir.constant(2 : index) : i32
// I32-NEXT: %4 = llvm.mlir.undef : !llvm.struct<(i32, ptr)>
// I32-NEXT: %5 = llvm.insertvalue %3, %4[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT: %6 = llvm.insertvalue %2, %5[1] : !llvm.struct<(i32, ptr)>
// I32-NEXT: return %arg0 : memref<4x?xf32>
// I32-NEXT: }
// I32-NEXT: func.func @cast_result_placed(%arg0: memref<4xf32>, %arg1: index) -> memref<?xf32> {
// I32-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<4xf32> to !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: %1 = arith.addi %arg1, %arg1 : index
// I32-NEXT: %2 = builtin.unrealized_conversion_cast %0 : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> to memref<?xf32>
// I32-NEXT: return %2 : memref<?xf32>
// I32-NEXT: }
// I32-NEXT: func.func @space_alloc(%arg0: index) -> memref<?x4xf32, 3> {
// I32-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : index to i32
// I32-NEXT: %1 = llvm.mlir.constant(4 : index) : i32
// I32-NEXT: %2 = llvm.mlir.constant(1 : index) : i32
// I32-NEXT: %3 = llvm.mul %1, %0 : i32
// I32-NEXT: %4 = llvm.mlir.zero : !llvm.ptr
// I32-NEXT: %5 = llvm.getelementptr %4[%3] : (!llvm.ptr, i32) -> !llvm.ptr, f32
// I32-NEXT: %6 = llvm.ptrtoint %5 : !llvm.ptr to i32
// I32-NEXT: %7 = llvm.mlir.constant(32 : index) : i32
// I32-NEXT: %8 = llvm.add %6, %7 : i32
// I32-NEXT: %9 = llvm.call @malloc(%8) : (i32) -> !llvm.ptr
// I32-NEXT: %10 = llvm.addrspacecast %9 : !llvm.ptr to !llvm.ptr<3>
// I32-NEXT: %11 = llvm.ptrtoint %10 : !llvm.ptr<3> to i32
// I32-NEXT: %12 = llvm.mlir.constant(1 : index) : i32
// I32-NEXT: %13 = llvm.sub %7, %12 : i32
// I32-NEXT: %14 = llvm.add %11, %13 : i32
// I32-NEXT: %15 = llvm.urem %14, %7  : i32
// I32-NEXT: %16 = llvm.sub %14, %15 : i32
// I32-NEXT: %17 = llvm.inttoptr %16 : i32 to !llvm.ptr<3>
// I32-NEXT: %18 = llvm.mlir.undef : !llvm.struct<(ptr<3>, ptr<3>, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %19 = llvm.insertvalue %10, %18[0] : !llvm.struct<(ptr<3>, ptr<3>, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %20 = llvm.insertvalue %17, %19[1] : !llvm.struct<(ptr<3>, ptr<3>, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %21 = llvm.mlir.constant(0 : index) : i32
// I32-NEXT: %22 = llvm.insertvalue %21, %20[2] : !llvm.struct<(ptr<3>, ptr<3>, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %23 = llvm.insertvalue %0, %22[3, 0] : !llvm.struct<(ptr<3>, ptr<3>, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %24 = llvm.insertvalue %1, %23[3, 1] : !llvm.struct<(ptr<3>, ptr<3>, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %25 = llvm.insertvalue %1, %24[4, 0] : !llvm.struct<(ptr<3>, ptr<3>, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %26 = llvm.insertvalue %2, %25[4, 1] : !llvm.struct<(ptr<3>, ptr<3>, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %27 = builtin.unrealized_conversion_cast %26 : !llvm.struct<(ptr<3>, ptr<3>, i32, array<2 x i32>, array<2 x i32>)> to memref<?x4xf32, 3>
// I32-NEXT: return %27 : memref<?x4xf32, 3>
// I32-NEXT: }

// ALIGNED: llvm.func @free(!llvm.ptr)
// ALIGNED-NEXT: llvm.func @aligned_alloc(i64, i64) -> !llvm.ptr
// ALIGNED-NEXT: llvm.func @memrefCopy(i64, !llvm.ptr, !llvm.ptr)
// ALIGNED-NEXT: func.func @strided(%arg0: memref<4x?xf32, strided<[?, 2], offset: 3>>, %arg1: index, %arg2: f32) -> f32 {
// ALIGNED-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// ALIGNED-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<4x?xf32, strided<[?, 2], offset: 3>> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALIGNED-NEXT: %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALIGNED-NEXT: %3 = llvm.mlir.constant(3 : index) : i64
// ALIGNED-NEXT: %4 = llvm.getelementptr %2[%3] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// ALIGNED-NEXT: %5 = llvm.extractvalue %1[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALIGNED-NEXT: %6 = llvm.mul %0, %5 : i64
// ALIGNED-NEXT: %7 = llvm.mlir.constant(2 : index) : i64
// ALIGNED-NEXT: %8 = llvm.mul %0, %7 : i64
// ALIGNED-NEXT: %9 = llvm.add %6, %8 : i64
// ALIGNED-NEXT: %10 = llvm.getelementptr %4[%9] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// ALIGNED-NEXT: %11 = llvm.load %10 : !llvm.ptr -> f32
// ALIGNED-NEXT: %12 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALIGNED-NEXT: %13 = llvm.mlir.constant(3 : index) : i64
// ALIGNED-NEXT: %14 = llvm.getelementptr %12[%13] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// ALIGNED-NEXT: %15 = llvm.extractvalue %1[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALIGNED-NEXT: %16 = llvm.mul %0, %15 : i64
// ALIGNED-NEXT: %17 = llvm.mlir.constant(2 : index) : i64
// ALIGNED-NEXT: %18 = llvm.mul %0, %17 : i64
// ALIGNED-NEXT: %19 = llvm.add %16, %18 : i64
// ALIGNED-NEXT: %20 = llvm.getelementptr %14[%19] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// ALIGNED-NEXT: llvm.store %arg2, %20 : f32, !llvm.ptr
// ALIGNED-NEXT: return %11 : f32
// ALIGNED-NEXT: }
// ALIGNED-NEXT: func.func @casts(%arg0: memref<4x?xf32>) -> memref<4x?xf32> {
// ALIGNED-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<4x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALIGNED-NEXT: %1 = llvm.mlir.constant(1 : index) : i64
// ALIGNED-NEXT: %2 = llvm.alloca %1 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
// ALIGNED-NEXT: llvm.store %0, %2 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
// ALIGNED-NEXT: %3 = llvm.mlir.constant(2 : index) : i64
// ALIGNED-NEXT: %4 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// ALIGNED-NEXT: %5 = llvm.insertvalue %3, %4[0] : !llvm.struct<(i64, ptr)>
// ALIGNED-NEXT: %6 = llvm.insertvalue %2, %5[1] : !llvm.struct<(i64, ptr)>
// ALIGNED-NEXT: return %arg0 : memref<4x?xf32>
// ALIGNED-NEXT: }
// ALIGNED-NEXT: func.func @copies(%arg0: memref<*xf32>, %arg1: memref<*xf32>, %arg2: memref<4x4xf32, strided<[8, 1]>>, %arg3: memref<4x4xf32>) {
// ALIGNED-NEXT: %0 = builtin.unrealized_conversion_cast %arg3 : memref<4x4xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALIGNED-NEXT: %1 = builtin.unrealized_conversion_cast %arg2 : memref<4x4xf32, strided<[8, 1]>> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALIGNED-NEXT: %2 = builtin.unrealized_conversion_cast %arg1 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// ALIGNED-NEXT: %3 = builtin.unrealized_conversion_cast %arg0 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// ALIGNED-NEXT: %4 = llvm.intr.stacksave : !llvm.ptr
// ALIGNED-NEXT: %5 = llvm.mlir.constant(1 : index) : i64
// ALIGNED-NEXT: %6 = llvm.alloca %5 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// ALIGNED-NEXT: llvm.store %3, %6 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// ALIGNED-NEXT: %7 = llvm.alloca %5 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// ALIGNED-NEXT: llvm.store %2, %7 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// ALIGNED-NEXT: %8 = llvm.mlir.zero : !llvm.ptr
// ALIGNED-NEXT: %9 = llvm.getelementptr %8[1] : (!llvm.ptr) -> !llvm.ptr, f32
// ALIGNED-NEXT: %10 = llvm.ptrtoint %9 : !llvm.ptr to i64
// ALIGNED-NEXT: llvm.call @memrefCopy(%10, %6, %7) : (i64, !llvm.ptr, !llvm.ptr) -> ()
// ALIGNED-NEXT: llvm.intr.stackrestore %4 : !llvm.ptr
// ALIGNED-NEXT: %11 = llvm.intr.stacksave : !llvm.ptr
// ALIGNED-NEXT: %12 = llvm.mlir.constant(2 : i64) : i64
// ALIGNED-NEXT: %13 = llvm.mlir.constant(1 : index) : i64
// ALIGNED-NEXT: %14 = llvm.alloca %13 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
// ALIGNED-NEXT: llvm.store %1, %14 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
// ALIGNED-NEXT: %15 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// ALIGNED-NEXT: %16 = llvm.insertvalue %12, %15[0] : !llvm.struct<(i64, ptr)>
// ALIGNED-NEXT: %17 = llvm.insertvalue %14, %16[1] : !llvm.struct<(i64, ptr)>
// ALIGNED-NEXT: %18 = llvm.mlir.constant(2 : i64) : i64
// ALIGNED-NEXT: %19 = llvm.mlir.constant(1 : index) : i64
// ALIGNED-NEXT: %20 = llvm.alloca %19 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
// ALIGNED-NEXT: llvm.store %0, %20 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
// ALIGNED-NEXT: %21 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// ALIGNED-NEXT: %22 = llvm.insertvalue %18, %21[0] : !llvm.struct<(i64, ptr)>
// ALIGNED-NEXT: %23 = llvm.insertvalue %20, %22[1] : !llvm.struct<(i64, ptr)>
// ALIGNED-NEXT: %24 = llvm.mlir.constant(1 : index) : i64
// ALIGNED-NEXT: %25 = llvm.alloca %24 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// ALIGNED-NEXT: llvm.store %17, %25 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// ALIGNED-NEXT: %26 = llvm.alloca %24 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// ALIGNED-NEXT: llvm.store %23, %26 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// ALIGNED-NEXT: %27 = llvm.mlir.zero : !llvm.ptr
// ALIGNED-NEXT: %28 = llvm.getelementptr %27[1] : (!llvm.ptr) -> !llvm.ptr, f32
// ALIGNED-NEXT: %29 = llvm.ptrtoint %28 : !llvm.ptr to i64
// ALIGNED-NEXT: llvm.call @memrefCopy(%29, %25, %26) : (i64, !llvm.ptr, !llvm.ptr) -> ()
// ALIGNED-NEXT: llvm.intr.stackrestore %11 : !llvm.ptr
// ALIGNED-NEXT: return
// ALIGNED-NEXT: }
// ALIGNED-NEXT: func.func @spaces(%arg0: index) {
// ALIGNED-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : index to i64
// ALIGNED-NEXT: %1 = llvm.mlir.constant(1 : index) : i64
// ALIGNED-NEXT: %2 = llvm.mlir.zero : !llvm.ptr
// ALIGNED-NEXT: %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// ALIGNED-NEXT: %4 = llvm.ptrtoint %3 : !llvm.ptr to i64
// ALIGNED-NEXT: %5 = llvm.mlir.constant(16 : index) : i64
// ALIGNED-NEXT: %6 = llvm.mlir.constant(1 : index) : i64
// ALIGNED-NEXT: %7 = llvm.sub %5, %6 : i64
// ALIGNED-NEXT: %8 = llvm.add %4, %7 : i64
// ALIGNED-NEXT: %9 = llvm.urem %8, %5  : i64
// ALIGNED-NEXT: %10 = llvm.sub %8, %9 : i64
// ALIGNED-NEXT: %11 = llvm.call @aligned_alloc(%5, %10) : (i64, i64) -> !llvm.ptr
// ALIGNED-NEXT: %12 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %13 = llvm.insertvalue %11, %12[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %14 = llvm.insertvalue %11, %13[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %15 = llvm.mlir.constant(0 : index) : i64
// ALIGNED-NEXT: %16 = llvm.insertvalue %15, %14[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %17 = llvm.insertvalue %0, %16[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %18 = llvm.insertvalue %1, %17[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %19 = llvm.extractvalue %18[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: llvm.call @free(%19) : (!llvm.ptr) -> ()
// ALIGNED-NEXT: %20 = llvm.mlir.constant(2 : index) : i64
// ALIGNED-NEXT: %21 = llvm.mlir.constant(1 : index) : i64
// ALIGNED-NEXT: %22 = llvm.alloca %20 x f32 : (i64) -> !llvm.ptr<5>
// ALIGNED-NEXT: %23 = llvm.mlir.undef : !llvm.struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %24 = llvm.insertvalue %22, %23[0] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %25 = llvm.insertvalue %22, %24[1] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %26 = llvm.mlir.constant(0 : index) : i64
// ALIGNED-NEXT: %27 = llvm.insertvalue %26, %25[2] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %28 = llvm.insertvalue %20, %27[3, 0] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %29 = llvm.insertvalue %21, %28[4, 0] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: return
// ALIGNED-NEXT: }
// ALIGNED-NEXT: func.func @rank(%arg0: memref<*xf32>, %arg1: memref<2xf32>) -> (index, index) {
// ALIGNED-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// ALIGNED-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.struct<(i64, ptr)>
// ALIGNED-NEXT: %2 = builtin.unrealized_conversion_cast %1 : i64 to index
// ALIGNED-NEXT: %3 = llvm.mlir.constant(1 : index) : i64
// ALIGNED-NEXT: %4 = builtin.unrealized_conversion_cast %3 : i64 to index
// ALIGNED-NEXT: return %2, %4 : index, index
// ALIGNED-NEXT: }
// ALIGNED-NEXT: func.func @rank_ranked(%arg0: memref<2xf32>) -> index {
// ALIGNED-NEXT: %0 = llvm.mlir.constant(1 : index) : i64
// ALIGNED-NEXT: %1 = builtin.unrealized_conversion_cast %0 : i64 to index
// ALIGNED-NEXT: return %1 : index
// ALIGNED-NEXT: }
// ALIGNED-NEXT: func.func @rank_unranked(%arg0: memref<*xf32>) -> index {
// ALIGNED-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// ALIGNED-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.struct<(i64, ptr)>
// ALIGNED-NEXT: %2 = builtin.unrealized_conversion_cast %1 : i64 to index
// ALIGNED-NEXT: return %2 : index
// ALIGNED-NEXT: }
// ALIGNED-NEXT: func.func @cast_round_trip(%arg0: memref<4x?xf32>) -> memref<4x?xf32> {
// ALIGNED-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<4x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALIGNED-NEXT: %1 = llvm.mlir.constant(1 : index) : i64
// ALIGNED-NEXT: %2 = llvm.alloca %1 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
// ALIGNED-NEXT: llvm.store %0, %2 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
// ALIGNED-NEXT: %3 = llvm.mlir.constant(2 : index) : i64
// ALIGNED-NEXT: %4 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// ALIGNED-NEXT: %5 = llvm.insertvalue %3, %4[0] : !llvm.struct<(i64, ptr)>
// ALIGNED-NEXT: %6 = llvm.insertvalue %2, %5[1] : !llvm.struct<(i64, ptr)>
// ALIGNED-NEXT: return %arg0 : memref<4x?xf32>
// ALIGNED-NEXT: }
// ALIGNED-NEXT: func.func @cast_result_placed(%arg0: memref<4xf32>, %arg1: index) -> memref<?xf32> {
// ALIGNED-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<4xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %1 = arith.addi %arg1, %arg1 : index
// ALIGNED-NEXT: %2 = builtin.unrealized_conversion_cast %0 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32>
// ALIGNED-NEXT: return %2 : memref<?xf32>
// ALIGNED-NEXT: }
// ALIGNED-NEXT: func.func @space_alloc(%arg0: index) -> memref<?x4xf32, 3> {
// ALIGNED-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : index to i64
// ALIGNED-NEXT: %1 = llvm.mlir.constant(4 : index) : i64
// ALIGNED-NEXT: %2 = llvm.mlir.constant(1 : index) : i64
// ALIGNED-NEXT: %3 = llvm.mul %1, %0 : i64
// ALIGNED-NEXT: %4 = llvm.mlir.zero : !llvm.ptr
// ALIGNED-NEXT: %5 = llvm.getelementptr %4[%3] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// ALIGNED-NEXT: %6 = llvm.ptrtoint %5 : !llvm.ptr to i64
// ALIGNED-NEXT: %7 = llvm.mlir.constant(32 : index) : i64
// ALIGNED-NEXT: %8 = llvm.mlir.constant(1 : index) : i64
// ALIGNED-NEXT: %9 = llvm.sub %7, %8 : i64
// ALIGNED-NEXT: %10 = llvm.add %6, %9 : i64
// ALIGNED-NEXT: %11 = llvm.urem %10, %7  : i64
// ALIGNED-NEXT: %12 = llvm.sub %10, %11 : i64
// ALIGNED-NEXT: %13 = llvm.call @aligned_alloc(%7, %12) : (i64, i64) -> !llvm.ptr
// ALIGNED-NEXT: %14 = llvm.addrspacecast %13 : !llvm.ptr to !llvm.ptr<3>
// ALIGNED-NEXT: %15 = llvm.mlir.undef : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// ALIGNED-NEXT: %16 = llvm.insertvalue %14, %15[0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// ALIGNED-NEXT: %17 = llvm.insertvalue %14, %16[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// ALIGNED-NEXT: %18 = llvm.mlir.constant(0 : index) : i64
// ALIGNED-NEXT: %19 = llvm.insertvalue %18, %17[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// ALIGNED-NEXT: %20 = llvm.insertvalue %0, %19[3, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// ALIGNED-NEXT: %21 = llvm.insertvalue %1, %20[3, 1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// ALIGNED-NEXT: %22 = llvm.insertvalue %1, %21[4, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// ALIGNED-NEXT: %23 = llvm.insertvalue %2, %22[4, 1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// ALIGNED-NEXT: %24 = builtin.unrealized_conversion_cast %23 : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> to memref<?x4xf32, 3>
// ALIGNED-NEXT: return %24 : memref<?x4xf32, 3>
// ALIGNED-NEXT: }

// IFACE: llvm.func @free(!llvm.ptr)
// IFACE-NEXT: llvm.func @malloc(i64) -> !llvm.ptr
// IFACE-NEXT: llvm.func @memrefCopy(i64, !llvm.ptr, !llvm.ptr)
// IFACE-NEXT: func.func @strided(%arg0: memref<4x?xf32, strided<[?, 2], offset: 3>>, %arg1: index, %arg2: f32) -> f32 {
// IFACE-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// IFACE-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<4x?xf32, strided<[?, 2], offset: 3>> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %3 = llvm.mlir.constant(3 : index) : i64
// IFACE-NEXT: %4 = llvm.getelementptr %2[%3] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// IFACE-NEXT: %5 = llvm.extractvalue %1[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %6 = llvm.mul %0, %5 : i64
// IFACE-NEXT: %7 = llvm.mlir.constant(2 : index) : i64
// IFACE-NEXT: %8 = llvm.mul %0, %7 : i64
// IFACE-NEXT: %9 = llvm.add %6, %8 : i64
// IFACE-NEXT: %10 = llvm.getelementptr %4[%9] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// IFACE-NEXT: %11 = llvm.load %10 : !llvm.ptr -> f32
// IFACE-NEXT: %12 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %13 = llvm.mlir.constant(3 : index) : i64
// IFACE-NEXT: %14 = llvm.getelementptr %12[%13] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// IFACE-NEXT: %15 = llvm.extractvalue %1[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %16 = llvm.mul %0, %15 : i64
// IFACE-NEXT: %17 = llvm.mlir.constant(2 : index) : i64
// IFACE-NEXT: %18 = llvm.mul %0, %17 : i64
// IFACE-NEXT: %19 = llvm.add %16, %18 : i64
// IFACE-NEXT: %20 = llvm.getelementptr %14[%19] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// IFACE-NEXT: llvm.store %arg2, %20 : f32, !llvm.ptr
// IFACE-NEXT: return %11 : f32
// IFACE-NEXT: }
// IFACE-NEXT: func.func @casts(%arg0: memref<4x?xf32>) -> memref<4x?xf32> {
// IFACE-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<4x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %1 = llvm.mlir.constant(1 : index) : i64
// IFACE-NEXT: %2 = llvm.alloca %1 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
// IFACE-NEXT: llvm.store %0, %2 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
// IFACE-NEXT: %3 = llvm.mlir.constant(2 : index) : i64
// IFACE-NEXT: %4 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// IFACE-NEXT: %5 = llvm.insertvalue %3, %4[0] : !llvm.struct<(i64, ptr)>
// IFACE-NEXT: %6 = llvm.insertvalue %2, %5[1] : !llvm.struct<(i64, ptr)>
// IFACE-NEXT: return %arg0 : memref<4x?xf32>
// IFACE-NEXT: }
// IFACE-NEXT: func.func @copies(%arg0: memref<*xf32>, %arg1: memref<*xf32>, %arg2: memref<4x4xf32, strided<[8, 1]>>, %arg3: memref<4x4xf32>) {
// IFACE-NEXT: %0 = builtin.unrealized_conversion_cast %arg3 : memref<4x4xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %1 = builtin.unrealized_conversion_cast %arg2 : memref<4x4xf32, strided<[8, 1]>> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %2 = builtin.unrealized_conversion_cast %arg1 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// IFACE-NEXT: %3 = builtin.unrealized_conversion_cast %arg0 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// IFACE-NEXT: %4 = llvm.intr.stacksave : !llvm.ptr
// IFACE-NEXT: %5 = llvm.mlir.constant(1 : index) : i64
// IFACE-NEXT: %6 = llvm.alloca %5 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// IFACE-NEXT: llvm.store %3, %6 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// IFACE-NEXT: %7 = llvm.alloca %5 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// IFACE-NEXT: llvm.store %2, %7 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// IFACE-NEXT: %8 = llvm.mlir.zero : !llvm.ptr
// IFACE-NEXT: %9 = llvm.getelementptr %8[1] : (!llvm.ptr) -> !llvm.ptr, f32
// IFACE-NEXT: %10 = llvm.ptrtoint %9 : !llvm.ptr to i64
// IFACE-NEXT: llvm.call @memrefCopy(%10, %6, %7) : (i64, !llvm.ptr, !llvm.ptr) -> ()
// IFACE-NEXT: llvm.intr.stackrestore %4 : !llvm.ptr
// IFACE-NEXT: %11 = llvm.intr.stacksave : !llvm.ptr
// IFACE-NEXT: %12 = llvm.mlir.constant(2 : i64) : i64
// IFACE-NEXT: %13 = llvm.mlir.constant(1 : index) : i64
// IFACE-NEXT: %14 = llvm.alloca %13 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
// IFACE-NEXT: llvm.store %1, %14 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
// IFACE-NEXT: %15 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// IFACE-NEXT: %16 = llvm.insertvalue %12, %15[0] : !llvm.struct<(i64, ptr)>
// IFACE-NEXT: %17 = llvm.insertvalue %14, %16[1] : !llvm.struct<(i64, ptr)>
// IFACE-NEXT: %18 = llvm.mlir.constant(2 : i64) : i64
// IFACE-NEXT: %19 = llvm.mlir.constant(1 : index) : i64
// IFACE-NEXT: %20 = llvm.alloca %19 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
// IFACE-NEXT: llvm.store %0, %20 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
// IFACE-NEXT: %21 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// IFACE-NEXT: %22 = llvm.insertvalue %18, %21[0] : !llvm.struct<(i64, ptr)>
// IFACE-NEXT: %23 = llvm.insertvalue %20, %22[1] : !llvm.struct<(i64, ptr)>
// IFACE-NEXT: %24 = llvm.mlir.constant(1 : index) : i64
// IFACE-NEXT: %25 = llvm.alloca %24 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// IFACE-NEXT: llvm.store %17, %25 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// IFACE-NEXT: %26 = llvm.alloca %24 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// IFACE-NEXT: llvm.store %23, %26 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// IFACE-NEXT: %27 = llvm.mlir.zero : !llvm.ptr
// IFACE-NEXT: %28 = llvm.getelementptr %27[1] : (!llvm.ptr) -> !llvm.ptr, f32
// IFACE-NEXT: %29 = llvm.ptrtoint %28 : !llvm.ptr to i64
// IFACE-NEXT: llvm.call @memrefCopy(%29, %25, %26) : (i64, !llvm.ptr, !llvm.ptr) -> ()
// IFACE-NEXT: llvm.intr.stackrestore %11 : !llvm.ptr
// IFACE-NEXT: return
// IFACE-NEXT: }
// IFACE-NEXT: func.func @spaces(%arg0: index) {
// IFACE-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : index to i64
// IFACE-NEXT: %1 = llvm.mlir.constant(1 : index) : i64
// IFACE-NEXT: %2 = llvm.mlir.zero : !llvm.ptr
// IFACE-NEXT: %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// IFACE-NEXT: %4 = llvm.ptrtoint %3 : !llvm.ptr to i64
// IFACE-NEXT: %5 = llvm.call @malloc(%4) : (i64) -> !llvm.ptr
// IFACE-NEXT: %6 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// IFACE-NEXT: %7 = llvm.insertvalue %5, %6[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// IFACE-NEXT: %8 = llvm.insertvalue %5, %7[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// IFACE-NEXT: %9 = llvm.mlir.constant(0 : index) : i64
// IFACE-NEXT: %10 = llvm.insertvalue %9, %8[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// IFACE-NEXT: %11 = llvm.insertvalue %0, %10[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// IFACE-NEXT: %12 = llvm.insertvalue %1, %11[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// IFACE-NEXT: %13 = llvm.extractvalue %12[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// IFACE-NEXT: llvm.call @free(%13) : (!llvm.ptr) -> ()
// IFACE-NEXT: %14 = llvm.mlir.constant(2 : index) : i64
// IFACE-NEXT: %15 = llvm.mlir.constant(1 : index) : i64
// IFACE-NEXT: %16 = llvm.alloca %14 x f32 : (i64) -> !llvm.ptr<5>
// IFACE-NEXT: %17 = llvm.mlir.undef : !llvm.struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)>
// IFACE-NEXT: %18 = llvm.insertvalue %16, %17[0] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)>
// IFACE-NEXT: %19 = llvm.insertvalue %16, %18[1] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)>
// IFACE-NEXT: %20 = llvm.mlir.constant(0 : index) : i64
// IFACE-NEXT: %21 = llvm.insertvalue %20, %19[2] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)>
// IFACE-NEXT: %22 = llvm.insertvalue %14, %21[3, 0] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)>
// IFACE-NEXT: %23 = llvm.insertvalue %15, %22[4, 0] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)>
// IFACE-NEXT: return
// IFACE-NEXT: }
// IFACE-NEXT: func.func @rank(%arg0: memref<*xf32>, %arg1: memref<2xf32>) -> (index, index) {
// IFACE-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// IFACE-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.struct<(i64, ptr)>
// IFACE-NEXT: %2 = builtin.unrealized_conversion_cast %1 : i64 to index
// IFACE-NEXT: %3 = llvm.mlir.constant(1 : index) : i64
// IFACE-NEXT: %4 = builtin.unrealized_conversion_cast %3 : i64 to index
// IFACE-NEXT: return %2, %4 : index, index
// IFACE-NEXT: }
// IFACE-NEXT: func.func @rank_ranked(%arg0: memref<2xf32>) -> index {
// IFACE-NEXT: %0 = llvm.mlir.constant(1 : index) : i64
// IFACE-NEXT: %1 = builtin.unrealized_conversion_cast %0 : i64 to index
// IFACE-NEXT: return %1 : index
// IFACE-NEXT: }
// IFACE-NEXT: func.func @rank_unranked(%arg0: memref<*xf32>) -> index {
// IFACE-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// IFACE-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.struct<(i64, ptr)>
// IFACE-NEXT: %2 = builtin.unrealized_conversion_cast %1 : i64 to index
// IFACE-NEXT: return %2 : index
// IFACE-NEXT: }
// IFACE-NEXT: func.func @cast_round_trip(%arg0: memref<4x?xf32>) -> memref<4x?xf32> {
// IFACE-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<4x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %1 = llvm.mlir.constant(1 : index) : i64
// IFACE-NEXT: %2 = llvm.alloca %1 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
// IFACE-NEXT: llvm.store %0, %2 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
// IFACE-NEXT: %3 = llvm.mlir.constant(2 : index) : i64
// IFACE-NEXT: %4 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// IFACE-NEXT: %5 = llvm.insertvalue %3, %4[0] : !llvm.struct<(i64, ptr)>
// IFACE-NEXT: %6 = llvm.insertvalue %2, %5[1] : !llvm.struct<(i64, ptr)>
// IFACE-NEXT: return %arg0 : memref<4x?xf32>
// IFACE-NEXT: }
// IFACE-NEXT: func.func @cast_result_placed(%arg0: memref<4xf32>, %arg1: index) -> memref<?xf32> {
// IFACE-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<4xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// IFACE-NEXT: %1 = arith.addi %arg1, %arg1 : index
// IFACE-NEXT: %2 = builtin.unrealized_conversion_cast %0 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32>
// IFACE-NEXT: return %2 : memref<?xf32>
// IFACE-NEXT: }
// IFACE-NEXT: func.func @space_alloc(%arg0: index) -> memref<?x4xf32, 3> {
// IFACE-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : index to i64
// IFACE-NEXT: %1 = llvm.mlir.constant(4 : index) : i64
// IFACE-NEXT: %2 = llvm.mlir.constant(1 : index) : i64
// IFACE-NEXT: %3 = llvm.mul %1, %0 : i64
// IFACE-NEXT: %4 = llvm.mlir.zero : !llvm.ptr
// IFACE-NEXT: %5 = llvm.getelementptr %4[%3] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// IFACE-NEXT: %6 = llvm.ptrtoint %5 : !llvm.ptr to i64
// IFACE-NEXT: %7 = llvm.mlir.constant(32 : index) : i64
// IFACE-NEXT: %8 = llvm.add %6, %7 : i64
// IFACE-NEXT: %9 = llvm.call @malloc(%8) : (i64) -> !llvm.ptr
// IFACE-NEXT: %10 = llvm.addrspacecast %9 : !llvm.ptr to !llvm.ptr<3>
// IFACE-NEXT: %11 = llvm.ptrtoint %10 : !llvm.ptr<3> to i64
// IFACE-NEXT: %12 = llvm.mlir.constant(1 : index) : i64
// IFACE-NEXT: %13 = llvm.sub %7, %12 : i64
// IFACE-NEXT: %14 = llvm.add %11, %13 : i64
// IFACE-NEXT: %15 = llvm.urem %14, %7  : i64
// IFACE-NEXT: %16 = llvm.sub %14, %15 : i64
// IFACE-NEXT: %17 = llvm.inttoptr %16 : i64 to !llvm.ptr<3>
// IFACE-NEXT: %18 = llvm.mlir.undef : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %19 = llvm.insertvalue %10, %18[0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %20 = llvm.insertvalue %17, %19[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %21 = llvm.mlir.constant(0 : index) : i64
// IFACE-NEXT: %22 = llvm.insertvalue %21, %20[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %23 = llvm.insertvalue %0, %22[3, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %24 = llvm.insertvalue %1, %23[3, 1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %25 = llvm.insertvalue %1, %24[4, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %26 = llvm.insertvalue %2, %25[4, 1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %27 = builtin.unrealized_conversion_cast %26 : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> to memref<?x4xf32, 3>
// IFACE-NEXT: return %27 : memref<?x4xf32, 3>
// IFACE-NEXT: }

// FULL: llvm.func @free(!llvm.ptr)
// FULL-NEXT: llvm.func @malloc(i64) -> !llvm.ptr
// FULL-NEXT: llvm.func @memrefCopy(i64, !llvm.ptr, !llvm.ptr)
// FULL-NEXT: llvm.func @strided(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: f32) -> f32 {
// FULL-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: %7 = llvm.insertvalue %arg6, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: %8 = builtin.unrealized_conversion_cast %7 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<4x?xf32, strided<[?, 2], offset: 3>>
// FULL-NEXT: %9 = builtin.unrealized_conversion_cast %8 : memref<4x?xf32, strided<[?, 2], offset: 3>> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: %10 = llvm.extractvalue %9[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: %11 = llvm.mlir.constant(3 : index) : i64
// FULL-NEXT: %12 = llvm.getelementptr %10[%11] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// FULL-NEXT: %13 = llvm.extractvalue %9[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: %14 = llvm.mul %arg7, %13 : i64
// FULL-NEXT: %15 = llvm.mlir.constant(2 : index) : i64
// FULL-NEXT: %16 = llvm.mul %arg7, %15 : i64
// FULL-NEXT: %17 = llvm.add %14, %16 : i64
// FULL-NEXT: %18 = llvm.getelementptr %12[%17] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// FULL-NEXT: %19 = llvm.load %18 : !llvm.ptr -> f32
// FULL-NEXT: %20 = llvm.extractvalue %9[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: %21 = llvm.mlir.constant(3 : index) : i64
// FULL-NEXT: %22 = llvm.getelementptr %20[%21] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// FULL-NEXT: %23 = llvm.extractvalue %9[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: %24 = llvm.mul %arg7, %23 : i64
// FULL-NEXT: %25 = llvm.mlir.constant(2 : index) : i64
// FULL-NEXT: %26 = llvm.mul %arg7, %25 : i64
// FULL-NEXT: %27 = llvm.add %24, %26 : i64
// FULL-NEXT: %28 = llvm.getelementptr %22[%27] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// FULL-NEXT: llvm.store %arg8, %28 : f32, !llvm.ptr
// FULL-NEXT: llvm.return %19 : f32
// FULL-NEXT: }
// FULL-NEXT: llvm.func @casts(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> {
// FULL-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: %7 = llvm.insertvalue %arg6, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: %8 = builtin.unrealized_conversion_cast %7 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<4x?xf32>
// FULL-NEXT: %9 = builtin.unrealized_conversion_cast %8 : memref<4x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: %10 = llvm.mlir.constant(1 : index) : i64
// FULL-NEXT: %11 = llvm.alloca %10 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
// FULL-NEXT: llvm.store %9, %11 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
// FULL-NEXT: %12 = llvm.mlir.constant(2 : index) : i64
// FULL-NEXT: %13 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// FULL-NEXT: %14 = llvm.insertvalue %12, %13[0] : !llvm.struct<(i64, ptr)>
// FULL-NEXT: %15 = llvm.insertvalue %11, %14[1] : !llvm.struct<(i64, ptr)>
// FULL-NEXT: llvm.return %9 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: }
// FULL-NEXT: llvm.func @copies(%arg0: i64, %arg1: !llvm.ptr, %arg2: i64, %arg3: !llvm.ptr, %arg4: !llvm.ptr, %arg5: !llvm.ptr, %arg6: i64, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: i64, %arg11: !llvm.ptr, %arg12: !llvm.ptr, %arg13: i64, %arg14: i64, %arg15: i64, %arg16: i64, %arg17: i64) {
// FULL-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: %1 = llvm.insertvalue %arg11, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: %2 = llvm.insertvalue %arg12, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: %3 = llvm.insertvalue %arg13, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: %4 = llvm.insertvalue %arg14, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: %5 = llvm.insertvalue %arg16, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: %6 = llvm.insertvalue %arg15, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: %7 = llvm.insertvalue %arg17, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: %8 = builtin.unrealized_conversion_cast %7 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<4x4xf32>
// FULL-NEXT: %9 = builtin.unrealized_conversion_cast %8 : memref<4x4xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: %10 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: %11 = llvm.insertvalue %arg4, %10[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: %12 = llvm.insertvalue %arg5, %11[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: %13 = llvm.insertvalue %arg6, %12[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: %14 = llvm.insertvalue %arg7, %13[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: %15 = llvm.insertvalue %arg9, %14[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: %16 = llvm.insertvalue %arg8, %15[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: %17 = llvm.insertvalue %arg10, %16[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: %18 = builtin.unrealized_conversion_cast %17 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<4x4xf32, strided<[8, 1]>>
// FULL-NEXT: %19 = builtin.unrealized_conversion_cast %18 : memref<4x4xf32, strided<[8, 1]>> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: %20 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// FULL-NEXT: %21 = llvm.insertvalue %arg2, %20[0] : !llvm.struct<(i64, ptr)>
// FULL-NEXT: %22 = llvm.insertvalue %arg3, %21[1] : !llvm.struct<(i64, ptr)>
// FULL-NEXT: %23 = builtin.unrealized_conversion_cast %22 : !llvm.struct<(i64, ptr)> to memref<*xf32>
// FULL-NEXT: %24 = builtin.unrealized_conversion_cast %23 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// FULL-NEXT: %25 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// FULL-NEXT: %26 = llvm.insertvalue %arg0, %25[0] : !llvm.struct<(i64, ptr)>
// FULL-NEXT: %27 = llvm.insertvalue %arg1, %26[1] : !llvm.struct<(i64, ptr)>
// FULL-NEXT: %28 = builtin.unrealized_conversion_cast %27 : !llvm.struct<(i64, ptr)> to memref<*xf32>
// FULL-NEXT: %29 = builtin.unrealized_conversion_cast %28 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// FULL-NEXT: %30 = llvm.intr.stacksave : !llvm.ptr
// FULL-NEXT: %31 = llvm.mlir.constant(1 : index) : i64
// FULL-NEXT: %32 = llvm.alloca %31 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// FULL-NEXT: llvm.store %29, %32 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// FULL-NEXT: %33 = llvm.alloca %31 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// FULL-NEXT: llvm.store %24, %33 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// FULL-NEXT: %34 = llvm.mlir.zero : !llvm.ptr
// FULL-NEXT: %35 = llvm.getelementptr %34[1] : (!llvm.ptr) -> !llvm.ptr, f32
// FULL-NEXT: %36 = llvm.ptrtoint %35 : !llvm.ptr to i64
// FULL-NEXT: llvm.call @memrefCopy(%36, %32, %33) : (i64, !llvm.ptr, !llvm.ptr) -> ()
// FULL-NEXT: llvm.intr.stackrestore %30 : !llvm.ptr
// FULL-NEXT: %37 = llvm.intr.stacksave : !llvm.ptr
// FULL-NEXT: %38 = llvm.mlir.constant(2 : i64) : i64
// FULL-NEXT: %39 = llvm.mlir.constant(1 : index) : i64
// FULL-NEXT: %40 = llvm.alloca %39 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
// FULL-NEXT: llvm.store %19, %40 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
// FULL-NEXT: %41 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// FULL-NEXT: %42 = llvm.insertvalue %38, %41[0] : !llvm.struct<(i64, ptr)>
// FULL-NEXT: %43 = llvm.insertvalue %40, %42[1] : !llvm.struct<(i64, ptr)>
// FULL-NEXT: %44 = llvm.mlir.constant(2 : i64) : i64
// FULL-NEXT: %45 = llvm.mlir.constant(1 : index) : i64
// FULL-NEXT: %46 = llvm.alloca %45 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
// FULL-NEXT: llvm.store %9, %46 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
// FULL-NEXT: %47 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// FULL-NEXT: %48 = llvm.insertvalue %44, %47[0] : !llvm.struct<(i64, ptr)>
// FULL-NEXT: %49 = llvm.insertvalue %46, %48[1] : !llvm.struct<(i64, ptr)>
// FULL-NEXT: %50 = llvm.mlir.constant(1 : index) : i64
// FULL-NEXT: %51 = llvm.alloca %50 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// FULL-NEXT: llvm.store %43, %51 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// FULL-NEXT: %52 = llvm.alloca %50 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// FULL-NEXT: llvm.store %49, %52 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// FULL-NEXT: %53 = llvm.mlir.zero : !llvm.ptr
// FULL-NEXT: %54 = llvm.getelementptr %53[1] : (!llvm.ptr) -> !llvm.ptr, f32
// FULL-NEXT: %55 = llvm.ptrtoint %54 : !llvm.ptr to i64
// FULL-NEXT: llvm.call @memrefCopy(%55, %51, %52) : (i64, !llvm.ptr, !llvm.ptr) -> ()
// FULL-NEXT: llvm.intr.stackrestore %37 : !llvm.ptr
// FULL-NEXT: llvm.return
// FULL-NEXT: }
// FULL-NEXT: llvm.func @spaces(%arg0: i64) {
// FULL-NEXT: %0 = llvm.mlir.constant(1 : index) : i64
// FULL-NEXT: %1 = llvm.mlir.zero : !llvm.ptr
// FULL-NEXT: %2 = llvm.getelementptr %1[%arg0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// FULL-NEXT: %3 = llvm.ptrtoint %2 : !llvm.ptr to i64
// FULL-NEXT: %4 = llvm.call @malloc(%3) : (i64) -> !llvm.ptr
// FULL-NEXT: %5 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %6 = llvm.insertvalue %4, %5[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %7 = llvm.insertvalue %4, %6[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %8 = llvm.mlir.constant(0 : index) : i64
// FULL-NEXT: %9 = llvm.insertvalue %8, %7[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %10 = llvm.insertvalue %arg0, %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %11 = llvm.insertvalue %0, %10[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %12 = llvm.extractvalue %11[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: llvm.call @free(%12) : (!llvm.ptr) -> ()
// FULL-NEXT: %13 = llvm.mlir.constant(2 : index) : i64
// FULL-NEXT: %14 = llvm.mlir.constant(1 : index) : i64
// FULL-NEXT: %15 = llvm.alloca %13 x f32 : (i64) -> !llvm.ptr<5>
// FULL-NEXT: %16 = llvm.mlir.undef : !llvm.struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %17 = llvm.insertvalue %15, %16[0] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %18 = llvm.insertvalue %15, %17[1] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %19 = llvm.mlir.constant(0 : index) : i64
// FULL-NEXT: %20 = llvm.insertvalue %19, %18[2] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %21 = llvm.insertvalue %13, %20[3, 0] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %22 = llvm.insertvalue %14, %21[4, 0] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: llvm.return
// FULL-NEXT: }
// FULL-NEXT: llvm.func @rank(%arg0: i64, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: i64, %arg5: i64, %arg6: i64) -> !llvm.struct<(i64, i64)> {
// FULL-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// FULL-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)>
// FULL-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)>
// FULL-NEXT: %3 = builtin.unrealized_conversion_cast %2 : !llvm.struct<(i64, ptr)> to memref<*xf32>
// FULL-NEXT: %4 = builtin.unrealized_conversion_cast %3 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// FULL-NEXT: %5 = llvm.extractvalue %4[0] : !llvm.struct<(i64, ptr)>
// FULL-NEXT: %6 = llvm.mlir.constant(1 : index) : i64
// FULL-NEXT: %7 = llvm.mlir.undef : !llvm.struct<(i64, i64)>
// FULL-NEXT: %8 = llvm.insertvalue %5, %7[0] : !llvm.struct<(i64, i64)>
// FULL-NEXT: %9 = llvm.insertvalue %6, %8[1] : !llvm.struct<(i64, i64)>
// FULL-NEXT: llvm.return %9 : !llvm.struct<(i64, i64)>
// FULL-NEXT: }
// FULL-NEXT: llvm.func @rank_ranked(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64) -> i64 {
// FULL-NEXT: %0 = llvm.mlir.constant(1 : index) : i64
// FULL-NEXT: llvm.return %0 : i64
// FULL-NEXT: }
// FULL-NEXT: llvm.func @rank_unranked(%arg0: i64, %arg1: !llvm.ptr) -> i64 {
// FULL-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// FULL-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)>
// FULL-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)>
// FULL-NEXT: %3 = builtin.unrealized_conversion_cast %2 : !llvm.struct<(i64, ptr)> to memref<*xf32>
// FULL-NEXT: %4 = builtin.unrealized_conversion_cast %3 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// FULL-NEXT: %5 = llvm.extractvalue %4[0] : !llvm.struct<(i64, ptr)>
// FULL-NEXT: llvm.return %5 : i64
// FULL-NEXT: }
// FULL-NEXT: llvm.func @cast_round_trip(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> {
// FULL-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: %7 = llvm.insertvalue %arg6, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: %8 = builtin.unrealized_conversion_cast %7 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<4x?xf32>
// FULL-NEXT: %9 = builtin.unrealized_conversion_cast %8 : memref<4x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: %10 = llvm.mlir.constant(1 : index) : i64
// FULL-NEXT: %11 = llvm.alloca %10 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
// FULL-NEXT: llvm.store %9, %11 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
// FULL-NEXT: %12 = llvm.mlir.constant(2 : index) : i64
// FULL-NEXT: %13 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// FULL-NEXT: %14 = llvm.insertvalue %12, %13[0] : !llvm.struct<(i64, ptr)>
// FULL-NEXT: %15 = llvm.insertvalue %11, %14[1] : !llvm.struct<(i64, ptr)>
// FULL-NEXT: llvm.return %9 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: }
// FULL-NEXT: llvm.func @cast_result_placed(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> {
// FULL-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %6 = builtin.unrealized_conversion_cast %5 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<4xf32>
// FULL-NEXT: %7 = builtin.unrealized_conversion_cast %6 : memref<4xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %8 = llvm.add %arg5, %arg5 : i64
// FULL-NEXT: llvm.return %7 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: }
// FULL-NEXT: llvm.func @space_alloc(%arg0: i64) -> !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> {
// FULL-NEXT: %0 = llvm.mlir.constant(4 : index) : i64
// FULL-NEXT: %1 = llvm.mlir.constant(1 : index) : i64
// FULL-NEXT: %2 = llvm.mul %0, %arg0 : i64
// FULL-NEXT: %3 = llvm.mlir.zero : !llvm.ptr
// FULL-NEXT: %4 = llvm.getelementptr %3[%2] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// FULL-NEXT: %5 = llvm.ptrtoint %4 : !llvm.ptr to i64
// FULL-NEXT: %6 = llvm.mlir.constant(32 : index) : i64
// FULL-NEXT: %7 = llvm.add %5, %6 : i64
// FULL-NEXT: %8 = llvm.call @malloc(%7) : (i64) -> !llvm.ptr
// FULL-NEXT: %9 = llvm.addrspacecast %8 : !llvm.ptr to !llvm.ptr<3>
// FULL-NEXT: %10 = llvm.ptrtoint %9 : !llvm.ptr<3> to i64
// FULL-NEXT: %11 = llvm.mlir.constant(1 : index) : i64
// FULL-NEXT: %12 = llvm.sub %6, %11 : i64
// FULL-NEXT: %13 = llvm.add %10, %12 : i64
// FULL-NEXT: %14 = llvm.urem %13, %6  : i64
// FULL-NEXT: %15 = llvm.sub %13, %14 : i64
// FULL-NEXT: %16 = llvm.inttoptr %15 : i64 to !llvm.ptr<3>
// FULL-NEXT: %17 = llvm.mlir.undef : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: %18 = llvm.insertvalue %9, %17[0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: %19 = llvm.insertvalue %16, %18[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: %20 = llvm.mlir.constant(0 : index) : i64
// FULL-NEXT: %21 = llvm.insertvalue %20, %19[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: %22 = llvm.insertvalue %arg0, %21[3, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: %23 = llvm.insertvalue %0, %22[3, 1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: %24 = llvm.insertvalue %0, %23[4, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: %25 = llvm.insertvalue %1, %24[4, 1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: llvm.return %25 : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: }
