// expand-realloc: memref.realloc of static and dynamic 1-D buffers becomes a
// size comparison and an scf.if (alloc, copy into a subview, dealloc / a
// reinterpret_cast), with the emit-deallocs option; then the pipeline on to the
// LLVM dialect (the strided<[1]> subview copied with llvm.intr.memcpy: its layout
// is the identity). CHECK lines are mlir-opt-19's output.
// RUN: mlir-opt %s -expand-realloc | FileCheck %s
// RUN: mlir-opt %s -expand-realloc=emit-deallocs=false | FileCheck %s --check-prefix=NODEALLOC
// RUN: mlir-opt %s -expand-realloc -convert-scf-to-cf -finalize-memref-to-llvm -convert-arith-to-llvm -convert-cf-to-llvm -convert-func-to-llvm -reconcile-unrealized-casts | FileCheck %s --check-prefix=LLVM

func.func @dyn_dyn(%m: memref<?xf32>, %n: index) -> memref<?xf32> {
  %0 = memref.realloc %m(%n) : memref<?xf32> to memref<?xf32>
  return %0 : memref<?xf32>
}
func.func @st_st(%m: memref<2xf32>) -> memref<4xf32> {
  %0 = memref.realloc %m {alignment = 8} : memref<2xf32> to memref<4xf32>
  return %0 : memref<4xf32>
}
func.func @st_dyn(%m: memref<2xf32>, %n: index) -> memref<?xf32> {
  %0 = memref.realloc %m(%n) : memref<2xf32> to memref<?xf32>
  return %0 : memref<?xf32>
}

