// finalize-memref-to-llvm on allocations: dynamic sizes, alignment (by hand
// after malloc, or aligned_alloc), memory spaces, vector and index
// elements, the generic allocation functions and a 32-bit index.
// CHECK lines are mlir-opt-19's output, whole and in order.
// RUN: mlir-opt %s -finalize-memref-to-llvm | FileCheck %s --check-prefix=CHECK
// RUN: mlir-opt %s -finalize-memref-to-llvm=index-bitwidth=32 | FileCheck %s --check-prefix=I32
// RUN: mlir-opt %s -finalize-memref-to-llvm=use-aligned-alloc | FileCheck %s --check-prefix=ALIGNED
// RUN: mlir-opt %s -finalize-memref-to-llvm="use-aligned-alloc use-generic-functions" | FileCheck %s --check-prefix=GENERIC

// Allocation variants: dynamic sizes, alignment, memory spaces, vectors.
func.func @alloc(%n: index, %m: index) {
  %a = memref.alloc(%n, %m) : memref<?x4x?xf32>
  %b = memref.alloc() {alignment = 64} : memref<3x5xi16, 1>
  %c = memref.alloca(%n) : memref<?xvector<4xf32>>
  %d = memref.alloc() : memref<2xvector<2xf64>>
  %e = memref.alloc(%n) : memref<?xindex>
  memref.dealloc %a : memref<?x4x?xf32>
  memref.dealloc %e : memref<?xindex>
  return
}

