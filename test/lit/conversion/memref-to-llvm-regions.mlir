// finalize-memref-to-llvm on region ops and copies: alloca_scope with and
// without a result (stacksave/stackrestore around the inlined body),
// memcpy between contiguous memrefs, memrefCopy between unranked ones, an
// identity transpose. generic_atomic_rmw whose body computes stays as it
// is, as mlir-opt-19 leaves it (upstream memref-to-llvm.mlir has the loop);
// convert-to-llvm also leaves the scope with a result alone.
// CHECK lines are mlir-opt-19's output, whole and in order.
// RUN: mlir-opt %s -finalize-memref-to-llvm | FileCheck %s --check-prefix=CHECK
// RUN: mlir-opt %s --convert-to-llvm=filter-dialects=memref | FileCheck %s --check-prefix=IFACE

// alloca_scope with results, generic_atomic_rmw with a body, copies.
func.func @regions(%m: memref<?xf32>, %i: index, %x: f32) -> f32 {
  %r = memref.alloca_scope -> (f32) {
    %a = memref.alloca() : memref<4xf32>
    %v = memref.load %a[%i] : memref<4xf32>
    memref.alloca_scope.return %v : f32
  }
  %y = memref.generic_atomic_rmw %m[%i] : memref<?xf32> {
  ^bb0(%old: f32):
    %s = arith.addf %old, %x : f32
    memref.atomic_yield %s : f32
  }
  %b = memref.alloc(%i) : memref<?xf32>
  memref.copy %m, %b : memref<?xf32> to memref<?xf32>
  %t = memref.transpose %b (d0) -> (d0) : memref<?xf32> to memref<?xf32, strided<[1]>>
  return %r : f32
}

func.func @atomic_loop(%m: memref<4x?xi64, strided<[?, 1], offset: ?>>, %i: index, %x: i64) -> i64 {
  memref.alloca_scope {
    %a = memref.alloca(%i) : memref<?xi64>
    memref.store %x, %a[%i] : memref<?xi64>
  }
  %y = memref.generic_atomic_rmw %m[%i, %i] : memref<4x?xi64, strided<[?, 1], offset: ?>> {
  ^bb0(%old: i64):
    %s = arith.addi %old, %x : i64
    memref.atomic_yield %s : i64
  }
  %u = memref.cast %m : memref<4x?xi64, strided<[?, 1], offset: ?>> to memref<*xi64>
  %b = memref.alloc() : memref<4x4xi64>
  %c = memref.cast %b : memref<4x4xi64> to memref<*xi64>
  memref.copy %u, %c : memref<*xi64> to memref<*xi64>
  return %y : i64
}

