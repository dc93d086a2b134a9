// RUN: mlir-opt %s -convert-to-llvm | FileCheck %s

// memref.generic_atomic_rmw with ops in its body under convert-to-llvm:
// the body moves into the cmpxchg loop and is converted there (mlir-opt-19).

// CHECK: module {
// CHECK-LABEL: llvm.func @atomic_body(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64) -> i32 {
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = builtin.unrealized_conversion_cast %5 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<10xi32>
// CHECK-NEXT: %7 = builtin.unrealized_conversion_cast %6 : memref<10xi32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %8 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %9 = llvm.getelementptr %8[%arg5] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %10 = llvm.load %9 : !llvm.ptr -> i32
// CHECK-NEXT: llvm.br ^bb1(%10 : i32)
// CHECK-NEXT: ^bb1(%11: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: %12 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %13 = llvm.add %11, %12 : i32
// CHECK-NEXT: %14 = llvm.cmpxchg %9, %11, %13 acq_rel monotonic : !llvm.ptr, i32
// CHECK-NEXT: %15 = llvm.extractvalue %14[0] : !llvm.struct<(i32, i1)>
// CHECK-NEXT: %16 = llvm.extractvalue %14[1] : !llvm.struct<(i32, i1)>
// CHECK-NEXT: llvm.cond_br %16, ^bb2, ^bb1(%15 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: llvm.return %15 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @atomic_body(%m: memref<10xi32>, %i: index) -> i32 {
  %0 = memref.generic_atomic_rmw %m[%i] : memref<10xi32> {
  ^bb0(%old: i32):
    %c = arith.constant 1 : i32
    %n = arith.addi %old, %c : i32
    memref.atomic_yield %n : i32
  }
  return %0 : i32
}