// CHECK: llvm.func @free(!llvm.ptr)
// CHECK-NEXT: llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-NEXT: func.func @alloc(%arg0: index, %arg1: index) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT: %2 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %3 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %4 = llvm.mul %0, %2 : i64
// CHECK-NEXT: %5 = llvm.mul %4, %1 : i64
// CHECK-NEXT: %6 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %7 = llvm.getelementptr %6[%5] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %8 = llvm.ptrtoint %7 : !llvm.ptr to i64
// CHECK-NEXT: %9 = llvm.call @malloc(%8) : (i64) -> !llvm.ptr
// CHECK-NEXT: %10 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %11 = llvm.insertvalue %9, %10[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %12 = llvm.insertvalue %9, %11[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %13 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %14 = llvm.insertvalue %13, %12[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %15 = llvm.insertvalue %1, %14[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %16 = llvm.insertvalue %2, %15[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %17 = llvm.insertvalue %0, %16[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %18 = llvm.insertvalue %4, %17[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %19 = llvm.insertvalue %0, %18[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %20 = llvm.insertvalue %3, %19[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %21 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %22 = llvm.mlir.constant(5 : index) : i64
// CHECK-NEXT: %23 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %24 = llvm.mlir.constant(15 : index) : i64
// CHECK-NEXT: %25 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %26 = llvm.getelementptr %25[%24] : (!llvm.ptr, i64) -> !llvm.ptr, i16
// CHECK-NEXT: %27 = llvm.ptrtoint %26 : !llvm.ptr to i64
// CHECK-NEXT: %28 = llvm.mlir.constant(64 : index) : i64
// CHECK-NEXT: %29 = llvm.add %27, %28 : i64
// CHECK-NEXT: %30 = llvm.call @malloc(%29) : (i64) -> !llvm.ptr
// CHECK-NEXT: %31 = llvm.addrspacecast %30 : !llvm.ptr to !llvm.ptr<1>
// CHECK-NEXT: %32 = llvm.ptrtoint %31 : !llvm.ptr<1> to i64
// CHECK-NEXT: %33 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %34 = llvm.sub %28, %33 : i64
// CHECK-NEXT: %35 = llvm.add %32, %34 : i64
// CHECK-NEXT: %36 = llvm.urem %35, %28  : i64
// CHECK-NEXT: %37 = llvm.sub %35, %36 : i64
// CHECK-NEXT: %38 = llvm.inttoptr %37 : i64 to !llvm.ptr<1>
// CHECK-NEXT: %39 = llvm.mlir.undef : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %40 = llvm.insertvalue %31, %39[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %41 = llvm.insertvalue %38, %40[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %42 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %43 = llvm.insertvalue %42, %41[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %44 = llvm.insertvalue %21, %43[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %45 = llvm.insertvalue %22, %44[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %46 = llvm.insertvalue %22, %45[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %47 = llvm.insertvalue %23, %46[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %48 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %49 = llvm.alloca %1 x vector<4xf32> : (i64) -> !llvm.ptr
// CHECK-NEXT: %50 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %51 = llvm.insertvalue %49, %50[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %52 = llvm.insertvalue %49, %51[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %53 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %54 = llvm.insertvalue %53, %52[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %55 = llvm.insertvalue %1, %54[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %56 = llvm.insertvalue %48, %55[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %57 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %58 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %59 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %60 = llvm.getelementptr %59[%57] : (!llvm.ptr, i64) -> !llvm.ptr, vector<2xf64>
// CHECK-NEXT: %61 = llvm.ptrtoint %60 : !llvm.ptr to i64
// CHECK-NEXT: %62 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %63 = llvm.getelementptr %62[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf64>
// CHECK-NEXT: %64 = llvm.ptrtoint %63 : !llvm.ptr to i64
// CHECK-NEXT: %65 = llvm.add %61, %64 : i64
// CHECK-NEXT: %66 = llvm.call @malloc(%65) : (i64) -> !llvm.ptr
// CHECK-NEXT: %67 = llvm.ptrtoint %66 : !llvm.ptr to i64
// CHECK-NEXT: %68 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %69 = llvm.sub %64, %68 : i64
// CHECK-NEXT: %70 = llvm.add %67, %69 : i64
// CHECK-NEXT: %71 = llvm.urem %70, %64  : i64
// CHECK-NEXT: %72 = llvm.sub %70, %71 : i64
// CHECK-NEXT: %73 = llvm.inttoptr %72 : i64 to !llvm.ptr
// CHECK-NEXT: %74 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %75 = llvm.insertvalue %66, %74[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %76 = llvm.insertvalue %73, %75[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %77 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %78 = llvm.insertvalue %77, %76[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %79 = llvm.insertvalue %57, %78[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %80 = llvm.insertvalue %58, %79[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %81 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %82 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %83 = llvm.getelementptr %82[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: %84 = llvm.ptrtoint %83 : !llvm.ptr to i64
// CHECK-NEXT: %85 = llvm.call @malloc(%84) : (i64) -> !llvm.ptr
// CHECK-NEXT: %86 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %87 = llvm.insertvalue %85, %86[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %88 = llvm.insertvalue %85, %87[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %89 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %90 = llvm.insertvalue %89, %88[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %91 = llvm.insertvalue %1, %90[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %92 = llvm.insertvalue %81, %91[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %93 = llvm.extractvalue %20[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: llvm.call @free(%93) : (!llvm.ptr) -> ()
// CHECK-NEXT: %94 = llvm.extractvalue %92[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: llvm.call @free(%94) : (!llvm.ptr) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }

