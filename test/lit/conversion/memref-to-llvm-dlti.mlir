// The index width from the module's DLTI layout: finalize-memref-to-llvm
// and convert-func-to-llvm lower index to i32 under
// #dlti.dl_entry<index, 32 : i32> (an explicit index-bitwidth wins);
// convert-to-llvm and convert-arith-to-llvm keep i64, as mlir-opt-19 does.
// CHECK lines are mlir-opt-19's output, whole and in order.
// RUN: mlir-opt %s -finalize-memref-to-llvm | FileCheck %s --check-prefix=CHECK
// RUN: mlir-opt %s -finalize-memref-to-llvm=index-bitwidth=64 | FileCheck %s --check-prefix=I64
// RUN: mlir-opt %s -finalize-memref-to-llvm -convert-func-to-llvm -reconcile-unrealized-casts | FileCheck %s --check-prefix=FUNC
// RUN: mlir-opt %s --convert-to-llvm | FileCheck %s --check-prefix=IFACE
// RUN: mlir-opt %s --convert-arith-to-llvm | FileCheck %s --check-prefix=ARITH

module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 32 : i32>>} {
  func.func @load(%m: memref<?xf32>, %i: index) -> f32 {
    %0 = memref.load %m[%i] : memref<?xf32>
    return %0 : f32
  }
  func.func @alloc(%n: index) -> memref<?x3xi8> {
    %0 = memref.alloc(%n) : memref<?x3xi8>
    return %0 : memref<?x3xi8>
  }
}

// CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 32 : i32>>} {
// CHECK-NEXT: llvm.func @malloc(i32) -> !llvm.ptr
// CHECK-NEXT: func.func @load(%arg0: memref<?xf32>, %arg1: index) -> f32 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i32
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<?xf32> to !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT: %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT: %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i32) -> !llvm.ptr, f32
// CHECK-NEXT: %4 = llvm.load %3 : !llvm.ptr -> f32
// CHECK-NEXT: return %4 : f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @alloc(%arg0: index) -> memref<?x3xi8> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : index to i32
// CHECK-NEXT: %1 = llvm.mlir.constant(3 : index) : i32
// CHECK-NEXT: %2 = llvm.mlir.constant(1 : index) : i32
// CHECK-NEXT: %3 = llvm.mul %1, %0 : i32
// CHECK-NEXT: %4 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %5 = llvm.getelementptr %4[%3] : (!llvm.ptr, i32) -> !llvm.ptr, i8
// CHECK-NEXT: %6 = llvm.ptrtoint %5 : !llvm.ptr to i32
// CHECK-NEXT: %7 = llvm.call @malloc(%6) : (i32) -> !llvm.ptr
// CHECK-NEXT: %8 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %9 = llvm.insertvalue %7, %8[0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %10 = llvm.insertvalue %7, %9[1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %11 = llvm.mlir.constant(0 : index) : i32
// CHECK-NEXT: %12 = llvm.insertvalue %11, %10[2] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %13 = llvm.insertvalue %0, %12[3, 0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %14 = llvm.insertvalue %1, %13[3, 1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %15 = llvm.insertvalue %1, %14[4, 0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %16 = llvm.insertvalue %2, %15[4, 1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %17 = builtin.unrealized_conversion_cast %16 : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)> to memref<?x3xi8>
// CHECK-NEXT: return %17 : memref<?x3xi8>
// CHECK-NEXT: }

// I64: module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 32 : i32>>} {
// I64-NEXT: llvm.func @malloc(i64) -> !llvm.ptr
// I64-NEXT: func.func @load(%arg0: memref<?xf32>, %arg1: index) -> f32 {
// I64-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// I64-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// I64-NEXT: %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// I64-NEXT: %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// I64-NEXT: %4 = llvm.load %3 : !llvm.ptr -> f32
// I64-NEXT: return %4 : f32
// I64-NEXT: }
// I64-NEXT: func.func @alloc(%arg0: index) -> memref<?x3xi8> {
// I64-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : index to i64
// I64-NEXT: %1 = llvm.mlir.constant(3 : index) : i64
// I64-NEXT: %2 = llvm.mlir.constant(1 : index) : i64
// I64-NEXT: %3 = llvm.mul %1, %0 : i64
// I64-NEXT: %4 = llvm.mlir.zero : !llvm.ptr
// I64-NEXT: %5 = llvm.getelementptr %4[%3] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// I64-NEXT: %6 = llvm.ptrtoint %5 : !llvm.ptr to i64
// I64-NEXT: %7 = llvm.call @malloc(%6) : (i64) -> !llvm.ptr
// I64-NEXT: %8 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// I64-NEXT: %9 = llvm.insertvalue %7, %8[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// I64-NEXT: %10 = llvm.insertvalue %7, %9[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// I64-NEXT: %11 = llvm.mlir.constant(0 : index) : i64
// I64-NEXT: %12 = llvm.insertvalue %11, %10[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// I64-NEXT: %13 = llvm.insertvalue %0, %12[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// I64-NEXT: %14 = llvm.insertvalue %1, %13[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// I64-NEXT: %15 = llvm.insertvalue %1, %14[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// I64-NEXT: %16 = llvm.insertvalue %2, %15[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// I64-NEXT: %17 = builtin.unrealized_conversion_cast %16 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<?x3xi8>
// I64-NEXT: return %17 : memref<?x3xi8>
// I64-NEXT: }