// CHECK: module {
// CHECK-NEXT: func.func @dyn_dyn(%arg0: memref<?xf32>, %arg1: index) -> memref<?xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xf32>
// CHECK-NEXT: %0 = arith.cmpi ult, %dim, %arg1 : index
// CHECK-NEXT: %1 = scf.if %0 -> (memref<?xf32>) {
// CHECK-NEXT: %alloc = memref.alloc(%arg1) : memref<?xf32>
// CHECK-NEXT: %subview = memref.subview %alloc[0] [%dim] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
// CHECK-NEXT: memref.copy %arg0, %subview : memref<?xf32> to memref<?xf32, strided<[1]>>
// CHECK-NEXT: memref.dealloc %arg0 : memref<?xf32>
// CHECK-NEXT: scf.yield %alloc : memref<?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%arg1], strides: [1] : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: scf.yield %reinterpret_cast : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @st_st(%arg0: memref<2xf32>) -> memref<4xf32> {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = arith.cmpi ult, %c2, %c4 : index
// CHECK-NEXT: %1 = scf.if %0 -> (memref<4xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 8 : i64} : memref<4xf32>
// CHECK-NEXT: %subview = memref.subview %alloc[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
// CHECK-NEXT: memref.copy %arg0, %subview : memref<2xf32> to memref<2xf32, strided<[1]>>
// CHECK-NEXT: memref.dealloc %arg0 : memref<2xf32>
// CHECK-NEXT: scf.yield %alloc : memref<4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [4], strides: [1] : memref<2xf32> to memref<4xf32>
// CHECK-NEXT: scf.yield %reinterpret_cast : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @st_dyn(%arg0: memref<2xf32>, %arg1: index) -> memref<?xf32> {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0 = arith.cmpi ult, %c2, %arg1 : index
// CHECK-NEXT: %1 = scf.if %0 -> (memref<?xf32>) {
// CHECK-NEXT: %alloc = memref.alloc(%arg1) : memref<?xf32>
// CHECK-NEXT: %subview = memref.subview %alloc[0] [2] [1] : memref<?xf32> to memref<2xf32, strided<[1]>>
// CHECK-NEXT: memref.copy %arg0, %subview : memref<2xf32> to memref<2xf32, strided<[1]>>
// CHECK-NEXT: memref.dealloc %arg0 : memref<2xf32>
// CHECK-NEXT: scf.yield %alloc : memref<?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%arg1], strides: [1] : memref<2xf32> to memref<?xf32>
// CHECK-NEXT: scf.yield %reinterpret_cast : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// NODEALLOC: module {
// NODEALLOC-NEXT: func.func @dyn_dyn(%arg0: memref<?xf32>, %arg1: index) -> memref<?xf32> {
// NODEALLOC-NEXT: %c0 = arith.constant 0 : index
// NODEALLOC-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xf32>
// NODEALLOC-NEXT: %0 = arith.cmpi ult, %dim, %arg1 : index
// NODEALLOC-NEXT: %1 = scf.if %0 -> (memref<?xf32>) {
// NODEALLOC-NEXT: %alloc = memref.alloc(%arg1) : memref<?xf32>
// NODEALLOC-NEXT: %subview = memref.subview %alloc[0] [%dim] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
// NODEALLOC-NEXT: memref.copy %arg0, %subview : memref<?xf32> to memref<?xf32, strided<[1]>>
// NODEALLOC-NEXT: scf.yield %alloc : memref<?xf32>
// NODEALLOC-NEXT: } else {
// NODEALLOC-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%arg1], strides: [1] : memref<?xf32> to memref<?xf32>
// NODEALLOC-NEXT: scf.yield %reinterpret_cast : memref<?xf32>
// NODEALLOC-NEXT: }
// NODEALLOC-NEXT: return %1 : memref<?xf32>
// NODEALLOC-NEXT: }
// NODEALLOC-NEXT: func.func @st_st(%arg0: memref<2xf32>) -> memref<4xf32> {
// NODEALLOC-NEXT: %c2 = arith.constant 2 : index
// NODEALLOC-NEXT: %c4 = arith.constant 4 : index
// NODEALLOC-NEXT: %0 = arith.cmpi ult, %c2, %c4 : index
// NODEALLOC-NEXT: %1 = scf.if %0 -> (memref<4xf32>) {
// NODEALLOC-NEXT: %alloc = memref.alloc() {alignment = 8 : i64} : memref<4xf32>
// NODEALLOC-NEXT: %subview = memref.subview %alloc[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
// NODEALLOC-NEXT: memref.copy %arg0, %subview : memref<2xf32> to memref<2xf32, strided<[1]>>
// NODEALLOC-NEXT: scf.yield %alloc : memref<4xf32>
// NODEALLOC-NEXT: } else {
// NODEALLOC-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [4], strides: [1] : memref<2xf32> to memref<4xf32>
// NODEALLOC-NEXT: scf.yield %reinterpret_cast : memref<4xf32>
// NODEALLOC-NEXT: }
// NODEALLOC-NEXT: return %1 : memref<4xf32>
// NODEALLOC-NEXT: }
// NODEALLOC-NEXT: func.func @st_dyn(%arg0: memref<2xf32>, %arg1: index) -> memref<?xf32> {
// NODEALLOC-NEXT: %c2 = arith.constant 2 : index
// NODEALLOC-NEXT: %0 = arith.cmpi ult, %c2, %arg1 : index
// NODEALLOC-NEXT: %1 = scf.if %0 -> (memref<?xf32>) {
// NODEALLOC-NEXT: %alloc = memref.alloc(%arg1) : memref<?xf32>
// NODEALLOC-NEXT: %subview = memref.subview %alloc[0] [2] [1] : memref<?xf32> to memref<2xf32, strided<[1]>>
// NODEALLOC-NEXT: memref.copy %arg0, %subview : memref<2xf32> to memref<2xf32, strided<[1]>>
// NODEALLOC-NEXT: scf.yield %alloc : memref<?xf32>
// NODEALLOC-NEXT: } else {
// NODEALLOC-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%arg1], strides: [1] : memref<2xf32> to memref<?xf32>
// NODEALLOC-NEXT: scf.yield %reinterpret_cast : memref<?xf32>
// NODEALLOC-NEXT: }
// NODEALLOC-NEXT: return %1 : memref<?xf32>
// NODEALLOC-NEXT: }
// NODEALLOC-NEXT: }

