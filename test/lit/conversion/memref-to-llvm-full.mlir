// convert-to-llvm lowers the memref ops that split their block (a reshape
// with a dynamic shape, generic_atomic_rmw, alloca_scope with results)
// once func was converted too (they then sit in an llvm.func), and leaves
// them in a func.func (filter-dialects=memref), as mlir-opt-19 does.
// CHECK lines are mlir-opt-19's output, whole and in order.
// RUN: mlir-opt %s --convert-to-llvm | FileCheck %s --check-prefix=FULL
// RUN: mlir-opt %s --convert-to-llvm=filter-dialects=memref | FileCheck %s --check-prefix=IFACE

func.func @reshape_dyn(%arg0: memref<2x3xf32>, %shape: memref<?xindex>) -> memref<*xf32> {
  %0 = memref.reshape %arg0(%shape) : (memref<2x3xf32>, memref<?xindex>) -> memref<*xf32>
  return %0 : memref<*xf32>
}
func.func @reshape_unranked_src(%arg0: memref<*xf32>, %shape: memref<?xi32>) -> memref<*xf32> {
  %0 = memref.reshape %arg0(%shape) : (memref<*xf32>, memref<?xi32>) -> memref<*xf32>
  return %0 : memref<*xf32>
}
func.func @g(%m: memref<10xi32>, %i: index) -> i32 {
  %x = memref.generic_atomic_rmw %m[%i] : memref<10xi32> {
  ^bb0(%cur: i32):
    memref.atomic_yield %cur : i32
  }
  return %x : i32
}
func.func @s(%n: index, %v: i32) -> i32 {
  %r = memref.alloca_scope -> (i32) {
    %a = memref.alloca(%n) : memref<?xf32>
    memref.alloca_scope.return %v : i32
  }
  return %r : i32
}