// CHECK: llvm.func @memrefCopy(i64, !llvm.ptr, !llvm.ptr)
// CHECK-NEXT: llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-NEXT: func.func @regions(%arg0: memref<?xf32>, %arg1: index, %arg2: f32) -> f32 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %2 = llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT: llvm.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %3 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %4 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %5 = llvm.alloca %3 x f32 : (i64) -> !llvm.ptr
// CHECK-NEXT: %6 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %5, %6[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %8 = llvm.insertvalue %5, %7[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %9 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %10 = llvm.insertvalue %9, %8[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %11 = llvm.insertvalue %3, %10[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %12 = llvm.insertvalue %4, %11[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %13 = llvm.extractvalue %12[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %14 = llvm.getelementptr %13[%1] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %15 = llvm.load %14 : !llvm.ptr -> f32
// CHECK-NEXT: llvm.intr.stackrestore %2 : !llvm.ptr
// CHECK-NEXT: llvm.br ^bb2(%15 : f32)
// CHECK-NEXT: ^bb2(%16: f32):  // pred: ^bb1
// CHECK-NEXT: llvm.br ^bb3
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT: %17 = memref.generic_atomic_rmw %arg0[%arg1] : memref<?xf32> {
// CHECK-NEXT: ^bb0(%arg3: f32):
// CHECK-NEXT: %43 = arith.addf %arg3, %arg2 : f32
// CHECK-NEXT: memref.atomic_yield %43 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %18 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %19 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %20 = llvm.getelementptr %19[%1] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %21 = llvm.ptrtoint %20 : !llvm.ptr to i64
// CHECK-NEXT: %22 = llvm.call @malloc(%21) : (i64) -> !llvm.ptr
// CHECK-NEXT: %23 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %24 = llvm.insertvalue %22, %23[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %25 = llvm.insertvalue %22, %24[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %26 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %27 = llvm.insertvalue %26, %25[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %28 = llvm.insertvalue %1, %27[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %29 = llvm.insertvalue %18, %28[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %30 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %31 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %32 = llvm.mul %30, %31 : i64
// CHECK-NEXT: %33 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %34 = llvm.getelementptr %33[1] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NEXT: %35 = llvm.ptrtoint %34 : !llvm.ptr to i64
// CHECK-NEXT: %36 = llvm.mul %32, %35 : i64
// CHECK-NEXT: %37 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %38 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %39 = llvm.getelementptr %37[%38] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %40 = llvm.extractvalue %29[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %41 = llvm.extractvalue %29[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %42 = llvm.getelementptr %40[%41] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: "llvm.intr.memcpy"(%42, %39, %36) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: return %16 : f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @atomic_loop(%arg0: memref<4x?xi64, strided<[?, 1], offset: ?>>, %arg1: index, %arg2: i64) -> i64 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<4x?xi64, strided<[?, 1], offset: ?>> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %2 = llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT: llvm.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %3 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %4 = llvm.alloca %1 x i64 : (i64) -> !llvm.ptr
// CHECK-NEXT: %5 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.insertvalue %4, %5[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %4, %6[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %8 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %9 = llvm.insertvalue %8, %7[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %10 = llvm.insertvalue %1, %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %11 = llvm.insertvalue %3, %10[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %12 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %13 = llvm.getelementptr %12[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: llvm.store %arg2, %13 : i64, !llvm.ptr
// CHECK-NEXT: llvm.intr.stackrestore %2 : !llvm.ptr
// CHECK-NEXT: llvm.br ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %14 = memref.generic_atomic_rmw %arg0[%arg1, %arg1] : memref<4x?xi64, strided<[?, 1], offset: ?>> {
// CHECK-NEXT: ^bb0(%arg3: i64):
// CHECK-NEXT: %51 = arith.addi %arg3, %arg2 : i64
// CHECK-NEXT: memref.atomic_yield %51 : i64
// CHECK-NEXT: }
// CHECK-NEXT: %15 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %16 = llvm.alloca %15 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %0, %16 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
// CHECK-NEXT: %17 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %18 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %19 = llvm.insertvalue %17, %18[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %20 = llvm.insertvalue %16, %19[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %21 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %22 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %23 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %24 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT: %25 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %26 = llvm.getelementptr %25[%24] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: %27 = llvm.ptrtoint %26 : !llvm.ptr to i64
// CHECK-NEXT: %28 = llvm.call @malloc(%27) : (i64) -> !llvm.ptr
// CHECK-NEXT: %29 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %30 = llvm.insertvalue %28, %29[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %31 = llvm.insertvalue %28, %30[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %32 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %33 = llvm.insertvalue %32, %31[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %34 = llvm.insertvalue %21, %33[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %35 = llvm.insertvalue %22, %34[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %36 = llvm.insertvalue %22, %35[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %37 = llvm.insertvalue %23, %36[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %38 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %39 = llvm.alloca %38 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %37, %39 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
// CHECK-NEXT: %40 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %41 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %42 = llvm.insertvalue %40, %41[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %43 = llvm.insertvalue %39, %42[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %44 = llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT: %45 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %46 = llvm.alloca %45 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %20, %46 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// CHECK-NEXT: %47 = llvm.alloca %45 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %43, %47 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// CHECK-NEXT: %48 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %49 = llvm.getelementptr %48[1] : (!llvm.ptr) -> !llvm.ptr, i64
// CHECK-NEXT: %50 = llvm.ptrtoint %49 : !llvm.ptr to i64
// CHECK-NEXT: llvm.call @memrefCopy(%50, %46, %47) : (i64, !llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT: llvm.intr.stackrestore %44 : !llvm.ptr
// CHECK-NEXT: return %14 : i64
// CHECK-NEXT: }

// IFACE: llvm.func @memrefCopy(i64, !llvm.ptr, !llvm.ptr)
// IFACE-NEXT: llvm.func @malloc(i64) -> !llvm.ptr
// IFACE-NEXT: func.func @regions(%arg0: memref<?xf32>, %arg1: index, %arg2: f32) -> f32 {
// IFACE-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// IFACE-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : index to i64
// IFACE-NEXT: %2 = memref.alloca_scope  -> (f32) {
// IFACE-NEXT: %29 = llvm.mlir.constant(4 : index) : i64
// IFACE-NEXT: %30 = llvm.mlir.constant(1 : index) : i64
// IFACE-NEXT: %31 = llvm.alloca %29 x f32 : (i64) -> !llvm.ptr
// IFACE-NEXT: %32 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// IFACE-NEXT: %33 = llvm.insertvalue %31, %32[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// IFACE-NEXT: %34 = llvm.insertvalue %31, %33[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// IFACE-NEXT: %35 = llvm.mlir.constant(0 : index) : i64
// IFACE-NEXT: %36 = llvm.insertvalue %35, %34[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// IFACE-NEXT: %37 = llvm.insertvalue %29, %36[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// IFACE-NEXT: %38 = llvm.insertvalue %30, %37[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// IFACE-NEXT: %39 = llvm.extractvalue %38[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// IFACE-NEXT: %40 = llvm.getelementptr %39[%1] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// IFACE-NEXT: %41 = llvm.load %40 : !llvm.ptr -> f32
// IFACE-NEXT: memref.alloca_scope.return %41 : f32
// IFACE-NEXT: }
// IFACE-NEXT: %3 = memref.generic_atomic_rmw %arg0[%arg1] : memref<?xf32> {
// IFACE-NEXT: ^bb0(%arg3: f32):
// IFACE-NEXT: %29 = arith.addf %arg3, %arg2 : f32
// IFACE-NEXT: memref.atomic_yield %29 : f32
// IFACE-NEXT: }
// IFACE-NEXT: %4 = llvm.mlir.constant(1 : index) : i64
// IFACE-NEXT: %5 = llvm.mlir.zero : !llvm.ptr
// IFACE-NEXT: %6 = llvm.getelementptr %5[%1] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// IFACE-NEXT: %7 = llvm.ptrtoint %6 : !llvm.ptr to i64
// IFACE-NEXT: %8 = llvm.call @malloc(%7) : (i64) -> !llvm.ptr
// IFACE-NEXT: %9 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// IFACE-NEXT: %10 = llvm.insertvalue %8, %9[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// IFACE-NEXT: %11 = llvm.insertvalue %8, %10[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// IFACE-NEXT: %12 = llvm.mlir.constant(0 : index) : i64
// IFACE-NEXT: %13 = llvm.insertvalue %12, %11[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// IFACE-NEXT: %14 = llvm.insertvalue %1, %13[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// IFACE-NEXT: %15 = llvm.insertvalue %4, %14[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// IFACE-NEXT: %16 = llvm.mlir.constant(1 : index) : i64
// IFACE-NEXT: %17 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// IFACE-NEXT: %18 = llvm.mul %16, %17 : i64
// IFACE-NEXT: %19 = llvm.mlir.zero : !llvm.ptr
// IFACE-NEXT: %20 = llvm.getelementptr %19[1] : (!llvm.ptr) -> !llvm.ptr, f32
// IFACE-NEXT: %21 = llvm.ptrtoint %20 : !llvm.ptr to i64
// IFACE-NEXT: %22 = llvm.mul %18, %21 : i64
// IFACE-NEXT: %23 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// IFACE-NEXT: %24 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// IFACE-NEXT: %25 = llvm.getelementptr %23[%24] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// IFACE-NEXT: %26 = llvm.extractvalue %15[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// IFACE-NEXT: %27 = llvm.extractvalue %15[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// IFACE-NEXT: %28 = llvm.getelementptr %26[%27] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// IFACE-NEXT: "llvm.intr.memcpy"(%28, %25, %22) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// IFACE-NEXT: return %2 : f32
// IFACE-NEXT: }
// IFACE-NEXT: func.func @atomic_loop(%arg0: memref<4x?xi64, strided<[?, 1], offset: ?>>, %arg1: index, %arg2: i64) -> i64 {
// IFACE-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<4x?xi64, strided<[?, 1], offset: ?>> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : index to i64
// IFACE-NEXT: %2 = llvm.intr.stacksave : !llvm.ptr
// IFACE-NEXT: llvm.br ^bb1
// IFACE-NEXT: ^bb1:  // pred: ^bb0
// IFACE-NEXT: %3 = llvm.mlir.constant(1 : index) : i64
// IFACE-NEXT: %4 = llvm.alloca %1 x i64 : (i64) -> !llvm.ptr
// IFACE-NEXT: %5 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// IFACE-NEXT: %6 = llvm.insertvalue %4, %5[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// IFACE-NEXT: %7 = llvm.insertvalue %4, %6[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// IFACE-NEXT: %8 = llvm.mlir.constant(0 : index) : i64
// IFACE-NEXT: %9 = llvm.insertvalue %8, %7[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// IFACE-NEXT: %10 = llvm.insertvalue %1, %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// IFACE-NEXT: %11 = llvm.insertvalue %3, %10[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// IFACE-NEXT: %12 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// IFACE-NEXT: %13 = llvm.getelementptr %12[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// IFACE-NEXT: llvm.store %arg2, %13 : i64, !llvm.ptr
// IFACE-NEXT: llvm.intr.stackrestore %2 : !llvm.ptr
// IFACE-NEXT: llvm.br ^bb2
// IFACE-NEXT: ^bb2:  // pred: ^bb1
// IFACE-NEXT: %14 = memref.generic_atomic_rmw %arg0[%arg1, %arg1] : memref<4x?xi64, strided<[?, 1], offset: ?>> {
// IFACE-NEXT: ^bb0(%arg3: i64):
// IFACE-NEXT: %51 = arith.addi %arg3, %arg2 : i64
// IFACE-NEXT: memref.atomic_yield %51 : i64
// IFACE-NEXT: }
// IFACE-NEXT: %15 = llvm.mlir.constant(1 : index) : i64
// IFACE-NEXT: %16 = llvm.alloca %15 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
// IFACE-NEXT: llvm.store %0, %16 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
// IFACE-NEXT: %17 = llvm.mlir.constant(2 : index) : i64
// IFACE-NEXT: %18 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// IFACE-NEXT: %19 = llvm.insertvalue %17, %18[0] : !llvm.struct<(i64, ptr)>
// IFACE-NEXT: %20 = llvm.insertvalue %16, %19[1] : !llvm.struct<(i64, ptr)>
// IFACE-NEXT: %21 = llvm.mlir.constant(4 : index) : i64
// IFACE-NEXT: %22 = llvm.mlir.constant(4 : index) : i64
// IFACE-NEXT: %23 = llvm.mlir.constant(1 : index) : i64
// IFACE-NEXT: %24 = llvm.mlir.constant(16 : index) : i64
// IFACE-NEXT: %25 = llvm.mlir.zero : !llvm.ptr
// IFACE-NEXT: %26 = llvm.getelementptr %25[%24] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// IFACE-NEXT: %27 = llvm.ptrtoint %26 : !llvm.ptr to i64
// IFACE-NEXT: %28 = llvm.call @malloc(%27) : (i64) -> !llvm.ptr
// IFACE-NEXT: %29 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %30 = llvm.insertvalue %28, %29[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %31 = llvm.insertvalue %28, %30[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %32 = llvm.mlir.constant(0 : index) : i64
// IFACE-NEXT: %33 = llvm.insertvalue %32, %31[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %34 = llvm.insertvalue %21, %33[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %35 = llvm.insertvalue %22, %34[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %36 = llvm.insertvalue %22, %35[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %37 = llvm.insertvalue %23, %36[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %38 = llvm.mlir.constant(1 : index) : i64
// IFACE-NEXT: %39 = llvm.alloca %38 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
// IFACE-NEXT: llvm.store %37, %39 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
// IFACE-NEXT: %40 = llvm.mlir.constant(2 : index) : i64
// IFACE-NEXT: %41 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// IFACE-NEXT: %42 = llvm.insertvalue %40, %41[0] : !llvm.struct<(i64, ptr)>
// IFACE-NEXT: %43 = llvm.insertvalue %39, %42[1] : !llvm.struct<(i64, ptr)>
// IFACE-NEXT: %44 = llvm.intr.stacksave : !llvm.ptr
// IFACE-NEXT: %45 = llvm.mlir.constant(1 : index) : i64
// IFACE-NEXT: %46 = llvm.alloca %45 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// IFACE-NEXT: llvm.store %20, %46 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// IFACE-NEXT: %47 = llvm.alloca %45 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// IFACE-NEXT: llvm.store %43, %47 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// IFACE-NEXT: %48 = llvm.mlir.zero : !llvm.ptr
// IFACE-NEXT: %49 = llvm.getelementptr %48[1] : (!llvm.ptr) -> !llvm.ptr, i64
// IFACE-NEXT: %50 = llvm.ptrtoint %49 : !llvm.ptr to i64
// IFACE-NEXT: llvm.call @memrefCopy(%50, %46, %47) : (i64, !llvm.ptr, !llvm.ptr) -> ()
// IFACE-NEXT: llvm.intr.stackrestore %44 : !llvm.ptr
// IFACE-NEXT: return %14 : i64
// IFACE-NEXT: }