// I32: llvm.func @free(!llvm.ptr)
// I32-NEXT: llvm.func @malloc(i32) -> !llvm.ptr
// I32-NEXT: func.func @alloc(%arg0: index, %arg1: index) {
// I32-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i32
// I32-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : index to i32
// I32-NEXT: %2 = llvm.mlir.constant(4 : index) : i32
// I32-NEXT: %3 = llvm.mlir.constant(1 : index) : i32
// I32-NEXT: %4 = llvm.mul %0, %2 : i32
// I32-NEXT: %5 = llvm.mul %4, %1 : i32
// I32-NEXT: %6 = llvm.mlir.zero : !llvm.ptr
// I32-NEXT: %7 = llvm.getelementptr %6[%5] : (!llvm.ptr, i32) -> !llvm.ptr, f32
// I32-NEXT: %8 = llvm.ptrtoint %7 : !llvm.ptr to i32
// I32-NEXT: %9 = llvm.call @malloc(%8) : (i32) -> !llvm.ptr
// I32-NEXT: %10 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i32, array<3 x i32>, array<3 x i32>)>
// I32-NEXT: %11 = llvm.insertvalue %9, %10[0] : !llvm.struct<(ptr, ptr, i32, array<3 x i32>, array<3 x i32>)>
// I32-NEXT: %12 = llvm.insertvalue %9, %11[1] : !llvm.struct<(ptr, ptr, i32, array<3 x i32>, array<3 x i32>)>
// I32-NEXT: %13 = llvm.mlir.constant(0 : index) : i32
// I32-NEXT: %14 = llvm.insertvalue %13, %12[2] : !llvm.struct<(ptr, ptr, i32, array<3 x i32>, array<3 x i32>)>
// I32-NEXT: %15 = llvm.insertvalue %1, %14[3, 0] : !llvm.struct<(ptr, ptr, i32, array<3 x i32>, array<3 x i32>)>
// I32-NEXT: %16 = llvm.insertvalue %2, %15[3, 1] : !llvm.struct<(ptr, ptr, i32, array<3 x i32>, array<3 x i32>)>
// I32-NEXT: %17 = llvm.insertvalue %0, %16[3, 2] : !llvm.struct<(ptr, ptr, i32, array<3 x i32>, array<3 x i32>)>
// I32-NEXT: %18 = llvm.insertvalue %4, %17[4, 0] : !llvm.struct<(ptr, ptr, i32, array<3 x i32>, array<3 x i32>)>
// I32-NEXT: %19 = llvm.insertvalue %0, %18[4, 1] : !llvm.struct<(ptr, ptr, i32, array<3 x i32>, array<3 x i32>)>
// I32-NEXT: %20 = llvm.insertvalue %3, %19[4, 2] : !llvm.struct<(ptr, ptr, i32, array<3 x i32>, array<3 x i32>)>
// I32-NEXT: %21 = llvm.mlir.constant(3 : index) : i32
// I32-NEXT: %22 = llvm.mlir.constant(5 : index) : i32
// I32-NEXT: %23 = llvm.mlir.constant(1 : index) : i32
// I32-NEXT: %24 = llvm.mlir.constant(15 : index) : i32
// I32-NEXT: %25 = llvm.mlir.zero : !llvm.ptr
// I32-NEXT: %26 = llvm.getelementptr %25[%24] : (!llvm.ptr, i32) -> !llvm.ptr, i16
// I32-NEXT: %27 = llvm.ptrtoint %26 : !llvm.ptr to i32
// I32-NEXT: %28 = llvm.mlir.constant(64 : index) : i32
// I32-NEXT: %29 = llvm.add %27, %28 : i32
// I32-NEXT: %30 = llvm.call @malloc(%29) : (i32) -> !llvm.ptr
// I32-NEXT: %31 = llvm.addrspacecast %30 : !llvm.ptr to !llvm.ptr<1>
// I32-NEXT: %32 = llvm.ptrtoint %31 : !llvm.ptr<1> to i32
// I32-NEXT: %33 = llvm.mlir.constant(1 : index) : i32
// I32-NEXT: %34 = llvm.sub %28, %33 : i32
// I32-NEXT: %35 = llvm.add %32, %34 : i32
// I32-NEXT: %36 = llvm.urem %35, %28  : i32
// I32-NEXT: %37 = llvm.sub %35, %36 : i32
// I32-NEXT: %38 = llvm.inttoptr %37 : i32 to !llvm.ptr<1>
// I32-NEXT: %39 = llvm.mlir.undef : !llvm.struct<(ptr<1>, ptr<1>, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %40 = llvm.insertvalue %31, %39[0] : !llvm.struct<(ptr<1>, ptr<1>, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %41 = llvm.insertvalue %38, %40[1] : !llvm.struct<(ptr<1>, ptr<1>, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %42 = llvm.mlir.constant(0 : index) : i32
// I32-NEXT: %43 = llvm.insertvalue %42, %41[2] : !llvm.struct<(ptr<1>, ptr<1>, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %44 = llvm.insertvalue %21, %43[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %45 = llvm.insertvalue %22, %44[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %46 = llvm.insertvalue %22, %45[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %47 = llvm.insertvalue %23, %46[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %48 = llvm.mlir.constant(1 : index) : i32
// I32-NEXT: %49 = llvm.alloca %1 x vector<4xf32> : (i32) -> !llvm.ptr
// I32-NEXT: %50 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: %51 = llvm.insertvalue %49, %50[0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: %52 = llvm.insertvalue %49, %51[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: %53 = llvm.mlir.constant(0 : index) : i32
// I32-NEXT: %54 = llvm.insertvalue %53, %52[2] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: %55 = llvm.insertvalue %1, %54[3, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: %56 = llvm.insertvalue %48, %55[4, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: %57 = llvm.mlir.constant(2 : index) : i32
// I32-NEXT: %58 = llvm.mlir.constant(1 : index) : i32
// I32-NEXT: %59 = llvm.mlir.zero : !llvm.ptr
// I32-NEXT: %60 = llvm.getelementptr %59[%57] : (!llvm.ptr, i32) -> !llvm.ptr, vector<2xf64>
// I32-NEXT: %61 = llvm.ptrtoint %60 : !llvm.ptr to i32
// I32-NEXT: %62 = llvm.mlir.zero : !llvm.ptr
// I32-NEXT: %63 = llvm.getelementptr %62[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf64>
// I32-NEXT: %64 = llvm.ptrtoint %63 : !llvm.ptr to i32
// I32-NEXT: %65 = llvm.add %61, %64 : i32
// I32-NEXT: %66 = llvm.call @malloc(%65) : (i32) -> !llvm.ptr
// I32-NEXT: %67 = llvm.ptrtoint %66 : !llvm.ptr to i32
// I32-NEXT: %68 = llvm.mlir.constant(1 : index) : i32
// I32-NEXT: %69 = llvm.sub %64, %68 : i32
// I32-NEXT: %70 = llvm.add %67, %69 : i32
// I32-NEXT: %71 = llvm.urem %70, %64  : i32
// I32-NEXT: %72 = llvm.sub %70, %71 : i32
// I32-NEXT: %73 = llvm.inttoptr %72 : i32 to !llvm.ptr
// I32-NEXT: %74 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: %75 = llvm.insertvalue %66, %74[0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: %76 = llvm.insertvalue %73, %75[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: %77 = llvm.mlir.constant(0 : index) : i32
// I32-NEXT: %78 = llvm.insertvalue %77, %76[2] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: %79 = llvm.insertvalue %57, %78[3, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: %80 = llvm.insertvalue %58, %79[4, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: %81 = llvm.mlir.constant(1 : index) : i32
// I32-NEXT: %82 = llvm.mlir.zero : !llvm.ptr
// I32-NEXT: %83 = llvm.getelementptr %82[%1] : (!llvm.ptr, i32) -> !llvm.ptr, i32
// I32-NEXT: %84 = llvm.ptrtoint %83 : !llvm.ptr to i32
// I32-NEXT: %85 = llvm.call @malloc(%84) : (i32) -> !llvm.ptr
// I32-NEXT: %86 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: %87 = llvm.insertvalue %85, %86[0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: %88 = llvm.insertvalue %85, %87[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: %89 = llvm.mlir.constant(0 : index) : i32
// I32-NEXT: %90 = llvm.insertvalue %89, %88[2] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: %91 = llvm.insertvalue %1, %90[3, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: %92 = llvm.insertvalue %81, %91[4, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: %93 = llvm.extractvalue %20[0] : !llvm.struct<(ptr, ptr, i32, array<3 x i32>, array<3 x i32>)>
// I32-NEXT: llvm.call @free(%93) : (!llvm.ptr) -> ()
// I32-NEXT: %94 = llvm.extractvalue %92[0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: llvm.call @free(%94) : (!llvm.ptr) -> ()
// I32-NEXT: return
// I32-NEXT: }

