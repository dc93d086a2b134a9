// RUN: mlir-opt %s -convert-func-to-llvm | FileCheck %s
// RUN: mlir-opt %s -convert-func-to-llvm=index-bitwidth=32 | FileCheck %s --check-prefix=IDX32
// RUN: mlir-opt %s -convert-func-to-llvm -reconcile-unrealized-casts | FileCheck %s --check-prefix=RECONCILE
// RUN: mlir-opt %s -convert-func-to-llvm -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// convert-func-to-llvm: signatures (memrefs exploded into descriptor fields,
// several results packed, function types as pointers, n-D vectors, complex,
// memory spaces; a tensor result leaves the function alone), calls direct and
// indirect, function constants, block arguments converted, unranked memrefs
// copied across calls and returns, attributes carried over. Every output is
// mlir-opt-19's, byte for byte.

// CHECK: module {
// CHECK-NEXT:   llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-NEXT:   llvm.func @free(!llvm.ptr)
// CHECK-NEXT:   llvm.func @ext(i32, !llvm.ptr, !llvm.ptr, i64, i64, i64) -> !llvm.struct<(i64, f32)> attributes {sym_visibility = "private"}
// CHECK-NEXT:   llvm.func @idx(i64) -> i64 attributes {memory = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none>, sym_visibility = "private"}
// CHECK-NEXT:   llvm.func @calls(%arg0: i32, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: !llvm.ptr) -> !llvm.struct<(i64, f32, i32)> {
// CHECK-NEXT:     %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %1 = llvm.insertvalue %arg1, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %2 = llvm.insertvalue %arg2, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %3 = llvm.insertvalue %arg3, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %4 = llvm.insertvalue %arg4, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %6 = builtin.unrealized_conversion_cast %5 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32>
// CHECK-NEXT:     %7 = builtin.unrealized_conversion_cast %6 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %8 = llvm.extractvalue %7[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %9 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %10 = llvm.extractvalue %7[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %11 = llvm.extractvalue %7[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %12 = llvm.extractvalue %7[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %13 = llvm.call @ext(%arg0, %8, %9, %10, %11, %12) : (i32, !llvm.ptr, !llvm.ptr, i64, i64, i64) -> !llvm.struct<(i64, f32)>
// CHECK-NEXT:     %14 = llvm.extractvalue %13[0] : !llvm.struct<(i64, f32)>
// CHECK-NEXT:     %15 = llvm.extractvalue %13[1] : !llvm.struct<(i64, f32)>
// CHECK-NEXT:     %16 = llvm.call %arg6(%arg0) : !llvm.ptr, (i32) -> i32
// CHECK-NEXT:     %17 = llvm.mlir.addressof @idx : !llvm.ptr
// CHECK-NEXT:     %18 = llvm.mlir.undef : !llvm.struct<(i64, f32, i32)>
// CHECK-NEXT:     %19 = llvm.insertvalue %14, %18[0] : !llvm.struct<(i64, f32, i32)>
// CHECK-NEXT:     %20 = llvm.insertvalue %15, %19[1] : !llvm.struct<(i64, f32, i32)>
// CHECK-NEXT:     %21 = llvm.insertvalue %16, %20[2] : !llvm.struct<(i64, f32, i32)>
// CHECK-NEXT:     llvm.return %21 : !llvm.struct<(i64, f32, i32)>
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @blocks(%arg0: i1, %arg1: i64, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> {
// CHECK-NEXT:     %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %1 = llvm.insertvalue %arg2, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %2 = llvm.insertvalue %arg3, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %3 = llvm.insertvalue %arg4, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %4 = llvm.insertvalue %arg5, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %5 = llvm.insertvalue %arg7, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %6 = llvm.insertvalue %arg6, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %7 = llvm.insertvalue %arg8, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %8 = builtin.unrealized_conversion_cast %7 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<2x3xf32, strided<[4, 1], offset: 2>>
// CHECK-NEXT:     %9 = builtin.unrealized_conversion_cast %8 : memref<2x3xf32, strided<[4, 1], offset: 2>> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     llvm.cond_br %arg0, ^bb1(%arg1 : i64), ^bb2(%9 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>)
// CHECK-NEXT:   ^bb1(%10: i64):  // pred: ^bb0
// CHECK-NEXT:     llvm.br ^bb2(%9 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>)
// CHECK-NEXT:   ^bb2(%11: !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     llvm.return %11 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @unranked(%arg0: i64, %arg1: !llvm.ptr) -> !llvm.struct<(i64, ptr)> {
// CHECK-NEXT:     %0 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %3 = builtin.unrealized_conversion_cast %2 : !llvm.struct<(i64, ptr)> to memref<*xf32>
// CHECK-NEXT:     %4 = builtin.unrealized_conversion_cast %3 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %5 = llvm.extractvalue %4[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %6 = llvm.extractvalue %4[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %7 = llvm.call @make(%5, %6) : (i64, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %8 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %9 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:     %10 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %11 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %12 = llvm.mul %9, %11 : i64
// CHECK-NEXT:     %13 = llvm.extractvalue %7[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %14 = llvm.mul %9, %13 : i64
// CHECK-NEXT:     %15 = llvm.add %14, %8 : i64
// CHECK-NEXT:     %16 = llvm.mul %15, %10 : i64
// CHECK-NEXT:     %17 = llvm.add %12, %16 : i64
// CHECK-NEXT:     %18 = llvm.alloca %17 x i8 : (i64) -> !llvm.ptr
// CHECK-NEXT:     %19 = llvm.extractvalue %7[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     "llvm.intr.memcpy"(%18, %19, %17) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:     llvm.call @free(%19) : (!llvm.ptr) -> ()
// CHECK-NEXT:     %20 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %21 = llvm.extractvalue %7[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %22 = llvm.insertvalue %21, %20[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %23 = llvm.insertvalue %18, %22[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %24 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %25 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:     %26 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %27 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %28 = llvm.mul %25, %27 : i64
// CHECK-NEXT:     %29 = llvm.extractvalue %23[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %30 = llvm.mul %25, %29 : i64
// CHECK-NEXT:     %31 = llvm.add %30, %24 : i64
// CHECK-NEXT:     %32 = llvm.mul %31, %26 : i64
// CHECK-NEXT:     %33 = llvm.add %28, %32 : i64
// CHECK-NEXT:     %34 = llvm.call @malloc(%33) : (i64) -> !llvm.ptr
// CHECK-NEXT:     %35 = llvm.extractvalue %23[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     "llvm.intr.memcpy"(%34, %35, %33) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:     %36 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %37 = llvm.extractvalue %23[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %38 = llvm.insertvalue %37, %36[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %39 = llvm.insertvalue %34, %38[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     llvm.return %39 : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @make(i64, !llvm.ptr) -> !llvm.struct<(i64, ptr)> attributes {sym_visibility = "private"}
// CHECK-NEXT:   llvm.func internal @attrs(%arg0: i64 {test.attr}, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i64, %arg4: i64, %arg5: i64) -> (i64 {llvm.zeroext}) attributes {custom.tag = 3 : i32, target_cpu = "x86-64"} {
// CHECK-NEXT:     llvm.return %arg0 : i64
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @vec(vector<2x4xindex>, complex<f32>, memref<f32, 3>) -> tensor<4xf32>
// CHECK-NEXT: }

// IDX32: module {
// IDX32-NEXT:   llvm.func @malloc(i32) -> !llvm.ptr
// IDX32-NEXT:   llvm.func @free(!llvm.ptr)
// IDX32-NEXT:   llvm.func @ext(i32, !llvm.ptr, !llvm.ptr, i32, i32, i32) -> !llvm.struct<(i64, f32)> attributes {sym_visibility = "private"}
// IDX32-NEXT:   llvm.func @idx(i32) -> i32 attributes {memory = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none>, sym_visibility = "private"}
// IDX32-NEXT:   llvm.func @calls(%arg0: i32, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: !llvm.ptr) -> !llvm.struct<(i64, f32, i32)> {
// IDX32-NEXT:     %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT:     %1 = llvm.insertvalue %arg1, %0[0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT:     %2 = llvm.insertvalue %arg2, %1[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT:     %3 = llvm.insertvalue %arg3, %2[2] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT:     %4 = llvm.insertvalue %arg4, %3[3, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT:     %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT:     %6 = builtin.unrealized_conversion_cast %5 : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> to memref<?xf32>
// IDX32-NEXT:     %7 = builtin.unrealized_conversion_cast %6 : memref<?xf32> to !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT:     %8 = llvm.extractvalue %7[0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT:     %9 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT:     %10 = llvm.extractvalue %7[2] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT:     %11 = llvm.extractvalue %7[3, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT:     %12 = llvm.extractvalue %7[4, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT:     %13 = llvm.call @ext(%arg0, %8, %9, %10, %11, %12) : (i32, !llvm.ptr, !llvm.ptr, i32, i32, i32) -> !llvm.struct<(i64, f32)>
// IDX32-NEXT:     %14 = llvm.extractvalue %13[0] : !llvm.struct<(i64, f32)>
// IDX32-NEXT:     %15 = llvm.extractvalue %13[1] : !llvm.struct<(i64, f32)>
// IDX32-NEXT:     %16 = llvm.call %arg6(%arg0) : !llvm.ptr, (i32) -> i32
// IDX32-NEXT:     %17 = llvm.mlir.addressof @idx : !llvm.ptr
// IDX32-NEXT:     %18 = llvm.mlir.undef : !llvm.struct<(i64, f32, i32)>
// IDX32-NEXT:     %19 = llvm.insertvalue %14, %18[0] : !llvm.struct<(i64, f32, i32)>
// IDX32-NEXT:     %20 = llvm.insertvalue %15, %19[1] : !llvm.struct<(i64, f32, i32)>
// IDX32-NEXT:     %21 = llvm.insertvalue %16, %20[2] : !llvm.struct<(i64, f32, i32)>
// IDX32-NEXT:     llvm.return %21 : !llvm.struct<(i64, f32, i32)>
// IDX32-NEXT:   }
// IDX32-NEXT:   llvm.func @blocks(%arg0: i1, %arg1: i32, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: i32, %arg5: i32, %arg6: i32, %arg7: i32, %arg8: i32) -> !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)> {
// IDX32-NEXT:     %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT:     %1 = llvm.insertvalue %arg2, %0[0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT:     %2 = llvm.insertvalue %arg3, %1[1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT:     %3 = llvm.insertvalue %arg4, %2[2] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT:     %4 = llvm.insertvalue %arg5, %3[3, 0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT:     %5 = llvm.insertvalue %arg7, %4[4, 0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT:     %6 = llvm.insertvalue %arg6, %5[3, 1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT:     %7 = llvm.insertvalue %arg8, %6[4, 1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT:     %8 = builtin.unrealized_conversion_cast %7 : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)> to memref<2x3xf32, strided<[4, 1], offset: 2>>
// IDX32-NEXT:     %9 = builtin.unrealized_conversion_cast %8 : memref<2x3xf32, strided<[4, 1], offset: 2>> to !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT:     llvm.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2(%9 : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>)
// IDX32-NEXT:   ^bb1(%10: i32):  // pred: ^bb0
// IDX32-NEXT:     llvm.br ^bb2(%9 : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>)
// IDX32-NEXT:   ^bb2(%11: !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>):  // 2 preds: ^bb0, ^bb1
// IDX32-NEXT:     llvm.return %11 : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT:   }
// IDX32-NEXT:   llvm.func @unranked(%arg0: i32, %arg1: !llvm.ptr) -> !llvm.struct<(i32, ptr)> {
// IDX32-NEXT:     %0 = llvm.mlir.undef : !llvm.struct<(i32, ptr)>
// IDX32-NEXT:     %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i32, ptr)>
// IDX32-NEXT:     %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i32, ptr)>
// IDX32-NEXT:     %3 = builtin.unrealized_conversion_cast %2 : !llvm.struct<(i32, ptr)> to memref<*xf32>
// IDX32-NEXT:     %4 = builtin.unrealized_conversion_cast %3 : memref<*xf32> to !llvm.struct<(i32, ptr)>
// IDX32-NEXT:     %5 = llvm.extractvalue %4[0] : !llvm.struct<(i32, ptr)>
// IDX32-NEXT:     %6 = llvm.extractvalue %4[1] : !llvm.struct<(i32, ptr)>
// IDX32-NEXT:     %7 = llvm.call @make(%5, %6) : (i32, !llvm.ptr) -> !llvm.struct<(i32, ptr)>
// IDX32-NEXT:     %8 = llvm.mlir.constant(1 : index) : i32
// IDX32-NEXT:     %9 = llvm.mlir.constant(2 : index) : i32
// IDX32-NEXT:     %10 = llvm.mlir.constant(4 : index) : i32
// IDX32-NEXT:     %11 = llvm.mlir.constant(8 : index) : i32
// IDX32-NEXT:     %12 = llvm.mul %9, %11 : i32
// IDX32-NEXT:     %13 = llvm.extractvalue %7[0] : !llvm.struct<(i32, ptr)>
// IDX32-NEXT:     %14 = llvm.mul %9, %13 : i32
// IDX32-NEXT:     %15 = llvm.add %14, %8 : i32
// IDX32-NEXT:     %16 = llvm.mul %15, %10 : i32
// IDX32-NEXT:     %17 = llvm.add %12, %16 : i32
// IDX32-NEXT:     %18 = llvm.alloca %17 x i8 : (i32) -> !llvm.ptr
// IDX32-NEXT:     %19 = llvm.extractvalue %7[1] : !llvm.struct<(i32, ptr)>
// IDX32-NEXT:     "llvm.intr.memcpy"(%18, %19, %17) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
// IDX32-NEXT:     llvm.call @free(%19) : (!llvm.ptr) -> ()
// IDX32-NEXT:     %20 = llvm.mlir.undef : !llvm.struct<(i32, ptr)>
// IDX32-NEXT:     %21 = llvm.extractvalue %7[0] : !llvm.struct<(i32, ptr)>
// IDX32-NEXT:     %22 = llvm.insertvalue %21, %20[0] : !llvm.struct<(i32, ptr)>
// IDX32-NEXT:     %23 = llvm.insertvalue %18, %22[1] : !llvm.struct<(i32, ptr)>
// IDX32-NEXT:     %24 = llvm.mlir.constant(1 : index) : i32
// IDX32-NEXT:     %25 = llvm.mlir.constant(2 : index) : i32
// IDX32-NEXT:     %26 = llvm.mlir.constant(4 : index) : i32
// IDX32-NEXT:     %27 = llvm.mlir.constant(8 : index) : i32
// IDX32-NEXT:     %28 = llvm.mul %25, %27 : i32
// IDX32-NEXT:     %29 = llvm.extractvalue %23[0] : !llvm.struct<(i32, ptr)>
// IDX32-NEXT:     %30 = llvm.mul %25, %29 : i32
// IDX32-NEXT:     %31 = llvm.add %30, %24 : i32
// IDX32-NEXT:     %32 = llvm.mul %31, %26 : i32
// IDX32-NEXT:     %33 = llvm.add %28, %32 : i32
// IDX32-NEXT:     %34 = llvm.call @malloc(%33) : (i32) -> !llvm.ptr
// IDX32-NEXT:     %35 = llvm.extractvalue %23[1] : !llvm.struct<(i32, ptr)>
// IDX32-NEXT:     "llvm.intr.memcpy"(%34, %35, %33) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
// IDX32-NEXT:     %36 = llvm.mlir.undef : !llvm.struct<(i32, ptr)>
// IDX32-NEXT:     %37 = llvm.extractvalue %23[0] : !llvm.struct<(i32, ptr)>
// IDX32-NEXT:     %38 = llvm.insertvalue %37, %36[0] : !llvm.struct<(i32, ptr)>
// IDX32-NEXT:     %39 = llvm.insertvalue %34, %38[1] : !llvm.struct<(i32, ptr)>
// IDX32-NEXT:     llvm.return %39 : !llvm.struct<(i32, ptr)>
// IDX32-NEXT:   }
// IDX32-NEXT:   llvm.func @make(i32, !llvm.ptr) -> !llvm.struct<(i32, ptr)> attributes {sym_visibility = "private"}
// IDX32-NEXT:   llvm.func internal @attrs(%arg0: i64 {test.attr}, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i32, %arg4: i32, %arg5: i32) -> (i64 {llvm.zeroext}) attributes {custom.tag = 3 : i32, target_cpu = "x86-64"} {
// IDX32-NEXT:     llvm.return %arg0 : i64
// IDX32-NEXT:   }
// IDX32-NEXT:   func.func private @vec(vector<2x4xindex>, complex<f32>, memref<f32, 3>) -> tensor<4xf32>
// IDX32-NEXT: }

// RECONCILE: module {
// RECONCILE-NEXT:   llvm.func @malloc(i64) -> !llvm.ptr
// RECONCILE-NEXT:   llvm.func @free(!llvm.ptr)
// RECONCILE-NEXT:   llvm.func @ext(i32, !llvm.ptr, !llvm.ptr, i64, i64, i64) -> !llvm.struct<(i64, f32)> attributes {sym_visibility = "private"}
// RECONCILE-NEXT:   llvm.func @idx(i64) -> i64 attributes {memory = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none>, sym_visibility = "private"}
// RECONCILE-NEXT:   llvm.func @calls(%arg0: i32, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: !llvm.ptr) -> !llvm.struct<(i64, f32, i32)> {
// RECONCILE-NEXT:     %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// RECONCILE-NEXT:     %1 = llvm.insertvalue %arg1, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// RECONCILE-NEXT:     %2 = llvm.insertvalue %arg2, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// RECONCILE-NEXT:     %3 = llvm.insertvalue %arg3, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// RECONCILE-NEXT:     %4 = llvm.insertvalue %arg4, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// RECONCILE-NEXT:     %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// RECONCILE-NEXT:     %6 = llvm.extractvalue %5[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// RECONCILE-NEXT:     %7 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// RECONCILE-NEXT:     %8 = llvm.extractvalue %5[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// RECONCILE-NEXT:     %9 = llvm.extractvalue %5[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// RECONCILE-NEXT:     %10 = llvm.extractvalue %5[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// RECONCILE-NEXT:     %11 = llvm.call @ext(%arg0, %6, %7, %8, %9, %10) : (i32, !llvm.ptr, !llvm.ptr, i64, i64, i64) -> !llvm.struct<(i64, f32)>
// RECONCILE-NEXT:     %12 = llvm.extractvalue %11[0] : !llvm.struct<(i64, f32)>
// RECONCILE-NEXT:     %13 = llvm.extractvalue %11[1] : !llvm.struct<(i64, f32)>
// RECONCILE-NEXT:     %14 = llvm.call %arg6(%arg0) : !llvm.ptr, (i32) -> i32
// RECONCILE-NEXT:     %15 = llvm.mlir.addressof @idx : !llvm.ptr
// RECONCILE-NEXT:     %16 = llvm.mlir.undef : !llvm.struct<(i64, f32, i32)>
// RECONCILE-NEXT:     %17 = llvm.insertvalue %12, %16[0] : !llvm.struct<(i64, f32, i32)>
// RECONCILE-NEXT:     %18 = llvm.insertvalue %13, %17[1] : !llvm.struct<(i64, f32, i32)>
// RECONCILE-NEXT:     %19 = llvm.insertvalue %14, %18[2] : !llvm.struct<(i64, f32, i32)>
// RECONCILE-NEXT:     llvm.return %19 : !llvm.struct<(i64, f32, i32)>
// RECONCILE-NEXT:   }
// RECONCILE-NEXT:   llvm.func @blocks(%arg0: i1, %arg1: i64, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> {
// RECONCILE-NEXT:     %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// RECONCILE-NEXT:     %1 = llvm.insertvalue %arg2, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// RECONCILE-NEXT:     %2 = llvm.insertvalue %arg3, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// RECONCILE-NEXT:     %3 = llvm.insertvalue %arg4, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// RECONCILE-NEXT:     %4 = llvm.insertvalue %arg5, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// RECONCILE-NEXT:     %5 = llvm.insertvalue %arg7, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// RECONCILE-NEXT:     %6 = llvm.insertvalue %arg6, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// RECONCILE-NEXT:     %7 = llvm.insertvalue %arg8, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// RECONCILE-NEXT:     llvm.cond_br %arg0, ^bb1(%arg1 : i64), ^bb2(%7 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>)
// RECONCILE-NEXT:   ^bb1(%8: i64):  // pred: ^bb0
// RECONCILE-NEXT:     llvm.br ^bb2(%7 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>)
// RECONCILE-NEXT:   ^bb2(%9: !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>):  // 2 preds: ^bb0, ^bb1
// RECONCILE-NEXT:     llvm.return %9 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// RECONCILE-NEXT:   }
// RECONCILE-NEXT:   llvm.func @unranked(%arg0: i64, %arg1: !llvm.ptr) -> !llvm.struct<(i64, ptr)> {
// RECONCILE-NEXT:     %0 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// RECONCILE-NEXT:     %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)>
// RECONCILE-NEXT:     %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)>
// RECONCILE-NEXT:     %3 = llvm.extractvalue %2[0] : !llvm.struct<(i64, ptr)>
// RECONCILE-NEXT:     %4 = llvm.extractvalue %2[1] : !llvm.struct<(i64, ptr)>
// RECONCILE-NEXT:     %5 = llvm.call @make(%3, %4) : (i64, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
// RECONCILE-NEXT:     %6 = llvm.mlir.constant(1 : index) : i64
// RECONCILE-NEXT:     %7 = llvm.mlir.constant(2 : index) : i64
// RECONCILE-NEXT:     %8 = llvm.mlir.constant(8 : index) : i64
// RECONCILE-NEXT:     %9 = llvm.mlir.constant(8 : index) : i64
// RECONCILE-NEXT:     %10 = llvm.mul %7, %9 : i64
// RECONCILE-NEXT:     %11 = llvm.extractvalue %5[0] : !llvm.struct<(i64, ptr)>
// RECONCILE-NEXT:     %12 = llvm.mul %7, %11 : i64
// RECONCILE-NEXT:     %13 = llvm.add %12, %6 : i64
// RECONCILE-NEXT:     %14 = llvm.mul %13, %8 : i64
// RECONCILE-NEXT:     %15 = llvm.add %10, %14 : i64
// RECONCILE-NEXT:     %16 = llvm.alloca %15 x i8 : (i64) -> !llvm.ptr
// RECONCILE-NEXT:     %17 = llvm.extractvalue %5[1] : !llvm.struct<(i64, ptr)>
// RECONCILE-NEXT:     "llvm.intr.memcpy"(%16, %17, %15) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// RECONCILE-NEXT:     llvm.call @free(%17) : (!llvm.ptr) -> ()
// RECONCILE-NEXT:     %18 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// RECONCILE-NEXT:     %19 = llvm.extractvalue %5[0] : !llvm.struct<(i64, ptr)>
// RECONCILE-NEXT:     %20 = llvm.insertvalue %19, %18[0] : !llvm.struct<(i64, ptr)>
// RECONCILE-NEXT:     %21 = llvm.insertvalue %16, %20[1] : !llvm.struct<(i64, ptr)>
// RECONCILE-NEXT:     %22 = llvm.mlir.constant(1 : index) : i64
// RECONCILE-NEXT:     %23 = llvm.mlir.constant(2 : index) : i64
// RECONCILE-NEXT:     %24 = llvm.mlir.constant(8 : index) : i64
// RECONCILE-NEXT:     %25 = llvm.mlir.constant(8 : index) : i64
// RECONCILE-NEXT:     %26 = llvm.mul %23, %25 : i64
// RECONCILE-NEXT:     %27 = llvm.extractvalue %21[0] : !llvm.struct<(i64, ptr)>
// RECONCILE-NEXT:     %28 = llvm.mul %23, %27 : i64
// RECONCILE-NEXT:     %29 = llvm.add %28, %22 : i64
// RECONCILE-NEXT:     %30 = llvm.mul %29, %24 : i64
// RECONCILE-NEXT:     %31 = llvm.add %26, %30 : i64
// RECONCILE-NEXT:     %32 = llvm.call @malloc(%31) : (i64) -> !llvm.ptr
// RECONCILE-NEXT:     %33 = llvm.extractvalue %21[1] : !llvm.struct<(i64, ptr)>
// RECONCILE-NEXT:     "llvm.intr.memcpy"(%32, %33, %31) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// RECONCILE-NEXT:     %34 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// RECONCILE-NEXT:     %35 = llvm.extractvalue %21[0] : !llvm.struct<(i64, ptr)>
// RECONCILE-NEXT:     %36 = llvm.insertvalue %35, %34[0] : !llvm.struct<(i64, ptr)>
// RECONCILE-NEXT:     %37 = llvm.insertvalue %32, %36[1] : !llvm.struct<(i64, ptr)>
// RECONCILE-NEXT:     llvm.return %37 : !llvm.struct<(i64, ptr)>
// RECONCILE-NEXT:   }
// RECONCILE-NEXT:   llvm.func @make(i64, !llvm.ptr) -> !llvm.struct<(i64, ptr)> attributes {sym_visibility = "private"}
// RECONCILE-NEXT:   llvm.func internal @attrs(%arg0: i64 {test.attr}, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i64, %arg4: i64, %arg5: i64) -> (i64 {llvm.zeroext}) attributes {custom.tag = 3 : i32, target_cpu = "x86-64"} {
// RECONCILE-NEXT:     llvm.return %arg0 : i64
// RECONCILE-NEXT:   }
// RECONCILE-NEXT:   func.func private @vec(vector<2x4xindex>, complex<f32>, memref<f32, 3>) -> tensor<4xf32>
// RECONCILE-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr (i64)>, linkage = #llvm.linkage<external>, sym_name = "malloc", visibility_ = 0 : i64}> ({
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr)>, linkage = #llvm.linkage<external>, sym_name = "free", visibility_ = 0 : i64}> ({
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<struct<(i64, f32)> (i32, ptr, ptr, i64, i64, i64)>, linkage = #llvm.linkage<external>, sym_name = "ext", sym_visibility = "private", visibility_ = 0 : i64}> ({
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i64 (i64)>, linkage = #llvm.linkage<external>, memory = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none>, sym_name = "idx", sym_visibility = "private", visibility_ = 0 : i64}> ({
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<struct<(i64, f32, i32)> (i32, ptr, ptr, i64, i64, i64, ptr)>, linkage = #llvm.linkage<external>, sym_name = "calls", visibility_ = 0 : i64}> ({
// GENERIC-NEXT:   ^bb0(%arg17: i32, %arg18: !llvm.ptr, %arg19: !llvm.ptr, %arg20: i64, %arg21: i64, %arg22: i64, %arg23: !llvm.ptr):
// GENERIC-NEXT:     %52 = "llvm.mlir.undef"() : () -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC-NEXT:     %53 = "llvm.insertvalue"(%52, %arg18) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC-NEXT:     %54 = "llvm.insertvalue"(%53, %arg19) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC-NEXT:     %55 = "llvm.insertvalue"(%54, %arg20) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC-NEXT:     %56 = "llvm.insertvalue"(%55, %arg21) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC-NEXT:     %57 = "llvm.insertvalue"(%56, %arg22) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC-NEXT:     %58 = "builtin.unrealized_conversion_cast"(%57) : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> memref<?xf32>
// GENERIC-NEXT:     %59 = "builtin.unrealized_conversion_cast"(%58) : (memref<?xf32>) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC-NEXT:     %60 = "llvm.extractvalue"(%59) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
// GENERIC-NEXT:     %61 = "llvm.extractvalue"(%59) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
// GENERIC-NEXT:     %62 = "llvm.extractvalue"(%59) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
// GENERIC-NEXT:     %63 = "llvm.extractvalue"(%59) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
// GENERIC-NEXT:     %64 = "llvm.extractvalue"(%59) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
// GENERIC-NEXT:     %65 = "llvm.call"(%arg17, %60, %61, %62, %63, %64) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @ext, fastmathFlags = #llvm.fastmath<none>}> : (i32, !llvm.ptr, !llvm.ptr, i64, i64, i64) -> !llvm.struct<(i64, f32)>
// GENERIC-NEXT:     %66 = "llvm.extractvalue"(%65) <{position = array<i64: 0>}> : (!llvm.struct<(i64, f32)>) -> i64
// GENERIC-NEXT:     %67 = "llvm.extractvalue"(%65) <{position = array<i64: 1>}> : (!llvm.struct<(i64, f32)>) -> f32
// GENERIC-NEXT:     %68 = "llvm.call"(%arg23, %arg17) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, fastmathFlags = #llvm.fastmath<none>}> : (!llvm.ptr, i32) -> i32
// GENERIC-NEXT:     %69 = "llvm.mlir.addressof"() <{global_name = @idx}> : () -> !llvm.ptr
// GENERIC-NEXT:     %70 = "llvm.mlir.undef"() : () -> !llvm.struct<(i64, f32, i32)>
// GENERIC-NEXT:     %71 = "llvm.insertvalue"(%70, %66) <{position = array<i64: 0>}> : (!llvm.struct<(i64, f32, i32)>, i64) -> !llvm.struct<(i64, f32, i32)>
// GENERIC-NEXT:     %72 = "llvm.insertvalue"(%71, %67) <{position = array<i64: 1>}> : (!llvm.struct<(i64, f32, i32)>, f32) -> !llvm.struct<(i64, f32, i32)>
// GENERIC-NEXT:     %73 = "llvm.insertvalue"(%72, %68) <{position = array<i64: 2>}> : (!llvm.struct<(i64, f32, i32)>, i32) -> !llvm.struct<(i64, f32, i32)>
// GENERIC-NEXT:     "llvm.return"(%73) : (!llvm.struct<(i64, f32, i32)>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> (i1, i64, ptr, ptr, i64, i64, i64, i64, i64)>, linkage = #llvm.linkage<external>, sym_name = "blocks", visibility_ = 0 : i64}> ({
// GENERIC-NEXT:   ^bb0(%arg8: i1, %arg9: i64, %arg10: !llvm.ptr, %arg11: !llvm.ptr, %arg12: i64, %arg13: i64, %arg14: i64, %arg15: i64, %arg16: i64):
// GENERIC-NEXT:     %40 = "llvm.mlir.undef"() : () -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// GENERIC-NEXT:     %41 = "llvm.insertvalue"(%40, %arg10) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// GENERIC-NEXT:     %42 = "llvm.insertvalue"(%41, %arg11) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// GENERIC-NEXT:     %43 = "llvm.insertvalue"(%42, %arg12) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// GENERIC-NEXT:     %44 = "llvm.insertvalue"(%43, %arg13) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// GENERIC-NEXT:     %45 = "llvm.insertvalue"(%44, %arg15) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// GENERIC-NEXT:     %46 = "llvm.insertvalue"(%45, %arg14) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// GENERIC-NEXT:     %47 = "llvm.insertvalue"(%46, %arg16) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// GENERIC-NEXT:     %48 = "builtin.unrealized_conversion_cast"(%47) : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> memref<2x3xf32, strided<[4, 1], offset: 2>>
// GENERIC-NEXT:     %49 = "builtin.unrealized_conversion_cast"(%48) : (memref<2x3xf32, strided<[4, 1], offset: 2>>) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// GENERIC-NEXT:     "llvm.cond_br"(%arg8, %arg9, %49)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i64, !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> ()
// GENERIC-NEXT:   ^bb1(%50: i64):  // pred: ^bb0
// GENERIC-NEXT:     "llvm.br"(%49)[^bb2] : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> ()
// GENERIC-NEXT:   ^bb2(%51: !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>):  // 2 preds: ^bb0, ^bb1
// GENERIC-NEXT:     "llvm.return"(%51) : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<struct<(i64, ptr)> (i64, ptr)>, linkage = #llvm.linkage<external>, sym_name = "unranked", visibility_ = 0 : i64}> ({
// GENERIC-NEXT:   ^bb0(%arg6: i64, %arg7: !llvm.ptr):
// GENERIC-NEXT:     %0 = "llvm.mlir.undef"() : () -> !llvm.struct<(i64, ptr)>
// GENERIC-NEXT:     %1 = "llvm.insertvalue"(%0, %arg6) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>, i64) -> !llvm.struct<(i64, ptr)>
// GENERIC-NEXT:     %2 = "llvm.insertvalue"(%1, %arg7) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
// GENERIC-NEXT:     %3 = "builtin.unrealized_conversion_cast"(%2) : (!llvm.struct<(i64, ptr)>) -> memref<*xf32>
// GENERIC-NEXT:     %4 = "builtin.unrealized_conversion_cast"(%3) : (memref<*xf32>) -> !llvm.struct<(i64, ptr)>
// GENERIC-NEXT:     %5 = "llvm.extractvalue"(%4) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>) -> i64
// GENERIC-NEXT:     %6 = "llvm.extractvalue"(%4) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>) -> !llvm.ptr
// GENERIC-NEXT:     %7 = "llvm.call"(%5, %6) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @make, fastmathFlags = #llvm.fastmath<none>}> : (i64, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
// GENERIC-NEXT:     %8 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
// GENERIC-NEXT:     %9 = "llvm.mlir.constant"() <{value = 2 : index}> : () -> i64
// GENERIC-NEXT:     %10 = "llvm.mlir.constant"() <{value = 8 : index}> : () -> i64
// GENERIC-NEXT:     %11 = "llvm.mlir.constant"() <{value = 8 : index}> : () -> i64
// GENERIC-NEXT:     %12 = "llvm.mul"(%9, %11) <{overflowFlags = #llvm.overflow<none>}> : (i64, i64) -> i64
// GENERIC-NEXT:     %13 = "llvm.extractvalue"(%7) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>) -> i64
// GENERIC-NEXT:     %14 = "llvm.mul"(%9, %13) <{overflowFlags = #llvm.overflow<none>}> : (i64, i64) -> i64
// GENERIC-NEXT:     %15 = "llvm.add"(%14, %8) <{overflowFlags = #llvm.overflow<none>}> : (i64, i64) -> i64
// GENERIC-NEXT:     %16 = "llvm.mul"(%15, %10) <{overflowFlags = #llvm.overflow<none>}> : (i64, i64) -> i64
// GENERIC-NEXT:     %17 = "llvm.add"(%12, %16) <{overflowFlags = #llvm.overflow<none>}> : (i64, i64) -> i64
// GENERIC-NEXT:     %18 = "llvm.alloca"(%17) <{elem_type = i8}> : (i64) -> !llvm.ptr
// GENERIC-NEXT:     %19 = "llvm.extractvalue"(%7) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>) -> !llvm.ptr
// GENERIC-NEXT:     "llvm.intr.memcpy"(%18, %19, %17) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// GENERIC-NEXT:     "llvm.call"(%19) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @free, fastmathFlags = #llvm.fastmath<none>}> : (!llvm.ptr) -> ()
// GENERIC-NEXT:     %20 = "llvm.mlir.undef"() : () -> !llvm.struct<(i64, ptr)>
// GENERIC-NEXT:     %21 = "llvm.extractvalue"(%7) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>) -> i64
// GENERIC-NEXT:     %22 = "llvm.insertvalue"(%20, %21) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>, i64) -> !llvm.struct<(i64, ptr)>
// GENERIC-NEXT:     %23 = "llvm.insertvalue"(%22, %18) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
// GENERIC-NEXT:     %24 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
// GENERIC-NEXT:     %25 = "llvm.mlir.constant"() <{value = 2 : index}> : () -> i64
// GENERIC-NEXT:     %26 = "llvm.mlir.constant"() <{value = 8 : index}> : () -> i64
// GENERIC-NEXT:     %27 = "llvm.mlir.constant"() <{value = 8 : index}> : () -> i64
// GENERIC-NEXT:     %28 = "llvm.mul"(%25, %27) <{overflowFlags = #llvm.overflow<none>}> : (i64, i64) -> i64
// GENERIC-NEXT:     %29 = "llvm.extractvalue"(%23) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>) -> i64
// GENERIC-NEXT:     %30 = "llvm.mul"(%25, %29) <{overflowFlags = #llvm.overflow<none>}> : (i64, i64) -> i64
// GENERIC-NEXT:     %31 = "llvm.add"(%30, %24) <{overflowFlags = #llvm.overflow<none>}> : (i64, i64) -> i64
// GENERIC-NEXT:     %32 = "llvm.mul"(%31, %26) <{overflowFlags = #llvm.overflow<none>}> : (i64, i64) -> i64
// GENERIC-NEXT:     %33 = "llvm.add"(%28, %32) <{overflowFlags = #llvm.overflow<none>}> : (i64, i64) -> i64
// GENERIC-NEXT:     %34 = "llvm.call"(%33) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @malloc, fastmathFlags = #llvm.fastmath<none>}> : (i64) -> !llvm.ptr
// GENERIC-NEXT:     %35 = "llvm.extractvalue"(%23) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>) -> !llvm.ptr
// GENERIC-NEXT:     "llvm.intr.memcpy"(%34, %35, %33) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// GENERIC-NEXT:     %36 = "llvm.mlir.undef"() : () -> !llvm.struct<(i64, ptr)>
// GENERIC-NEXT:     %37 = "llvm.extractvalue"(%23) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>) -> i64
// GENERIC-NEXT:     %38 = "llvm.insertvalue"(%36, %37) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>, i64) -> !llvm.struct<(i64, ptr)>
// GENERIC-NEXT:     %39 = "llvm.insertvalue"(%38, %34) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
// GENERIC-NEXT:     "llvm.return"(%39) : (!llvm.struct<(i64, ptr)>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<struct<(i64, ptr)> (i64, ptr)>, linkage = #llvm.linkage<external>, sym_name = "make", sym_visibility = "private", visibility_ = 0 : i64}> ({
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, arg_attrs = [{test.attr}, {}, {}, {}, {}, {}], function_type = !llvm.func<i64 (i64, ptr, ptr, i64, i64, i64)>, linkage = #llvm.linkage<internal>, res_attrs = [{llvm.zeroext}], sym_name = "attrs", target_cpu = "x86-64", visibility_ = 0 : i64}> ({
// GENERIC-NEXT:   ^bb0(%arg0: i64, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i64, %arg4: i64, %arg5: i64):
// GENERIC-NEXT:     "llvm.return"(%arg0) : (i64) -> ()
// GENERIC-NEXT:   }) {custom.tag = 3 : i32} : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (vector<2x4xindex>, complex<f32>, memref<f32, 3>) -> tensor<4xf32>, sym_name = "vec", sym_visibility = "private"}> ({
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()

func.func private @ext(i32, memref<?xf32>) -> (i64, f32)
func.func private @idx(index) -> index attributes {llvm.readnone}

func.func @calls(%a: i32, %m: memref<?xf32>, %f: (i32) -> i32) -> (i64, f32, i32) {
  %0:2 = call @ext(%a, %m) : (i32, memref<?xf32>) -> (i64, f32)
  %1 = call_indirect %f(%a) : (i32) -> i32
  %g = constant @idx : (index) -> index
  return %0#0, %0#1, %1 : i64, f32, i32
}

func.func @blocks(%c: i1, %x: index, %m: memref<2x3xf32, strided<[4, 1], offset: 2>>) -> memref<2x3xf32, strided<[4, 1], offset: 2>> {
  cf.cond_br %c, ^bb1(%x : index), ^bb2(%m : memref<2x3xf32, strided<[4, 1], offset: 2>>)
^bb1(%i: index):
  cf.br ^bb2(%m : memref<2x3xf32, strided<[4, 1], offset: 2>>)
^bb2(%r: memref<2x3xf32, strided<[4, 1], offset: 2>>):
  return %r : memref<2x3xf32, strided<[4, 1], offset: 2>>
}

func.func @unranked(%u: memref<*xf32>) -> memref<*xf32> {
  %0 = call @make(%u) : (memref<*xf32>) -> memref<*xf32>
  return %0 : memref<*xf32>
}
func.func private @make(memref<*xf32>) -> memref<*xf32>

func.func @attrs(%a: i64 {test.attr}, %m: memref<4xi8> {llvm.noalias}) -> (i64 {llvm.zeroext}) attributes {llvm.linkage = #llvm.linkage<internal>, target_cpu = "x86-64", custom.tag = 3 : i32} {
  return %a : i64
}

func.func private @vec(vector<2x4xindex>, complex<f32>, memref<f32, 3>) -> tensor<4xf32>
