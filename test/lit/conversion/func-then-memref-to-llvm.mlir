// RUN: mlir-opt %s -convert-func-to-llvm -finalize-memref-to-llvm | FileCheck %s

// Two conversions in a row, without reconcile-unrealized-casts, as
// mlir-opt-19: a cast the first left (descriptor -> memref) is looked
// through by the second (its input is used directly, A -> B -> A folds);
// memref.rank folds to a constant; an unranked dim in address space 2;
// generic_atomic_rmw's body ops stay (arith has no patterns here).

// CHECK: module {
// CHECK-LABEL: llvm.func @load(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64) -> f32 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg7 : i64 to index
// CHECK-NEXT: %1 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg0, %1[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg1, %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg2, %3[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg3, %4[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.insertvalue %arg5, %5[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %arg4, %6[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %8 = llvm.insertvalue %arg6, %7[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %9 = builtin.unrealized_conversion_cast %8 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<?x8xf32>
// CHECK-NEXT: %10 = builtin.unrealized_conversion_cast %9 : memref<?x8xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %11 = llvm.extractvalue %8[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %12 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %13 = llvm.mul %arg7, %12 : i64
// CHECK-NEXT: %14 = llvm.add %13, %arg7 : i64
// CHECK-NEXT: %15 = llvm.getelementptr %11[%14] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %16 = llvm.load %15 : !llvm.ptr -> f32
// CHECK-NEXT: llvm.return %16 : f32
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @rank(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64) -> i64 {
// CHECK-NEXT: %0 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: llvm.return %0 : i64
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @unranked_dim(%arg0: i64, %arg1: !llvm.ptr, %arg2: i64) -> i64 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : i64 to index
// CHECK-NEXT: %1 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg0, %1[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg1, %2[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %3 : !llvm.struct<(i64, ptr)> to memref<*xi8, 2>
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %4 : memref<*xi8, 2> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %6 = llvm.extractvalue %3[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %7 = llvm.getelementptr %6[0, 2] : (!llvm.ptr) -> !llvm.ptr<2>, !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %8 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %9 = llvm.add %8, %arg2 : i64
// CHECK-NEXT: %10 = llvm.getelementptr %7[%9] : (!llvm.ptr<2>, i64) -> !llvm.ptr<2>, i64
// CHECK-NEXT: %11 = llvm.load %10 : !llvm.ptr<2> -> i64
// CHECK-NEXT: %12 = builtin.unrealized_conversion_cast %11 : i64 to index
// CHECK-NEXT: %13 = builtin.unrealized_conversion_cast %12 : index to i64
// CHECK-NEXT: llvm.return %13 : i64
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @atomic_body(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64) -> i32 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg5 : i64 to index
// CHECK-NEXT: %1 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg0, %1[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg1, %2[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg2, %3[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg3, %4[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.insertvalue %arg4, %5[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %7 = builtin.unrealized_conversion_cast %6 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<10xi32>
// CHECK-NEXT: %8 = builtin.unrealized_conversion_cast %7 : memref<10xi32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %9 = llvm.extractvalue %6[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %10 = llvm.getelementptr %9[%arg5] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %11 = llvm.load %10 : !llvm.ptr -> i32
// CHECK-NEXT: llvm.br ^bb1(%11 : i32)
// CHECK-NEXT: ^bb1(%12: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: %13 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %14 = llvm.add %12, %13 : i32
// CHECK-NEXT: %15 = llvm.cmpxchg %10, %12, %14 acq_rel monotonic : !llvm.ptr, i32
// CHECK-NEXT: %16 = llvm.extractvalue %15[0] : !llvm.struct<(i32, i1)>
// CHECK-NEXT: %17 = llvm.extractvalue %15[1] : !llvm.struct<(i32, i1)>
// CHECK-NEXT: llvm.cond_br %17, ^bb2, ^bb1(%16 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: llvm.return %16 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @load(%m: memref<?x8xf32>, %i: index) -> f32 {
  %0 = memref.load %m[%i, %i] : memref<?x8xf32>
  return %0 : f32
}

func.func @rank(%m: memref<4x?xf32>) -> index {
  %0 = memref.rank %m : memref<4x?xf32>
  return %0 : index
}

func.func @unranked_dim(%m: memref<*xi8, 2>, %i: index) -> index {
  %0 = memref.dim %m, %i : memref<*xi8, 2>
  return %0 : index
}

func.func @atomic_body(%m: memref<10xi32>, %i: index) -> i32 {
  %0 = memref.generic_atomic_rmw %m[%i] : memref<10xi32> {
  ^bb0(%old: i32):
    %c = arith.constant 1 : i32
    %n = arith.addi %old, %c : i32
    memref.atomic_yield %n : i32
  }
  return %0 : i32
}