// ALIGNED: llvm.func @free(!llvm.ptr)
// ALIGNED-NEXT: llvm.func @aligned_alloc(i64, i64) -> !llvm.ptr
// ALIGNED-NEXT: func.func @alloc(%arg0: index, %arg1: index) {
// ALIGNED-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// ALIGNED-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : index to i64
// ALIGNED-NEXT: %2 = llvm.mlir.constant(4 : index) : i64
// ALIGNED-NEXT: %3 = llvm.mlir.constant(1 : index) : i64
// ALIGNED-NEXT: %4 = llvm.mul %0, %2 : i64
// ALIGNED-NEXT: %5 = llvm.mul %4, %1 : i64
// ALIGNED-NEXT: %6 = llvm.mlir.zero : !llvm.ptr
// ALIGNED-NEXT: %7 = llvm.getelementptr %6[%5] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// ALIGNED-NEXT: %8 = llvm.ptrtoint %7 : !llvm.ptr to i64
// ALIGNED-NEXT: %9 = llvm.mlir.constant(16 : index) : i64
// ALIGNED-NEXT: %10 = llvm.call @aligned_alloc(%9, %8) : (i64, i64) -> !llvm.ptr
// ALIGNED-NEXT: %11 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// ALIGNED-NEXT: %12 = llvm.insertvalue %10, %11[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// ALIGNED-NEXT: %13 = llvm.insertvalue %10, %12[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// ALIGNED-NEXT: %14 = llvm.mlir.constant(0 : index) : i64
// ALIGNED-NEXT: %15 = llvm.insertvalue %14, %13[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// ALIGNED-NEXT: %16 = llvm.insertvalue %1, %15[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// ALIGNED-NEXT: %17 = llvm.insertvalue %2, %16[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// ALIGNED-NEXT: %18 = llvm.insertvalue %0, %17[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// ALIGNED-NEXT: %19 = llvm.insertvalue %4, %18[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// ALIGNED-NEXT: %20 = llvm.insertvalue %0, %19[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// ALIGNED-NEXT: %21 = llvm.insertvalue %3, %20[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// ALIGNED-NEXT: %22 = llvm.mlir.constant(3 : index) : i64
// ALIGNED-NEXT: %23 = llvm.mlir.constant(5 : index) : i64
// ALIGNED-NEXT: %24 = llvm.mlir.constant(1 : index) : i64
// ALIGNED-NEXT: %25 = llvm.mlir.constant(15 : index) : i64
// ALIGNED-NEXT: %26 = llvm.mlir.zero : !llvm.ptr
// ALIGNED-NEXT: %27 = llvm.getelementptr %26[%25] : (!llvm.ptr, i64) -> !llvm.ptr, i16
// ALIGNED-NEXT: %28 = llvm.ptrtoint %27 : !llvm.ptr to i64
// ALIGNED-NEXT: %29 = llvm.mlir.constant(64 : index) : i64
// ALIGNED-NEXT: %30 = llvm.mlir.constant(1 : index) : i64
// ALIGNED-NEXT: %31 = llvm.sub %29, %30 : i64
// ALIGNED-NEXT: %32 = llvm.add %28, %31 : i64
// ALIGNED-NEXT: %33 = llvm.urem %32, %29  : i64
// ALIGNED-NEXT: %34 = llvm.sub %32, %33 : i64
// ALIGNED-NEXT: %35 = llvm.call @aligned_alloc(%29, %34) : (i64, i64) -> !llvm.ptr
// ALIGNED-NEXT: %36 = llvm.addrspacecast %35 : !llvm.ptr to !llvm.ptr<1>
// ALIGNED-NEXT: %37 = llvm.mlir.undef : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// ALIGNED-NEXT: %38 = llvm.insertvalue %36, %37[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// ALIGNED-NEXT: %39 = llvm.insertvalue %36, %38[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// ALIGNED-NEXT: %40 = llvm.mlir.constant(0 : index) : i64
// ALIGNED-NEXT: %41 = llvm.insertvalue %40, %39[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// ALIGNED-NEXT: %42 = llvm.insertvalue %22, %41[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// ALIGNED-NEXT: %43 = llvm.insertvalue %23, %42[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// ALIGNED-NEXT: %44 = llvm.insertvalue %23, %43[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// ALIGNED-NEXT: %45 = llvm.insertvalue %24, %44[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// ALIGNED-NEXT: %46 = llvm.mlir.constant(1 : index) : i64
// ALIGNED-NEXT: %47 = llvm.alloca %1 x vector<4xf32> : (i64) -> !llvm.ptr
// ALIGNED-NEXT: %48 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %49 = llvm.insertvalue %47, %48[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %50 = llvm.insertvalue %47, %49[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %51 = llvm.mlir.constant(0 : index) : i64
// ALIGNED-NEXT: %52 = llvm.insertvalue %51, %50[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %53 = llvm.insertvalue %1, %52[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %54 = llvm.insertvalue %46, %53[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %55 = llvm.mlir.constant(2 : index) : i64
// ALIGNED-NEXT: %56 = llvm.mlir.constant(1 : index) : i64
// ALIGNED-NEXT: %57 = llvm.mlir.zero : !llvm.ptr
// ALIGNED-NEXT: %58 = llvm.getelementptr %57[%55] : (!llvm.ptr, i64) -> !llvm.ptr, vector<2xf64>
// ALIGNED-NEXT: %59 = llvm.ptrtoint %58 : !llvm.ptr to i64
// ALIGNED-NEXT: %60 = llvm.mlir.constant(16 : index) : i64
// ALIGNED-NEXT: %61 = llvm.call @aligned_alloc(%60, %59) : (i64, i64) -> !llvm.ptr
// ALIGNED-NEXT: %62 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %63 = llvm.insertvalue %61, %62[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %64 = llvm.insertvalue %61, %63[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %65 = llvm.mlir.constant(0 : index) : i64
// ALIGNED-NEXT: %66 = llvm.insertvalue %65, %64[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %67 = llvm.insertvalue %55, %66[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %68 = llvm.insertvalue %56, %67[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %69 = llvm.mlir.constant(1 : index) : i64
// ALIGNED-NEXT: %70 = llvm.mlir.zero : !llvm.ptr
// ALIGNED-NEXT: %71 = llvm.getelementptr %70[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// ALIGNED-NEXT: %72 = llvm.ptrtoint %71 : !llvm.ptr to i64
// ALIGNED-NEXT: %73 = llvm.mlir.constant(16 : index) : i64
// ALIGNED-NEXT: %74 = llvm.mlir.constant(1 : index) : i64
// ALIGNED-NEXT: %75 = llvm.sub %73, %74 : i64
// ALIGNED-NEXT: %76 = llvm.add %72, %75 : i64
// ALIGNED-NEXT: %77 = llvm.urem %76, %73  : i64
// ALIGNED-NEXT: %78 = llvm.sub %76, %77 : i64
// ALIGNED-NEXT: %79 = llvm.call @aligned_alloc(%73, %78) : (i64, i64) -> !llvm.ptr
// ALIGNED-NEXT: %80 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %81 = llvm.insertvalue %79, %80[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %82 = llvm.insertvalue %79, %81[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %83 = llvm.mlir.constant(0 : index) : i64
// ALIGNED-NEXT: %84 = llvm.insertvalue %83, %82[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %85 = llvm.insertvalue %1, %84[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %86 = llvm.insertvalue %69, %85[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %87 = llvm.extractvalue %21[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// ALIGNED-NEXT: llvm.call @free(%87) : (!llvm.ptr) -> ()
// ALIGNED-NEXT: %88 = llvm.extractvalue %86[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: llvm.call @free(%88) : (!llvm.ptr) -> ()
// ALIGNED-NEXT: return
// ALIGNED-NEXT: }