// FUNC: module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 32 : i32>>} {
// FUNC-NEXT: llvm.func @malloc(i32) -> !llvm.ptr
// FUNC-NEXT: llvm.func @load(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i32, %arg3: i32, %arg4: i32, %arg5: i32) -> f32 {
// FUNC-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// FUNC-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// FUNC-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// FUNC-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// FUNC-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// FUNC-NEXT: %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// FUNC-NEXT: %6 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// FUNC-NEXT: %7 = llvm.getelementptr %6[%arg5] : (!llvm.ptr, i32) -> !llvm.ptr, f32
// FUNC-NEXT: %8 = llvm.load %7 : !llvm.ptr -> f32
// FUNC-NEXT: llvm.return %8 : f32
// FUNC-NEXT: }
// FUNC-NEXT: llvm.func @alloc(%arg0: i32) -> !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)> {
// FUNC-NEXT: %0 = llvm.mlir.constant(3 : index) : i32
// FUNC-NEXT: %1 = llvm.mlir.constant(1 : index) : i32
// FUNC-NEXT: %2 = llvm.mul %0, %arg0 : i32
// FUNC-NEXT: %3 = llvm.mlir.zero : !llvm.ptr
// FUNC-NEXT: %4 = llvm.getelementptr %3[%2] : (!llvm.ptr, i32) -> !llvm.ptr, i8
// FUNC-NEXT: %5 = llvm.ptrtoint %4 : !llvm.ptr to i32
// FUNC-NEXT: %6 = llvm.call @malloc(%5) : (i32) -> !llvm.ptr
// FUNC-NEXT: %7 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// FUNC-NEXT: %8 = llvm.insertvalue %6, %7[0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// FUNC-NEXT: %9 = llvm.insertvalue %6, %8[1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// FUNC-NEXT: %10 = llvm.mlir.constant(0 : index) : i32
// FUNC-NEXT: %11 = llvm.insertvalue %10, %9[2] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// FUNC-NEXT: %12 = llvm.insertvalue %arg0, %11[3, 0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// FUNC-NEXT: %13 = llvm.insertvalue %0, %12[3, 1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// FUNC-NEXT: %14 = llvm.insertvalue %0, %13[4, 0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// FUNC-NEXT: %15 = llvm.insertvalue %1, %14[4, 1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// FUNC-NEXT: llvm.return %15 : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// FUNC-NEXT: }

// IFACE: module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 32 : i32>>} {
// IFACE-NEXT: llvm.func @malloc(i64) -> !llvm.ptr
// IFACE-NEXT: llvm.func @load(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64) -> f32 {
// IFACE-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// IFACE-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// IFACE-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// IFACE-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// IFACE-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// IFACE-NEXT: %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// IFACE-NEXT: %6 = builtin.unrealized_conversion_cast %5 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32>
// IFACE-NEXT: %7 = builtin.unrealized_conversion_cast %6 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// IFACE-NEXT: %8 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// IFACE-NEXT: %9 = llvm.getelementptr %8[%arg5] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// IFACE-NEXT: %10 = llvm.load %9 : !llvm.ptr -> f32
// IFACE-NEXT: llvm.return %10 : f32
// IFACE-NEXT: }
// IFACE-NEXT: llvm.func @alloc(%arg0: i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> {
// IFACE-NEXT: %0 = llvm.mlir.constant(3 : index) : i64
// IFACE-NEXT: %1 = llvm.mlir.constant(1 : index) : i64
// IFACE-NEXT: %2 = llvm.mul %0, %arg0 : i64
// IFACE-NEXT: %3 = llvm.mlir.zero : !llvm.ptr
// IFACE-NEXT: %4 = llvm.getelementptr %3[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// IFACE-NEXT: %5 = llvm.ptrtoint %4 : !llvm.ptr to i64
// IFACE-NEXT: %6 = llvm.call @malloc(%5) : (i64) -> !llvm.ptr
// IFACE-NEXT: %7 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %8 = llvm.insertvalue %6, %7[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %9 = llvm.insertvalue %6, %8[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %10 = llvm.mlir.constant(0 : index) : i64
// IFACE-NEXT: %11 = llvm.insertvalue %10, %9[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %12 = llvm.insertvalue %arg0, %11[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %13 = llvm.insertvalue %0, %12[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %14 = llvm.insertvalue %0, %13[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %15 = llvm.insertvalue %1, %14[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: llvm.return %15 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: }

// ARITH: module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 32 : i32>>} {
// ARITH-NEXT: func.func @load(%arg0: memref<?xf32>, %arg1: index) -> f32 {
// ARITH-NEXT: %0 = memref.load %arg0[%arg1] : memref<?xf32>
// ARITH-NEXT: return %0 : f32
// ARITH-NEXT: }
// ARITH-NEXT: func.func @alloc(%arg0: index) -> memref<?x3xi8> {
// ARITH-NEXT: %alloc = memref.alloc(%arg0) : memref<?x3xi8>
// ARITH-NEXT: return %alloc : memref<?x3xi8>
// ARITH-NEXT: }