// LLVM: module {
// LLVM-NEXT: llvm.func @free(!llvm.ptr)
// LLVM-NEXT: llvm.func @malloc(i64) -> !llvm.ptr
// LLVM-NEXT: llvm.func @dyn_dyn(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> {
// LLVM-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %6 = llvm.mlir.constant(0 : index) : i64
// LLVM-NEXT: %7 = llvm.extractvalue %5[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %8 = builtin.unrealized_conversion_cast %7 : i64 to index
// LLVM-NEXT: %9 = llvm.icmp "ult" %7, %arg5 : i64
// LLVM-NEXT: llvm.cond_br %9, ^bb1, ^bb2
// LLVM-NEXT: ^bb1:  // pred: ^bb0
// LLVM-NEXT: %10 = llvm.mlir.constant(1 : index) : i64
// LLVM-NEXT: %11 = llvm.mlir.zero : !llvm.ptr
// LLVM-NEXT: %12 = llvm.getelementptr %11[%arg5] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// LLVM-NEXT: %13 = llvm.ptrtoint %12 : !llvm.ptr to i64
// LLVM-NEXT: %14 = llvm.call @malloc(%13) : (i64) -> !llvm.ptr
// LLVM-NEXT: %15 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %16 = llvm.insertvalue %14, %15[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %17 = llvm.insertvalue %14, %16[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %18 = llvm.mlir.constant(0 : index) : i64
// LLVM-NEXT: %19 = llvm.insertvalue %18, %17[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %20 = llvm.insertvalue %arg5, %19[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %21 = llvm.insertvalue %10, %20[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %22 = builtin.unrealized_conversion_cast %21 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32>
// LLVM-NEXT: %subview = memref.subview %22[0] [%8] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
// LLVM-NEXT: %23 = builtin.unrealized_conversion_cast %subview : memref<?xf32, strided<[1]>> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %24 = llvm.mlir.constant(1 : index) : i64
// LLVM-NEXT: %25 = llvm.extractvalue %5[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %26 = llvm.mul %24, %25 : i64
// LLVM-NEXT: %27 = llvm.mlir.zero : !llvm.ptr
// LLVM-NEXT: %28 = llvm.getelementptr %27[1] : (!llvm.ptr) -> !llvm.ptr, f32
// LLVM-NEXT: %29 = llvm.ptrtoint %28 : !llvm.ptr to i64
// LLVM-NEXT: %30 = llvm.mul %26, %29 : i64
// LLVM-NEXT: %31 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %32 = llvm.extractvalue %5[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %33 = llvm.getelementptr %31[%32] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// LLVM-NEXT: %34 = llvm.extractvalue %23[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %35 = llvm.extractvalue %23[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %36 = llvm.getelementptr %34[%35] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// LLVM-NEXT: "llvm.intr.memcpy"(%36, %33, %30) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// LLVM-NEXT: %37 = llvm.extractvalue %5[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: llvm.call @free(%37) : (!llvm.ptr) -> ()
// LLVM-NEXT: llvm.br ^bb3(%21 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>)
// LLVM-NEXT: ^bb2:  // pred: ^bb0
// LLVM-NEXT: %38 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %39 = llvm.extractvalue %5[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %40 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %41 = llvm.insertvalue %39, %38[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %42 = llvm.insertvalue %40, %41[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %43 = llvm.mlir.constant(0 : index) : i64
// LLVM-NEXT: %44 = llvm.insertvalue %43, %42[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %45 = llvm.insertvalue %arg5, %44[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %46 = llvm.mlir.constant(1 : index) : i64
// LLVM-NEXT: %47 = llvm.insertvalue %46, %45[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: llvm.br ^bb3(%47 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>)
// LLVM-NEXT: ^bb3(%48: !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>):  // 2 preds: ^bb1, ^bb2
// LLVM-NEXT: llvm.br ^bb4
// LLVM-NEXT: ^bb4:  // pred: ^bb3
// LLVM-NEXT: llvm.return %48 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: }
// LLVM-NEXT: llvm.func @st_st(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> {
// LLVM-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %6 = llvm.mlir.constant(2 : index) : i64
// LLVM-NEXT: %7 = llvm.mlir.constant(4 : index) : i64
// LLVM-NEXT: %8 = llvm.mlir.constant(true) : i1
// LLVM-NEXT: llvm.cond_br %8, ^bb1, ^bb2
// LLVM-NEXT: ^bb1:  // pred: ^bb0
// LLVM-NEXT: %9 = llvm.mlir.constant(4 : index) : i64
// LLVM-NEXT: %10 = llvm.mlir.constant(1 : index) : i64
// LLVM-NEXT: %11 = llvm.mlir.zero : !llvm.ptr
// LLVM-NEXT: %12 = llvm.getelementptr %11[%9] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// LLVM-NEXT: %13 = llvm.ptrtoint %12 : !llvm.ptr to i64
// LLVM-NEXT: %14 = llvm.mlir.constant(8 : index) : i64
// LLVM-NEXT: %15 = llvm.add %13, %14 : i64
// LLVM-NEXT: %16 = llvm.call @malloc(%15) : (i64) -> !llvm.ptr
// LLVM-NEXT: %17 = llvm.ptrtoint %16 : !llvm.ptr to i64
// LLVM-NEXT: %18 = llvm.mlir.constant(1 : index) : i64
// LLVM-NEXT: %19 = llvm.sub %14, %18 : i64
// LLVM-NEXT: %20 = llvm.add %17, %19 : i64
// LLVM-NEXT: %21 = llvm.urem %20, %14  : i64
// LLVM-NEXT: %22 = llvm.sub %20, %21 : i64
// LLVM-NEXT: %23 = llvm.inttoptr %22 : i64 to !llvm.ptr
// LLVM-NEXT: %24 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %25 = llvm.insertvalue %16, %24[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %26 = llvm.insertvalue %23, %25[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %27 = llvm.mlir.constant(0 : index) : i64
// LLVM-NEXT: %28 = llvm.insertvalue %27, %26[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %29 = llvm.insertvalue %9, %28[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %30 = llvm.insertvalue %10, %29[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %31 = builtin.unrealized_conversion_cast %30 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<4xf32>
// LLVM-NEXT: %subview = memref.subview %31[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
// LLVM-NEXT: %32 = builtin.unrealized_conversion_cast %subview : memref<2xf32, strided<[1]>> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %33 = llvm.mlir.constant(1 : index) : i64
// LLVM-NEXT: %34 = llvm.extractvalue %5[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %35 = llvm.mul %33, %34 : i64
// LLVM-NEXT: %36 = llvm.mlir.zero : !llvm.ptr
// LLVM-NEXT: %37 = llvm.getelementptr %36[1] : (!llvm.ptr) -> !llvm.ptr, f32
// LLVM-NEXT: %38 = llvm.ptrtoint %37 : !llvm.ptr to i64
// LLVM-NEXT: %39 = llvm.mul %35, %38 : i64
// LLVM-NEXT: %40 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %41 = llvm.extractvalue %5[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %42 = llvm.getelementptr %40[%41] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// LLVM-NEXT: %43 = llvm.extractvalue %32[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %44 = llvm.extractvalue %32[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %45 = llvm.getelementptr %43[%44] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// LLVM-NEXT: "llvm.intr.memcpy"(%45, %42, %39) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// LLVM-NEXT: %46 = llvm.extractvalue %5[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: llvm.call @free(%46) : (!llvm.ptr) -> ()
// LLVM-NEXT: llvm.br ^bb3(%30 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>)
// LLVM-NEXT: ^bb2:  // pred: ^bb0
// LLVM-NEXT: %47 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %48 = llvm.extractvalue %5[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %49 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %50 = llvm.insertvalue %48, %47[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %51 = llvm.insertvalue %49, %50[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %52 = llvm.mlir.constant(0 : index) : i64
// LLVM-NEXT: %53 = llvm.insertvalue %52, %51[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %54 = llvm.mlir.constant(4 : index) : i64
// LLVM-NEXT: %55 = llvm.insertvalue %54, %53[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %56 = llvm.mlir.constant(1 : index) : i64
// LLVM-NEXT: %57 = llvm.insertvalue %56, %55[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: llvm.br ^bb3(%57 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>)
// LLVM-NEXT: ^bb3(%58: !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>):  // 2 preds: ^bb1, ^bb2
// LLVM-NEXT: llvm.br ^bb4
// LLVM-NEXT: ^bb4:  // pred: ^bb3
// LLVM-NEXT: llvm.return %58 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: }
// LLVM-NEXT: llvm.func @st_dyn(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> {
// LLVM-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %6 = llvm.mlir.constant(2 : index) : i64
// LLVM-NEXT: %7 = llvm.icmp "ugt" %arg5, %6 : i64
// LLVM-NEXT: llvm.cond_br %7, ^bb1, ^bb2
// LLVM-NEXT: ^bb1:  // pred: ^bb0
// LLVM-NEXT: %8 = llvm.mlir.constant(1 : index) : i64
// LLVM-NEXT: %9 = llvm.mlir.zero : !llvm.ptr
// LLVM-NEXT: %10 = llvm.getelementptr %9[%arg5] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// LLVM-NEXT: %11 = llvm.ptrtoint %10 : !llvm.ptr to i64
// LLVM-NEXT: %12 = llvm.call @malloc(%11) : (i64) -> !llvm.ptr
// LLVM-NEXT: %13 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %14 = llvm.insertvalue %12, %13[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %15 = llvm.insertvalue %12, %14[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %16 = llvm.mlir.constant(0 : index) : i64
// LLVM-NEXT: %17 = llvm.insertvalue %16, %15[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %18 = llvm.insertvalue %arg5, %17[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %19 = llvm.insertvalue %8, %18[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %20 = builtin.unrealized_conversion_cast %19 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32>
// LLVM-NEXT: %subview = memref.subview %20[0] [2] [1] : memref<?xf32> to memref<2xf32, strided<[1]>>
// LLVM-NEXT: %21 = builtin.unrealized_conversion_cast %subview : memref<2xf32, strided<[1]>> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %22 = llvm.mlir.constant(1 : index) : i64
// LLVM-NEXT: %23 = llvm.extractvalue %5[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %24 = llvm.mul %22, %23 : i64
// LLVM-NEXT: %25 = llvm.mlir.zero : !llvm.ptr
// LLVM-NEXT: %26 = llvm.getelementptr %25[1] : (!llvm.ptr) -> !llvm.ptr, f32
// LLVM-NEXT: %27 = llvm.ptrtoint %26 : !llvm.ptr to i64
// LLVM-NEXT: %28 = llvm.mul %24, %27 : i64
// LLVM-NEXT: %29 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %30 = llvm.extractvalue %5[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %31 = llvm.getelementptr %29[%30] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// LLVM-NEXT: %32 = llvm.extractvalue %21[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %33 = llvm.extractvalue %21[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %34 = llvm.getelementptr %32[%33] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// LLVM-NEXT: "llvm.intr.memcpy"(%34, %31, %28) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// LLVM-NEXT: %35 = llvm.extractvalue %5[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: llvm.call @free(%35) : (!llvm.ptr) -> ()
// LLVM-NEXT: llvm.br ^bb3(%19 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>)
// LLVM-NEXT: ^bb2:  // pred: ^bb0
// LLVM-NEXT: %36 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %37 = llvm.extractvalue %5[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %38 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %39 = llvm.insertvalue %37, %36[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %40 = llvm.insertvalue %38, %39[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %41 = llvm.mlir.constant(0 : index) : i64
// LLVM-NEXT: %42 = llvm.insertvalue %41, %40[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %43 = llvm.insertvalue %arg5, %42[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: %44 = llvm.mlir.constant(1 : index) : i64
// LLVM-NEXT: %45 = llvm.insertvalue %44, %43[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: llvm.br ^bb3(%45 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>)
// LLVM-NEXT: ^bb3(%46: !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>):  // 2 preds: ^bb1, ^bb2
// LLVM-NEXT: llvm.br ^bb4
// LLVM-NEXT: ^bb4:  // pred: ^bb3
// LLVM-NEXT: llvm.return %46 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM-NEXT: }
// LLVM-NEXT: }