// FULL: llvm.func @malloc(i64) -> !llvm.ptr
// FULL-NEXT: llvm.func @reshape_dyn(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64) -> !llvm.struct<(i64, ptr)> {
// FULL-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %1 = llvm.insertvalue %arg7, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %2 = llvm.insertvalue %arg8, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %3 = llvm.insertvalue %arg9, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %4 = llvm.insertvalue %arg10, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %5 = llvm.insertvalue %arg11, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %6 = builtin.unrealized_conversion_cast %5 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xindex>
// FULL-NEXT: %7 = builtin.unrealized_conversion_cast %6 : memref<?xindex> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %8 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: %9 = llvm.insertvalue %arg0, %8[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: %10 = llvm.insertvalue %arg1, %9[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: %11 = llvm.insertvalue %arg2, %10[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: %12 = llvm.insertvalue %arg3, %11[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: %13 = llvm.insertvalue %arg5, %12[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: %14 = llvm.insertvalue %arg4, %13[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: %15 = llvm.insertvalue %arg6, %14[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: %16 = builtin.unrealized_conversion_cast %15 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<2x3xf32>
// FULL-NEXT: %17 = builtin.unrealized_conversion_cast %16 : memref<2x3xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: %18 = llvm.extractvalue %7[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %19 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// FULL-NEXT: %20 = llvm.insertvalue %18, %19[0] : !llvm.struct<(i64, ptr)>
// FULL-NEXT: %21 = llvm.mlir.constant(1 : index) : i64
// FULL-NEXT: %22 = llvm.mlir.constant(2 : index) : i64
// FULL-NEXT: %23 = llvm.mlir.constant(8 : index) : i64
// FULL-NEXT: %24 = llvm.mlir.constant(8 : index) : i64
// FULL-NEXT: %25 = llvm.mul %22, %24 : i64
// FULL-NEXT: %26 = llvm.extractvalue %20[0] : !llvm.struct<(i64, ptr)>
// FULL-NEXT: %27 = llvm.mul %22, %26 : i64
// FULL-NEXT: %28 = llvm.add %27, %21 : i64
// FULL-NEXT: %29 = llvm.mul %28, %23 : i64
// FULL-NEXT: %30 = llvm.add %25, %29 : i64
// FULL-NEXT: %31 = llvm.alloca %30 x i8 : (i64) -> !llvm.ptr
// FULL-NEXT: %32 = llvm.insertvalue %31, %20[1] : !llvm.struct<(i64, ptr)>
// FULL-NEXT: %33 = llvm.extractvalue %17[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: %34 = llvm.extractvalue %17[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: %35 = llvm.extractvalue %17[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: llvm.store %33, %31 : !llvm.ptr, !llvm.ptr
// FULL-NEXT: %36 = llvm.getelementptr %31[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// FULL-NEXT: llvm.store %34, %36 : !llvm.ptr, !llvm.ptr
// FULL-NEXT: %37 = llvm.getelementptr %31[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// FULL-NEXT: llvm.store %35, %37 : i64, !llvm.ptr
// FULL-NEXT: %38 = llvm.getelementptr %31[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i64, i64)>
// FULL-NEXT: %39 = llvm.getelementptr %38[%18] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// FULL-NEXT: %40 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %41 = llvm.mlir.constant(1 : index) : i64
// FULL-NEXT: %42 = llvm.sub %18, %41 : i64
// FULL-NEXT: llvm.br ^bb1(%42, %41 : i64, i64)
// FULL-NEXT: ^bb1(%43: i64, %44: i64):  // 2 preds: ^bb0, ^bb2
// FULL-NEXT: %45 = llvm.mlir.constant(0 : index) : i64
// FULL-NEXT: %46 = llvm.icmp "sge" %43, %45 : i64
// FULL-NEXT: llvm.cond_br %46, ^bb2, ^bb3
// FULL-NEXT: ^bb2:  // pred: ^bb1
// FULL-NEXT: %47 = llvm.getelementptr %40[%43] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// FULL-NEXT: %48 = llvm.load %47 : !llvm.ptr -> i64
// FULL-NEXT: %49 = llvm.getelementptr %38[%43] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// FULL-NEXT: llvm.store %48, %49 : i64, !llvm.ptr
// FULL-NEXT: %50 = llvm.getelementptr %39[%43] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// FULL-NEXT: llvm.store %44, %50 : i64, !llvm.ptr
// FULL-NEXT: %51 = llvm.mul %44, %48 : i64
// FULL-NEXT: %52 = llvm.sub %43, %41 : i64
// FULL-NEXT: llvm.br ^bb1(%52, %51 : i64, i64)
// FULL-NEXT: ^bb3:  // pred: ^bb1
// FULL-NEXT: %53 = llvm.mlir.constant(1 : index) : i64
// FULL-NEXT: %54 = llvm.mlir.constant(2 : index) : i64
// FULL-NEXT: %55 = llvm.mlir.constant(8 : index) : i64
// FULL-NEXT: %56 = llvm.mlir.constant(8 : index) : i64
// FULL-NEXT: %57 = llvm.mul %54, %56 : i64
// FULL-NEXT: %58 = llvm.extractvalue %32[0] : !llvm.struct<(i64, ptr)>
// FULL-NEXT: %59 = llvm.mul %54, %58 : i64
// FULL-NEXT: %60 = llvm.add %59, %53 : i64
// FULL-NEXT: %61 = llvm.mul %60, %55 : i64
// FULL-NEXT: %62 = llvm.add %57, %61 : i64
// FULL-NEXT: %63 = llvm.call @malloc(%62) : (i64) -> !llvm.ptr
// FULL-NEXT: %64 = llvm.extractvalue %32[1] : !llvm.struct<(i64, ptr)>
// FULL-NEXT: "llvm.intr.memcpy"(%63, %64, %62) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// FULL-NEXT: %65 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// FULL-NEXT: %66 = llvm.extractvalue %32[0] : !llvm.struct<(i64, ptr)>
// FULL-NEXT: %67 = llvm.insertvalue %66, %65[0] : !llvm.struct<(i64, ptr)>
// FULL-NEXT: %68 = llvm.insertvalue %63, %67[1] : !llvm.struct<(i64, ptr)>
// FULL-NEXT: llvm.return %68 : !llvm.struct<(i64, ptr)>
// FULL-NEXT: }
// FULL-NEXT: llvm.func @reshape_unranked_src(%arg0: i64, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: i64, %arg5: i64, %arg6: i64) -> !llvm.struct<(i64, ptr)> {
// FULL-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %1 = llvm.insertvalue %arg2, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %2 = llvm.insertvalue %arg3, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %3 = llvm.insertvalue %arg4, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %4 = llvm.insertvalue %arg5, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %5 = llvm.insertvalue %arg6, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %6 = builtin.unrealized_conversion_cast %5 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xi32>
// FULL-NEXT: %7 = builtin.unrealized_conversion_cast %6 : memref<?xi32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %8 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// FULL-NEXT: %9 = llvm.insertvalue %arg0, %8[0] : !llvm.struct<(i64, ptr)>
// FULL-NEXT: %10 = llvm.insertvalue %arg1, %9[1] : !llvm.struct<(i64, ptr)>
// FULL-NEXT: %11 = builtin.unrealized_conversion_cast %10 : !llvm.struct<(i64, ptr)> to memref<*xf32>
// FULL-NEXT: %12 = builtin.unrealized_conversion_cast %11 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// FULL-NEXT: %13 = llvm.extractvalue %7[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %14 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// FULL-NEXT: %15 = llvm.insertvalue %13, %14[0] : !llvm.struct<(i64, ptr)>
// FULL-NEXT: %16 = llvm.mlir.constant(1 : index) : i64
// FULL-NEXT: %17 = llvm.mlir.constant(2 : index) : i64
// FULL-NEXT: %18 = llvm.mlir.constant(8 : index) : i64
// FULL-NEXT: %19 = llvm.mlir.constant(8 : index) : i64
// FULL-NEXT: %20 = llvm.mul %17, %19 : i64
// FULL-NEXT: %21 = llvm.extractvalue %15[0] : !llvm.struct<(i64, ptr)>
// FULL-NEXT: %22 = llvm.mul %17, %21 : i64
// FULL-NEXT: %23 = llvm.add %22, %16 : i64
// FULL-NEXT: %24 = llvm.mul %23, %18 : i64
// FULL-NEXT: %25 = llvm.add %20, %24 : i64
// FULL-NEXT: %26 = llvm.alloca %25 x i8 : (i64) -> !llvm.ptr
// FULL-NEXT: %27 = llvm.insertvalue %26, %15[1] : !llvm.struct<(i64, ptr)>
// FULL-NEXT: %28 = llvm.extractvalue %12[1] : !llvm.struct<(i64, ptr)>
// FULL-NEXT: %29 = llvm.load %28 : !llvm.ptr -> !llvm.ptr
// FULL-NEXT: %30 = llvm.getelementptr %28[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// FULL-NEXT: %31 = llvm.load %30 : !llvm.ptr -> !llvm.ptr
// FULL-NEXT: %32 = llvm.getelementptr %28[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// FULL-NEXT: %33 = llvm.load %32 : !llvm.ptr -> i64
// FULL-NEXT: llvm.store %29, %26 : !llvm.ptr, !llvm.ptr
// FULL-NEXT: %34 = llvm.getelementptr %26[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// FULL-NEXT: llvm.store %31, %34 : !llvm.ptr, !llvm.ptr
// FULL-NEXT: %35 = llvm.getelementptr %26[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// FULL-NEXT: llvm.store %33, %35 : i64, !llvm.ptr
// FULL-NEXT: %36 = llvm.getelementptr %26[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i64, i64)>
// FULL-NEXT: %37 = llvm.getelementptr %36[%13] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// FULL-NEXT: %38 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %39 = llvm.mlir.constant(1 : index) : i64
// FULL-NEXT: %40 = llvm.sub %13, %39 : i64
// FULL-NEXT: llvm.br ^bb1(%40, %39 : i64, i64)
// FULL-NEXT: ^bb1(%41: i64, %42: i64):  // 2 preds: ^bb0, ^bb2
// FULL-NEXT: %43 = llvm.mlir.constant(0 : index) : i64
// FULL-NEXT: %44 = llvm.icmp "sge" %41, %43 : i64
// FULL-NEXT: llvm.cond_br %44, ^bb2, ^bb3
// FULL-NEXT: ^bb2:  // pred: ^bb1
// FULL-NEXT: %45 = llvm.getelementptr %38[%41] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// FULL-NEXT: %46 = llvm.load %45 : !llvm.ptr -> i64
// FULL-NEXT: %47 = llvm.getelementptr %36[%41] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// FULL-NEXT: llvm.store %46, %47 : i64, !llvm.ptr
// FULL-NEXT: %48 = llvm.getelementptr %37[%41] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// FULL-NEXT: llvm.store %42, %48 : i64, !llvm.ptr
// FULL-NEXT: %49 = llvm.mul %42, %46 : i64
// FULL-NEXT: %50 = llvm.sub %41, %39 : i64
// FULL-NEXT: llvm.br ^bb1(%50, %49 : i64, i64)
// FULL-NEXT: ^bb3:  // pred: ^bb1
// FULL-NEXT: %51 = llvm.mlir.constant(1 : index) : i64
// FULL-NEXT: %52 = llvm.mlir.constant(2 : index) : i64
// FULL-NEXT: %53 = llvm.mlir.constant(8 : index) : i64
// FULL-NEXT: %54 = llvm.mlir.constant(8 : index) : i64
// FULL-NEXT: %55 = llvm.mul %52, %54 : i64
// FULL-NEXT: %56 = llvm.extractvalue %27[0] : !llvm.struct<(i64, ptr)>
// FULL-NEXT: %57 = llvm.mul %52, %56 : i64
// FULL-NEXT: %58 = llvm.add %57, %51 : i64
// FULL-NEXT: %59 = llvm.mul %58, %53 : i64
// FULL-NEXT: %60 = llvm.add %55, %59 : i64
// FULL-NEXT: %61 = llvm.call @malloc(%60) : (i64) -> !llvm.ptr
// FULL-NEXT: %62 = llvm.extractvalue %27[1] : !llvm.struct<(i64, ptr)>
// FULL-NEXT: "llvm.intr.memcpy"(%61, %62, %60) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// FULL-NEXT: %63 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// FULL-NEXT: %64 = llvm.extractvalue %27[0] : !llvm.struct<(i64, ptr)>
// FULL-NEXT: %65 = llvm.insertvalue %64, %63[0] : !llvm.struct<(i64, ptr)>
// FULL-NEXT: %66 = llvm.insertvalue %61, %65[1] : !llvm.struct<(i64, ptr)>
// FULL-NEXT: llvm.return %66 : !llvm.struct<(i64, ptr)>
// FULL-NEXT: }
// FULL-NEXT: llvm.func @g(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64) -> i32 {
// FULL-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %6 = builtin.unrealized_conversion_cast %5 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<10xi32>
// FULL-NEXT: %7 = builtin.unrealized_conversion_cast %6 : memref<10xi32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %8 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %9 = llvm.getelementptr %8[%arg5] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// FULL-NEXT: %10 = llvm.load %9 : !llvm.ptr -> i32
// FULL-NEXT: llvm.br ^bb1(%10 : i32)
// FULL-NEXT: ^bb1(%11: i32):  // 2 preds: ^bb0, ^bb1
// FULL-NEXT: %12 = llvm.cmpxchg %9, %11, %11 acq_rel monotonic : !llvm.ptr, i32
// FULL-NEXT: %13 = llvm.extractvalue %12[0] : !llvm.struct<(i32, i1)>
// FULL-NEXT: %14 = llvm.extractvalue %12[1] : !llvm.struct<(i32, i1)>
// FULL-NEXT: llvm.cond_br %14, ^bb2, ^bb1(%13 : i32)
// FULL-NEXT: ^bb2:  // pred: ^bb1
// FULL-NEXT: llvm.return %13 : i32
// FULL-NEXT: }
// FULL-NEXT: llvm.func @s(%arg0: i64, %arg1: i32) -> i32 {
// FULL-NEXT: %0 = llvm.intr.stacksave : !llvm.ptr
// FULL-NEXT: llvm.br ^bb1
// FULL-NEXT: ^bb1:  // pred: ^bb0
// FULL-NEXT: %1 = llvm.mlir.constant(1 : index) : i64
// FULL-NEXT: %2 = llvm.alloca %arg0 x f32 : (i64) -> !llvm.ptr
// FULL-NEXT: %3 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %4 = llvm.insertvalue %2, %3[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %5 = llvm.insertvalue %2, %4[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %6 = llvm.mlir.constant(0 : index) : i64
// FULL-NEXT: %7 = llvm.insertvalue %6, %5[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %8 = llvm.insertvalue %arg0, %7[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %9 = llvm.insertvalue %1, %8[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: llvm.intr.stackrestore %0 : !llvm.ptr
// FULL-NEXT: llvm.br ^bb2(%arg1 : i32)
// FULL-NEXT: ^bb2(%10: i32):  // pred: ^bb1
// FULL-NEXT: llvm.br ^bb3
// FULL-NEXT: ^bb3:  // pred: ^bb2
// FULL-NEXT: llvm.return %10 : i32
// FULL-NEXT: }