// GENERIC: llvm.func @_mlir_memref_to_llvm_free(!llvm.ptr)
// GENERIC-NEXT: llvm.func @_mlir_memref_to_llvm_aligned_alloc(i64, i64) -> !llvm.ptr
// GENERIC-NEXT: func.func @alloc(%arg0: index, %arg1: index) {
// GENERIC-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// GENERIC-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : index to i64
// GENERIC-NEXT: %2 = llvm.mlir.constant(4 : index) : i64
// GENERIC-NEXT: %3 = llvm.mlir.constant(1 : index) : i64
// GENERIC-NEXT: %4 = llvm.mul %0, %2 : i64
// GENERIC-NEXT: %5 = llvm.mul %4, %1 : i64
// GENERIC-NEXT: %6 = llvm.mlir.zero : !llvm.ptr
// GENERIC-NEXT: %7 = llvm.getelementptr %6[%5] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// GENERIC-NEXT: %8 = llvm.ptrtoint %7 : !llvm.ptr to i64
// GENERIC-NEXT: %9 = llvm.mlir.constant(16 : index) : i64
// GENERIC-NEXT: %10 = llvm.call @_mlir_memref_to_llvm_aligned_alloc(%9, %8) : (i64, i64) -> !llvm.ptr
// GENERIC-NEXT: %11 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// GENERIC-NEXT: %12 = llvm.insertvalue %10, %11[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// GENERIC-NEXT: %13 = llvm.insertvalue %10, %12[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// GENERIC-NEXT: %14 = llvm.mlir.constant(0 : index) : i64
// GENERIC-NEXT: %15 = llvm.insertvalue %14, %13[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// GENERIC-NEXT: %16 = llvm.insertvalue %1, %15[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// GENERIC-NEXT: %17 = llvm.insertvalue %2, %16[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// GENERIC-NEXT: %18 = llvm.insertvalue %0, %17[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// GENERIC-NEXT: %19 = llvm.insertvalue %4, %18[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// GENERIC-NEXT: %20 = llvm.insertvalue %0, %19[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// GENERIC-NEXT: %21 = llvm.insertvalue %3, %20[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// GENERIC-NEXT: %22 = llvm.mlir.constant(3 : index) : i64
// GENERIC-NEXT: %23 = llvm.mlir.constant(5 : index) : i64
// GENERIC-NEXT: %24 = llvm.mlir.constant(1 : index) : i64
// GENERIC-NEXT: %25 = llvm.mlir.constant(15 : index) : i64
// GENERIC-NEXT: %26 = llvm.mlir.zero : !llvm.ptr
// GENERIC-NEXT: %27 = llvm.getelementptr %26[%25] : (!llvm.ptr, i64) -> !llvm.ptr, i16
// GENERIC-NEXT: %28 = llvm.ptrtoint %27 : !llvm.ptr to i64
// GENERIC-NEXT: %29 = llvm.mlir.constant(64 : index) : i64
// GENERIC-NEXT: %30 = llvm.mlir.constant(1 : index) : i64
// GENERIC-NEXT: %31 = llvm.sub %29, %30 : i64
// GENERIC-NEXT: %32 = llvm.add %28, %31 : i64
// GENERIC-NEXT: %33 = llvm.urem %32, %29  : i64
// GENERIC-NEXT: %34 = llvm.sub %32, %33 : i64
// GENERIC-NEXT: %35 = llvm.call @_mlir_memref_to_llvm_aligned_alloc(%29, %34) : (i64, i64) -> !llvm.ptr
// GENERIC-NEXT: %36 = llvm.addrspacecast %35 : !llvm.ptr to !llvm.ptr<1>
// GENERIC-NEXT: %37 = llvm.mlir.undef : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// GENERIC-NEXT: %38 = llvm.insertvalue %36, %37[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// GENERIC-NEXT: %39 = llvm.insertvalue %36, %38[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// GENERIC-NEXT: %40 = llvm.mlir.constant(0 : index) : i64
// GENERIC-NEXT: %41 = llvm.insertvalue %40, %39[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// GENERIC-NEXT: %42 = llvm.insertvalue %22, %41[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// GENERIC-NEXT: %43 = llvm.insertvalue %23, %42[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// GENERIC-NEXT: %44 = llvm.insertvalue %23, %43[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// GENERIC-NEXT: %45 = llvm.insertvalue %24, %44[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// GENERIC-NEXT: %46 = llvm.mlir.constant(1 : index) : i64
// GENERIC-NEXT: %47 = llvm.alloca %1 x vector<4xf32> : (i64) -> !llvm.ptr
// GENERIC-NEXT: %48 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC-NEXT: %49 = llvm.insertvalue %47, %48[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC-NEXT: %50 = llvm.insertvalue %47, %49[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC-NEXT: %51 = llvm.mlir.constant(0 : index) : i64
// GENERIC-NEXT: %52 = llvm.insertvalue %51, %50[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC-NEXT: %53 = llvm.insertvalue %1, %52[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC-NEXT: %54 = llvm.insertvalue %46, %53[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC-NEXT: %55 = llvm.mlir.constant(2 : index) : i64
// GENERIC-NEXT: %56 = llvm.mlir.constant(1 : index) : i64
// GENERIC-NEXT: %57 = llvm.mlir.zero : !llvm.ptr
// GENERIC-NEXT: %58 = llvm.getelementptr %57[%55] : (!llvm.ptr, i64) -> !llvm.ptr, vector<2xf64>
// GENERIC-NEXT: %59 = llvm.ptrtoint %58 : !llvm.ptr to i64
// GENERIC-NEXT: %60 = llvm.mlir.constant(16 : index) : i64
// GENERIC-NEXT: %61 = llvm.call @_mlir_memref_to_llvm_aligned_alloc(%60, %59) : (i64, i64) -> !llvm.ptr
// GENERIC-NEXT: %62 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC-NEXT: %63 = llvm.insertvalue %61, %62[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC-NEXT: %64 = llvm.insertvalue %61, %63[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC-NEXT: %65 = llvm.mlir.constant(0 : index) : i64
// GENERIC-NEXT: %66 = llvm.insertvalue %65, %64[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC-NEXT: %67 = llvm.insertvalue %55, %66[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC-NEXT: %68 = llvm.insertvalue %56, %67[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC-NEXT: %69 = llvm.mlir.constant(1 : index) : i64
// GENERIC-NEXT: %70 = llvm.mlir.zero : !llvm.ptr
// GENERIC-NEXT: %71 = llvm.getelementptr %70[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// GENERIC-NEXT: %72 = llvm.ptrtoint %71 : !llvm.ptr to i64
// GENERIC-NEXT: %73 = llvm.mlir.constant(16 : index) : i64
// GENERIC-NEXT: %74 = llvm.mlir.constant(1 : index) : i64
// GENERIC-NEXT: %75 = llvm.sub %73, %74 : i64
// GENERIC-NEXT: %76 = llvm.add %72, %75 : i64
// GENERIC-NEXT: %77 = llvm.urem %76, %73  : i64
// GENERIC-NEXT: %78 = llvm.sub %76, %77 : i64
// GENERIC-NEXT: %79 = llvm.call @_mlir_memref_to_llvm_aligned_alloc(%73, %78) : (i64, i64) -> !llvm.ptr
// GENERIC-NEXT: %80 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC-NEXT: %81 = llvm.insertvalue %79, %80[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC-NEXT: %82 = llvm.insertvalue %79, %81[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC-NEXT: %83 = llvm.mlir.constant(0 : index) : i64
// GENERIC-NEXT: %84 = llvm.insertvalue %83, %82[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC-NEXT: %85 = llvm.insertvalue %1, %84[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC-NEXT: %86 = llvm.insertvalue %69, %85[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC-NEXT: %87 = llvm.extractvalue %21[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// GENERIC-NEXT: llvm.call @_mlir_memref_to_llvm_free(%87) : (!llvm.ptr) -> ()
// GENERIC-NEXT: %88 = llvm.extractvalue %86[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC-NEXT: llvm.call @_mlir_memref_to_llvm_free(%88) : (!llvm.ptr) -> ()
// GENERIC-NEXT: return
// GENERIC-NEXT: }
