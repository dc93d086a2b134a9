// finalize-memref-to-llvm on globals: a private constant with alignment, a
// scalar (its element as the value), an uninitialized one in a memory
// space (undef body), and get_global's descriptors.
// CHECK lines are mlir-opt-19's output, whole and in order.
// RUN: mlir-opt %s -finalize-memref-to-llvm | FileCheck %s --check-prefix=CHECK
// RUN: mlir-opt %s --convert-to-llvm=filter-dialects=memref | FileCheck %s --check-prefix=IFACE

// Globals: constant, private, memory space, scalar integer.
memref.global "private" constant @table : memref<2x2xi32> = dense<[[1, 2], [3, 4]]> {alignment = 16 : i64}
memref.global @counter : memref<i64> = dense<7>
memref.global @shared : memref<4xf32, 3> = uninitialized
func.func @globals() -> i32 {
  %t = memref.get_global @table : memref<2x2xi32>
  %s = memref.get_global @shared : memref<4xf32, 3>
  %c = memref.get_global @counter : memref<i64>
  %c0 = arith.constant 0 : index
  %0 = memref.load %t[%c0, %c0] : memref<2x2xi32>
  return %0 : i32
}

// CHECK: llvm.mlir.global private constant @table(dense<{{\[\[}}1, 2], [3, 4]]> : tensor<2x2xi32>) {addr_space = 0 : i32, alignment = 16 : i64} : !llvm.array<2 x array<2 x i32>>
// CHECK-NEXT: llvm.mlir.global external @counter(7 : i64) {addr_space = 0 : i32} : i64
// CHECK-NEXT: llvm.mlir.global external @shared() {addr_space = 3 : i32} : !llvm.array<4 x f32> {
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.array<4 x f32>
// CHECK-NEXT: llvm.return %0 : !llvm.array<4 x f32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @globals() -> i32 {
// CHECK-NEXT: %0 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %1 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %2 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %3 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %4 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %5 = llvm.getelementptr %4[%3] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %6 = llvm.ptrtoint %5 : !llvm.ptr to i64
// CHECK-NEXT: %7 = llvm.mlir.addressof @table : !llvm.ptr
// CHECK-NEXT: %8 = llvm.getelementptr %7[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x array<2 x i32>>
// CHECK-NEXT: %9 = llvm.mlir.constant(3735928559 : index) : i64
// CHECK-NEXT: %10 = llvm.inttoptr %9 : i64 to !llvm.ptr
// CHECK-NEXT: %11 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %12 = llvm.insertvalue %10, %11[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %13 = llvm.insertvalue %8, %12[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %14 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %15 = llvm.insertvalue %14, %13[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %16 = llvm.insertvalue %0, %15[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %17 = llvm.insertvalue %1, %16[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %18 = llvm.insertvalue %1, %17[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %19 = llvm.insertvalue %2, %18[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %20 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %21 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %22 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %23 = llvm.getelementptr %22[%20] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %24 = llvm.ptrtoint %23 : !llvm.ptr to i64
// CHECK-NEXT: %25 = llvm.mlir.addressof @shared : !llvm.ptr<3>
// CHECK-NEXT: %26 = llvm.getelementptr %25[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<4 x f32>
// CHECK-NEXT: %27 = llvm.mlir.constant(3735928559 : index) : i64
// CHECK-NEXT: %28 = llvm.inttoptr %27 : i64 to !llvm.ptr<3>
// CHECK-NEXT: %29 = llvm.mlir.undef : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %30 = llvm.insertvalue %28, %29[0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %31 = llvm.insertvalue %26, %30[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %32 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %33 = llvm.insertvalue %32, %31[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %34 = llvm.insertvalue %20, %33[3, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %35 = llvm.insertvalue %21, %34[4, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %36 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %37 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %38 = llvm.getelementptr %37[%36] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: %39 = llvm.ptrtoint %38 : !llvm.ptr to i64
// CHECK-NEXT: %40 = llvm.mlir.addressof @counter : !llvm.ptr
// CHECK-NEXT: %41 = llvm.getelementptr %40[0] : (!llvm.ptr) -> !llvm.ptr, i64
// CHECK-NEXT: %42 = llvm.mlir.constant(3735928559 : index) : i64
// CHECK-NEXT: %43 = llvm.inttoptr %42 : i64 to !llvm.ptr
// CHECK-NEXT: %44 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %45 = llvm.insertvalue %43, %44[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %46 = llvm.insertvalue %41, %45[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %47 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %48 = llvm.insertvalue %47, %46[2] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %49 = builtin.unrealized_conversion_cast %c0 : index to i64
// CHECK-NEXT: %50 = llvm.extractvalue %19[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %51 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %52 = llvm.mul %49, %51 : i64
// CHECK-NEXT: %53 = llvm.add %52, %49 : i64
// CHECK-NEXT: %54 = llvm.getelementptr %50[%53] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %55 = llvm.load %54 : !llvm.ptr -> i32
// CHECK-NEXT: return %55 : i32
// CHECK-NEXT: }