// IFACE: func.func @reshape_dyn(%arg0: memref<2x3xf32>, %arg1: memref<?xindex>) -> memref<*xf32> {
// IFACE-NEXT: %reshape = memref.reshape %arg0(%arg1) : (memref<2x3xf32>, memref<?xindex>) -> memref<*xf32>
// IFACE-NEXT: return %reshape : memref<*xf32>
// IFACE-NEXT: }
// IFACE-NEXT: func.func @reshape_unranked_src(%arg0: memref<*xf32>, %arg1: memref<?xi32>) -> memref<*xf32> {
// IFACE-NEXT: %reshape = memref.reshape %arg0(%arg1) : (memref<*xf32>, memref<?xi32>) -> memref<*xf32>
// IFACE-NEXT: return %reshape : memref<*xf32>
// IFACE-NEXT: }
// IFACE-NEXT: func.func @g(%arg0: memref<10xi32>, %arg1: index) -> i32 {
// IFACE-NEXT: %0 = memref.generic_atomic_rmw %arg0[%arg1] : memref<10xi32> {
// IFACE-NEXT: ^bb0(%arg2: i32):
// IFACE-NEXT: memref.atomic_yield %arg2 : i32
// IFACE-NEXT: }
// IFACE-NEXT: return %0 : i32
// IFACE-NEXT: }
// IFACE-NEXT: func.func @s(%arg0: index, %arg1: i32) -> i32 {
// IFACE-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : index to i64
// IFACE-NEXT: %1 = memref.alloca_scope  -> (i32) {
// IFACE-NEXT: %2 = llvm.mlir.constant(1 : index) : i64
// IFACE-NEXT: %3 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
// IFACE-NEXT: %4 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// IFACE-NEXT: %5 = llvm.insertvalue %3, %4[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// IFACE-NEXT: %6 = llvm.insertvalue %3, %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// IFACE-NEXT: %7 = llvm.mlir.constant(0 : index) : i64
// IFACE-NEXT: %8 = llvm.insertvalue %7, %6[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// IFACE-NEXT: %9 = llvm.insertvalue %0, %8[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// IFACE-NEXT: %10 = llvm.insertvalue %2, %9[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// IFACE-NEXT: memref.alloca_scope.return %arg1 : i32
// IFACE-NEXT: }
// IFACE-NEXT: return %1 : i32
// IFACE-NEXT: }