// IFACE: llvm.mlir.global private constant @table(dense<{{\[\[}}1, 2], [3, 4]]> : tensor<2x2xi32>) {addr_space = 0 : i32, alignment = 16 : i64} : !llvm.array<2 x array<2 x i32>>
// IFACE-NEXT: llvm.mlir.global external @counter(7 : i64) {addr_space = 0 : i32} : i64
// IFACE-NEXT: llvm.mlir.global external @shared() {addr_space = 3 : i32} : !llvm.array<4 x f32> {
// IFACE-NEXT: %0 = llvm.mlir.undef : !llvm.array<4 x f32>
// IFACE-NEXT: llvm.return %0 : !llvm.array<4 x f32>
// IFACE-NEXT: }
// IFACE-NEXT: func.func @globals() -> i32 {
// IFACE-NEXT: %0 = llvm.mlir.constant(2 : index) : i64
// IFACE-NEXT: %1 = llvm.mlir.constant(2 : index) : i64
// IFACE-NEXT: %2 = llvm.mlir.constant(1 : index) : i64
// IFACE-NEXT: %3 = llvm.mlir.constant(4 : index) : i64
// IFACE-NEXT: %4 = llvm.mlir.zero : !llvm.ptr
// IFACE-NEXT: %5 = llvm.getelementptr %4[%3] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// IFACE-NEXT: %6 = llvm.ptrtoint %5 : !llvm.ptr to i64
// IFACE-NEXT: %7 = llvm.mlir.addressof @table : !llvm.ptr
// IFACE-NEXT: %8 = llvm.getelementptr %7[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x array<2 x i32>>
// IFACE-NEXT: %9 = llvm.mlir.constant(3735928559 : index) : i64
// IFACE-NEXT: %10 = llvm.inttoptr %9 : i64 to !llvm.ptr
// IFACE-NEXT: %11 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %12 = llvm.insertvalue %10, %11[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %13 = llvm.insertvalue %8, %12[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %14 = llvm.mlir.constant(0 : index) : i64
// IFACE-NEXT: %15 = llvm.insertvalue %14, %13[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %16 = llvm.insertvalue %0, %15[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %17 = llvm.insertvalue %1, %16[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %18 = llvm.insertvalue %1, %17[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %19 = llvm.insertvalue %2, %18[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %20 = llvm.mlir.constant(4 : index) : i64
// IFACE-NEXT: %21 = llvm.mlir.constant(1 : index) : i64
// IFACE-NEXT: %22 = llvm.mlir.zero : !llvm.ptr
// IFACE-NEXT: %23 = llvm.getelementptr %22[%20] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// IFACE-NEXT: %24 = llvm.ptrtoint %23 : !llvm.ptr to i64
// IFACE-NEXT: %25 = llvm.mlir.addressof @shared : !llvm.ptr<3>
// IFACE-NEXT: %26 = llvm.getelementptr %25[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<4 x f32>
// IFACE-NEXT: %27 = llvm.mlir.constant(3735928559 : index) : i64
// IFACE-NEXT: %28 = llvm.inttoptr %27 : i64 to !llvm.ptr<3>
// IFACE-NEXT: %29 = llvm.mlir.undef : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// IFACE-NEXT: %30 = llvm.insertvalue %28, %29[0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// IFACE-NEXT: %31 = llvm.insertvalue %26, %30[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// IFACE-NEXT: %32 = llvm.mlir.constant(0 : index) : i64
// IFACE-NEXT: %33 = llvm.insertvalue %32, %31[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// IFACE-NEXT: %34 = llvm.insertvalue %20, %33[3, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// IFACE-NEXT: %35 = llvm.insertvalue %21, %34[4, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// IFACE-NEXT: %36 = llvm.mlir.constant(1 : index) : i64
// IFACE-NEXT: %37 = llvm.mlir.zero : !llvm.ptr
// IFACE-NEXT: %38 = llvm.getelementptr %37[%36] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// IFACE-NEXT: %39 = llvm.ptrtoint %38 : !llvm.ptr to i64
// IFACE-NEXT: %40 = llvm.mlir.addressof @counter : !llvm.ptr
// IFACE-NEXT: %41 = llvm.getelementptr %40[0] : (!llvm.ptr) -> !llvm.ptr, i64
// IFACE-NEXT: %42 = llvm.mlir.constant(3735928559 : index) : i64
// IFACE-NEXT: %43 = llvm.inttoptr %42 : i64 to !llvm.ptr
// IFACE-NEXT: %44 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64)>
// IFACE-NEXT: %45 = llvm.insertvalue %43, %44[0] : !llvm.struct<(ptr, ptr, i64)>
// IFACE-NEXT: %46 = llvm.insertvalue %41, %45[1] : !llvm.struct<(ptr, ptr, i64)>
// IFACE-NEXT: %47 = llvm.mlir.constant(0 : index) : i64
// IFACE-NEXT: %48 = llvm.insertvalue %47, %46[2] : !llvm.struct<(ptr, ptr, i64)>
// IFACE-NEXT: %c0 = arith.constant 0 : index
// IFACE-NEXT: %49 = builtin.unrealized_conversion_cast %c0 : index to i64
// IFACE-NEXT: %50 = llvm.extractvalue %19[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %51 = llvm.mlir.constant(2 : index) : i64
// IFACE-NEXT: %52 = llvm.mul %49, %51 : i64
// IFACE-NEXT: %53 = llvm.add %52, %49 : i64
// IFACE-NEXT: %54 = llvm.getelementptr %50[%53] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// IFACE-NEXT: %55 = llvm.load %54 : !llvm.ptr -> i32
// IFACE-NEXT: return %55 : i32
// IFACE-NEXT: }
