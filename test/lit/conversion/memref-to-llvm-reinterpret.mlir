// finalize-memref-to-llvm and convert-to-llvm on the ops that rebuild a
// descriptor: reinterpret_cast (ranked and unranked source, static and
// dynamic offset/sizes/strides), memory_space_cast (ranked, and unranked
// through a stack copy), reshape (static shape operand; dynamic one to an
// unranked result, filled by a loop; sizes read from a static one), and
// prefetch. convert-to-llvm leaves the reshapes that need a block or a
// load of the shape operand, as mlir-opt-19 does.
// CHECK lines are mlir-opt-19's output, whole and in order.
// RUN: mlir-opt %s -finalize-memref-to-llvm | FileCheck %s --check-prefix=CHECK
// RUN: mlir-opt %s -finalize-memref-to-llvm=index-bitwidth=32 | FileCheck %s --check-prefix=I32
// RUN: mlir-opt %s --convert-to-llvm=filter-dialects=memref | FileCheck %s --check-prefix=IFACE

func.func @rc_ranked(%arg0: memref<?x?xf32>, %o: index, %s0: index, %s1: index) -> memref<?x?xf32, strided<[?, 1], offset: ?>> {
  %0 = memref.reinterpret_cast %arg0 to offset: [%o], sizes: [%s0, 10], strides: [%s1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %1 = memref.reinterpret_cast %arg0 to offset: [%o], sizes: [%s0, %s1], strides: [%s1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  return %1 : memref<?x?xf32, strided<[?, 1], offset: ?>>
}
func.func @rc_static(%arg0: memref<f32>) -> memref<2x3xf32, strided<[3, 1], offset: 5>> {
  %0 = memref.reinterpret_cast %arg0 to offset: [5], sizes: [2, 3], strides: [3, 1] : memref<f32> to memref<2x3xf32, strided<[3, 1], offset: 5>>
  return %0 : memref<2x3xf32, strided<[3, 1], offset: 5>>
}
func.func @rc_unranked(%arg0: memref<*xf32>, %o: index) -> memref<4x?xf32, strided<[?, 1], offset: ?>> {
  %0 = memref.reinterpret_cast %arg0 to offset: [%o], sizes: [4, %o], strides: [%o, 1] : memref<*xf32> to memref<4x?xf32, strided<[?, 1], offset: ?>>
  return %0 : memref<4x?xf32, strided<[?, 1], offset: ?>>
}
func.func @msc(%arg0: memref<?xf32>, %u: memref<*xf32>) -> (memref<?xf32, 1>, memref<*xf32, 1>) {
  %0 = memref.memory_space_cast %arg0 : memref<?xf32> to memref<?xf32, 1>
  %1 = memref.memory_space_cast %u : memref<*xf32> to memref<*xf32, 1>
  return %0, %1 : memref<?xf32, 1>, memref<*xf32, 1>
}
func.func @reshape_static(%arg0: memref<4x1xf32>, %shape: memref<3xi32>) -> memref<1x4xf32> {
  %sh = memref.alloc() : memref<2xindex>
  %0 = memref.reshape %arg0(%sh) : (memref<4x1xf32>, memref<2xindex>) -> memref<1x4xf32>
  return %0 : memref<1x4xf32>
}
func.func @reshape_dyn(%arg0: memref<2x3xf32>, %shape: memref<?xindex>) -> memref<*xf32> {
  %0 = memref.reshape %arg0(%shape) : (memref<2x3xf32>, memref<?xindex>) -> memref<*xf32>
  return %0 : memref<*xf32>
}
func.func @prefetch(%arg0: memref<10x?xf32>, %i: index) {
  memref.prefetch %arg0[%i, %i], write, locality<3>, data : memref<10x?xf32>
  memref.prefetch %arg0[%i, %i], read, locality<1>, instr : memref<10x?xf32>
  return
}
func.func @reshape_dyn_sizes(%arg0: memref<?xf32>, %shape: memref<2xindex>) -> memref<?x4xf32> {
  %0 = memref.reshape %arg0(%shape) : (memref<?xf32>, memref<2xindex>) -> memref<?x4xf32>
  return %0 : memref<?x4xf32>
}
func.func @reshape_i32(%arg0: memref<?xf32>, %shape: memref<2xi32>) -> memref<?x?xf32> {
  %0 = memref.reshape %arg0(%shape) : (memref<?xf32>, memref<2xi32>) -> memref<?x?xf32>
  return %0 : memref<?x?xf32>
}
func.func @reshape_unranked_src(%arg0: memref<*xf32>, %shape: memref<?xi32>) -> memref<*xf32> {
  %0 = memref.reshape %arg0(%shape) : (memref<*xf32>, memref<?xi32>) -> memref<*xf32>
  return %0 : memref<*xf32>
}

// CHECK: llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-NEXT: func.func @rc_ranked(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index, %arg3: index) -> memref<?x?xf32, strided<[?, 1], offset: ?>> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg3 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %arg0 : memref<?x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.extractvalue %3[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.extractvalue %3[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %5, %4[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %8 = llvm.insertvalue %6, %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %9 = llvm.insertvalue %2, %8[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %10 = llvm.insertvalue %1, %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %11 = llvm.insertvalue %0, %10[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %12 = llvm.mlir.constant(10 : index) : i64
// CHECK-NEXT: %13 = llvm.insertvalue %12, %11[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %14 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %15 = llvm.insertvalue %14, %13[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %16 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %17 = llvm.extractvalue %3[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %18 = llvm.extractvalue %3[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %19 = llvm.insertvalue %17, %16[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %20 = llvm.insertvalue %18, %19[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %21 = llvm.insertvalue %2, %20[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %22 = llvm.insertvalue %1, %21[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %23 = llvm.insertvalue %0, %22[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %24 = llvm.insertvalue %0, %23[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %25 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %26 = llvm.insertvalue %25, %24[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %27 = builtin.unrealized_conversion_cast %26 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: return %27 : memref<?x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @rc_static(%arg0: memref<f32>) -> memref<2x3xf32, strided<[3, 1], offset: 5>> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<f32> to !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %1 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %3 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %4 = llvm.insertvalue %2, %1[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %3, %4[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.mlir.constant(5 : index) : i64
// CHECK-NEXT: %7 = llvm.insertvalue %6, %5[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %8 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %9 = llvm.insertvalue %8, %7[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %10 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %11 = llvm.insertvalue %10, %9[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %12 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %13 = llvm.insertvalue %12, %11[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %14 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %15 = llvm.insertvalue %14, %13[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %16 = builtin.unrealized_conversion_cast %15 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<2x3xf32, strided<[3, 1], offset: 5>>
// CHECK-NEXT: return %16 : memref<2x3xf32, strided<[3, 1], offset: 5>>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @rc_unranked(%arg0: memref<*xf32>, %arg1: index) -> memref<4x?xf32, strided<[?, 1], offset: ?>> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %2 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %1[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %4 = llvm.load %3 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %5 = llvm.getelementptr %3[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %6 = llvm.load %5 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %7 = llvm.insertvalue %4, %2[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %8 = llvm.insertvalue %6, %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %9 = llvm.insertvalue %0, %8[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %10 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %11 = llvm.insertvalue %10, %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %12 = llvm.insertvalue %0, %11[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %13 = llvm.insertvalue %0, %12[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %14 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %15 = llvm.insertvalue %14, %13[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %16 = builtin.unrealized_conversion_cast %15 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<4x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: return %16 : memref<4x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @msc(%arg0: memref<?xf32>, %arg1: memref<*xf32>) -> (memref<?xf32, 1>, memref<*xf32, 1>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %1[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.extractvalue %1[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.extractvalue %1[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.extractvalue %1[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %7 = llvm.addrspacecast %2 : !llvm.ptr to !llvm.ptr<1>
// CHECK-NEXT: %8 = llvm.addrspacecast %3 : !llvm.ptr to !llvm.ptr<1>
// CHECK-NEXT: %9 = llvm.mlir.undef : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %10 = llvm.insertvalue %7, %9[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %11 = llvm.insertvalue %8, %10[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %12 = llvm.insertvalue %4, %11[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %13 = llvm.insertvalue %5, %12[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %14 = llvm.insertvalue %6, %13[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %15 = builtin.unrealized_conversion_cast %14 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32, 1>
// CHECK-NEXT: %16 = llvm.extractvalue %0[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %17 = llvm.extractvalue %0[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %18 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %19 = llvm.insertvalue %16, %18[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %20 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %21 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %22 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %23 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %24 = llvm.mul %21, %23 : i64
// CHECK-NEXT: %25 = llvm.extractvalue %19[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %26 = llvm.mul %21, %25 : i64
// CHECK-NEXT: %27 = llvm.add %26, %20 : i64
// CHECK-NEXT: %28 = llvm.mul %27, %22 : i64
// CHECK-NEXT: %29 = llvm.add %24, %28 : i64
// CHECK-NEXT: %30 = llvm.alloca %29 x i8 : (i64) -> !llvm.ptr
// CHECK-NEXT: %31 = llvm.insertvalue %30, %19[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %32 = llvm.load %17 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %33 = llvm.getelementptr %17[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %34 = llvm.load %33 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %35 = llvm.addrspacecast %32 : !llvm.ptr to !llvm.ptr<1>
// CHECK-NEXT: %36 = llvm.addrspacecast %34 : !llvm.ptr to !llvm.ptr<1>
// CHECK-NEXT: llvm.store %35, %30 : !llvm.ptr<1>, !llvm.ptr
// CHECK-NEXT: %37 = llvm.getelementptr %30[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr<1>
// CHECK-NEXT: llvm.store %36, %37 : !llvm.ptr<1>, !llvm.ptr
// CHECK-NEXT: %38 = llvm.getelementptr %17[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %39 = llvm.getelementptr %30[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr<1>
// CHECK-NEXT: %40 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT: %41 = llvm.sub %29, %40 : i64
// CHECK-NEXT: "llvm.intr.memcpy"(%39, %38, %41) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: %42 = builtin.unrealized_conversion_cast %31 : !llvm.struct<(i64, ptr)> to memref<*xf32, 1>
// CHECK-NEXT: return %15, %42 : memref<?xf32, 1>, memref<*xf32, 1>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @reshape_static(%arg0: memref<4x1xf32>, %arg1: memref<3xi32>) -> memref<1x4xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<4x1xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %2 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %3 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %4 = llvm.getelementptr %3[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: %5 = llvm.ptrtoint %4 : !llvm.ptr to i64
// CHECK-NEXT: %6 = llvm.call @malloc(%5) : (i64) -> !llvm.ptr
// CHECK-NEXT: %7 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %8 = llvm.insertvalue %6, %7[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %9 = llvm.insertvalue %6, %8[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %10 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %11 = llvm.insertvalue %10, %9[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %12 = llvm.insertvalue %1, %11[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %13 = llvm.insertvalue %2, %12[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %14 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %15 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %16 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %17 = llvm.insertvalue %15, %14[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %18 = llvm.insertvalue %16, %17[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %19 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %20 = llvm.insertvalue %19, %18[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %21 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %22 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %23 = llvm.insertvalue %22, %20[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %24 = llvm.insertvalue %21, %23[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %25 = llvm.mul %21, %22 : i64
// CHECK-NEXT: %26 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %27 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %28 = llvm.insertvalue %27, %24[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %29 = llvm.insertvalue %26, %28[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %30 = llvm.mul %26, %27 : i64
// CHECK-NEXT: %31 = builtin.unrealized_conversion_cast %29 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<1x4xf32>
// CHECK-NEXT: return %31 : memref<1x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @reshape_dyn(%arg0: memref<2x3xf32>, %arg1: memref<?xindex>) -> memref<*xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : memref<?xindex> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<2x3xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %4 = llvm.insertvalue %2, %3[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %5 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %6 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %7 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %8 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %9 = llvm.mul %6, %8 : i64
// CHECK-NEXT: %10 = llvm.extractvalue %4[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %11 = llvm.mul %6, %10 : i64
// CHECK-NEXT: %12 = llvm.add %11, %5 : i64
// CHECK-NEXT: %13 = llvm.mul %12, %7 : i64
// CHECK-NEXT: %14 = llvm.add %9, %13 : i64
// CHECK-NEXT: %15 = llvm.alloca %14 x i8 : (i64) -> !llvm.ptr
// CHECK-NEXT: %16 = llvm.insertvalue %15, %4[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %17 = llvm.extractvalue %1[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %18 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %19 = llvm.extractvalue %1[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: llvm.store %17, %15 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %20 = llvm.getelementptr %15[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.store %18, %20 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %21 = llvm.getelementptr %15[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.store %19, %21 : i64, !llvm.ptr
// CHECK-NEXT: %22 = llvm.getelementptr %15[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i64, i64)>
// CHECK-NEXT: %23 = llvm.getelementptr %22[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: %24 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %25 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %26 = llvm.sub %2, %25 : i64
// CHECK-NEXT: %27 = builtin.unrealized_conversion_cast %16 : !llvm.struct<(i64, ptr)> to memref<*xf32>
// CHECK-NEXT: llvm.br ^bb1(%26, %25 : i64, i64)
// CHECK-NEXT: ^bb1(%28: i64, %29: i64):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %30 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %31 = llvm.icmp "sge" %28, %30 : i64
// CHECK-NEXT: llvm.cond_br %31, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %32 = llvm.getelementptr %24[%28] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: %33 = llvm.load %32 : !llvm.ptr -> i64
// CHECK-NEXT: %34 = llvm.getelementptr %22[%28] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: llvm.store %33, %34 : i64, !llvm.ptr
// CHECK-NEXT: %35 = llvm.getelementptr %23[%28] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: llvm.store %29, %35 : i64, !llvm.ptr
// CHECK-NEXT: %36 = llvm.mul %29, %33 : i64
// CHECK-NEXT: %37 = llvm.sub %28, %25 : i64
// CHECK-NEXT: llvm.br ^bb1(%37, %36 : i64, i64)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return %27 : memref<*xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @prefetch(%arg0: memref<10x?xf32>, %arg1: index) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<10x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %1[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.mul %0, %3 : i64
// CHECK-NEXT: %5 = llvm.add %4, %0 : i64
// CHECK-NEXT: %6 = llvm.getelementptr %2[%5] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: "llvm.intr.prefetch"(%6) <{cache = 1 : i32, hint = 3 : i32, rw = 1 : i32}> : (!llvm.ptr) -> ()
// CHECK-NEXT: %7 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %8 = llvm.extractvalue %1[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %9 = llvm.mul %0, %8 : i64
// CHECK-NEXT: %10 = llvm.add %9, %0 : i64
// CHECK-NEXT: %11 = llvm.getelementptr %7[%10] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: "llvm.intr.prefetch"(%11) <{cache = 0 : i32, hint = 1 : i32, rw = 0 : i32}> : (!llvm.ptr) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @reshape_dyn_sizes(%arg0: memref<?xf32>, %arg1: memref<2xindex>) -> memref<?x4xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : memref<2xindex> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %1[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %3, %2[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.insertvalue %4, %5[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %7 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %8 = llvm.insertvalue %7, %6[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %9 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %10 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %11 = llvm.insertvalue %10, %8[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %12 = llvm.insertvalue %9, %11[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %13 = llvm.mul %9, %10 : i64
// CHECK-NEXT: %14 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %15 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %16 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %17 = llvm.getelementptr %16[%15] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: %18 = llvm.load %17 : !llvm.ptr -> i64
// CHECK-NEXT: %19 = builtin.unrealized_conversion_cast %18 : i64 to index
// CHECK-NEXT: %20 = builtin.unrealized_conversion_cast %19 : index to i64
// CHECK-NEXT: %21 = llvm.insertvalue %20, %12[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %22 = llvm.insertvalue %14, %21[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %23 = llvm.mul %14, %20 : i64
// CHECK-NEXT: %24 = builtin.unrealized_conversion_cast %22 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<?x4xf32>
// CHECK-NEXT: return %24 : memref<?x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @reshape_i32(%arg0: memref<?xf32>, %arg1: memref<2xi32>) -> memref<?x?xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : memref<2xi32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %1[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %3, %2[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.insertvalue %4, %5[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %7 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %8 = llvm.insertvalue %7, %6[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %9 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %10 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %11 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %12 = llvm.getelementptr %11[%10] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %13 = llvm.load %12 : !llvm.ptr -> i32
// CHECK-NEXT: %14 = builtin.unrealized_conversion_cast %13 : i32 to i64
// CHECK-NEXT: %15 = llvm.insertvalue %14, %8[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %16 = llvm.insertvalue %9, %15[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %17 = llvm.mul %9, %14 : i64
// CHECK-NEXT: %18 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %19 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %20 = llvm.getelementptr %19[%18] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %21 = llvm.load %20 : !llvm.ptr -> i32
// CHECK-NEXT: %22 = builtin.unrealized_conversion_cast %21 : i32 to i64
// CHECK-NEXT: %23 = llvm.insertvalue %22, %16[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %24 = llvm.insertvalue %17, %23[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %25 = llvm.mul %17, %22 : i64
// CHECK-NEXT: %26 = builtin.unrealized_conversion_cast %24 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf32>
// CHECK-NEXT: return %26 : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @reshape_unranked_src(%arg0: memref<*xf32>, %arg1: memref<?xi32>) -> memref<*xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : memref<?xi32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %4 = llvm.insertvalue %2, %3[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %5 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %6 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %7 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %8 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %9 = llvm.mul %6, %8 : i64
// CHECK-NEXT: %10 = llvm.extractvalue %4[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %11 = llvm.mul %6, %10 : i64
// CHECK-NEXT: %12 = llvm.add %11, %5 : i64
// CHECK-NEXT: %13 = llvm.mul %12, %7 : i64
// CHECK-NEXT: %14 = llvm.add %9, %13 : i64
// CHECK-NEXT: %15 = llvm.alloca %14 x i8 : (i64) -> !llvm.ptr
// CHECK-NEXT: %16 = llvm.insertvalue %15, %4[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %17 = llvm.extractvalue %1[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %18 = llvm.load %17 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %19 = llvm.getelementptr %17[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %20 = llvm.load %19 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %21 = llvm.getelementptr %17[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %22 = llvm.load %21 : !llvm.ptr -> i64
// CHECK-NEXT: llvm.store %18, %15 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %23 = llvm.getelementptr %15[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.store %20, %23 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %24 = llvm.getelementptr %15[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.store %22, %24 : i64, !llvm.ptr
// CHECK-NEXT: %25 = llvm.getelementptr %15[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i64, i64)>
// CHECK-NEXT: %26 = llvm.getelementptr %25[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: %27 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %28 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %29 = llvm.sub %2, %28 : i64
// CHECK-NEXT: %30 = builtin.unrealized_conversion_cast %16 : !llvm.struct<(i64, ptr)> to memref<*xf32>
// CHECK-NEXT: llvm.br ^bb1(%29, %28 : i64, i64)
// CHECK-NEXT: ^bb1(%31: i64, %32: i64):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %33 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %34 = llvm.icmp "sge" %31, %33 : i64
// CHECK-NEXT: llvm.cond_br %34, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %35 = llvm.getelementptr %27[%31] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %36 = llvm.load %35 : !llvm.ptr -> i64
// CHECK-NEXT: %37 = llvm.getelementptr %25[%31] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: llvm.store %36, %37 : i64, !llvm.ptr
// CHECK-NEXT: %38 = llvm.getelementptr %26[%31] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: llvm.store %32, %38 : i64, !llvm.ptr
// CHECK-NEXT: %39 = llvm.mul %32, %36 : i64
// CHECK-NEXT: %40 = llvm.sub %31, %28 : i64
// CHECK-NEXT: llvm.br ^bb1(%40, %39 : i64, i64)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return %30 : memref<*xf32>
// CHECK-NEXT: }

// I32: llvm.func @malloc(i32) -> !llvm.ptr
// I32-NEXT: func.func @rc_ranked(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index, %arg3: index) -> memref<?x?xf32, strided<[?, 1], offset: ?>> {
// I32-NEXT: %0 = builtin.unrealized_conversion_cast %arg3 : index to i32
// I32-NEXT: %1 = builtin.unrealized_conversion_cast %arg2 : index to i32
// I32-NEXT: %2 = builtin.unrealized_conversion_cast %arg1 : index to i32
// I32-NEXT: %3 = builtin.unrealized_conversion_cast %arg0 : memref<?x?xf32> to !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %4 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %5 = llvm.extractvalue %3[0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %6 = llvm.extractvalue %3[1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %7 = llvm.insertvalue %5, %4[0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %8 = llvm.insertvalue %6, %7[1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %9 = llvm.insertvalue %2, %8[2] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %10 = llvm.insertvalue %1, %9[3, 0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %11 = llvm.insertvalue %0, %10[4, 0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %12 = llvm.mlir.constant(10 : index) : i32
// I32-NEXT: %13 = llvm.insertvalue %12, %11[3, 1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %14 = llvm.mlir.constant(1 : index) : i32
// I32-NEXT: %15 = llvm.insertvalue %14, %13[4, 1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %16 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %17 = llvm.extractvalue %3[0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %18 = llvm.extractvalue %3[1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %19 = llvm.insertvalue %17, %16[0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %20 = llvm.insertvalue %18, %19[1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %21 = llvm.insertvalue %2, %20[2] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %22 = llvm.insertvalue %1, %21[3, 0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %23 = llvm.insertvalue %0, %22[4, 0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %24 = llvm.insertvalue %0, %23[3, 1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %25 = llvm.mlir.constant(1 : index) : i32
// I32-NEXT: %26 = llvm.insertvalue %25, %24[4, 1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %27 = builtin.unrealized_conversion_cast %26 : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)> to memref<?x?xf32, strided<[?, 1], offset: ?>>
// I32-NEXT: return %27 : memref<?x?xf32, strided<[?, 1], offset: ?>>
// I32-NEXT: }
// I32-NEXT: func.func @rc_static(%arg0: memref<f32>) -> memref<2x3xf32, strided<[3, 1], offset: 5>> {
// I32-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<f32> to !llvm.struct<(ptr, ptr, i32)>
// I32-NEXT: %1 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %2 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i32)>
// I32-NEXT: %3 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i32)>
// I32-NEXT: %4 = llvm.insertvalue %2, %1[0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %5 = llvm.insertvalue %3, %4[1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %6 = llvm.mlir.constant(5 : index) : i32
// I32-NEXT: %7 = llvm.insertvalue %6, %5[2] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %8 = llvm.mlir.constant(2 : index) : i32
// I32-NEXT: %9 = llvm.insertvalue %8, %7[3, 0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %10 = llvm.mlir.constant(3 : index) : i32
// I32-NEXT: %11 = llvm.insertvalue %10, %9[4, 0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %12 = llvm.mlir.constant(3 : index) : i32
// I32-NEXT: %13 = llvm.insertvalue %12, %11[3, 1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %14 = llvm.mlir.constant(1 : index) : i32
// I32-NEXT: %15 = llvm.insertvalue %14, %13[4, 1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %16 = builtin.unrealized_conversion_cast %15 : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)> to memref<2x3xf32, strided<[3, 1], offset: 5>>
// I32-NEXT: return %16 : memref<2x3xf32, strided<[3, 1], offset: 5>>
// I32-NEXT: }
// I32-NEXT: func.func @rc_unranked(%arg0: memref<*xf32>, %arg1: index) -> memref<4x?xf32, strided<[?, 1], offset: ?>> {
// I32-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i32
// I32-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<*xf32> to !llvm.struct<(i32, ptr)>
// I32-NEXT: %2 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %3 = llvm.extractvalue %1[1] : !llvm.struct<(i32, ptr)>
// I32-NEXT: %4 = llvm.load %3 : !llvm.ptr -> !llvm.ptr
// I32-NEXT: %5 = llvm.getelementptr %3[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// I32-NEXT: %6 = llvm.load %5 : !llvm.ptr -> !llvm.ptr
// I32-NEXT: %7 = llvm.insertvalue %4, %2[0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %8 = llvm.insertvalue %6, %7[1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %9 = llvm.insertvalue %0, %8[2] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %10 = llvm.mlir.constant(4 : index) : i32
// I32-NEXT: %11 = llvm.insertvalue %10, %9[3, 0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %12 = llvm.insertvalue %0, %11[4, 0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %13 = llvm.insertvalue %0, %12[3, 1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %14 = llvm.mlir.constant(1 : index) : i32
// I32-NEXT: %15 = llvm.insertvalue %14, %13[4, 1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %16 = builtin.unrealized_conversion_cast %15 : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)> to memref<4x?xf32, strided<[?, 1], offset: ?>>
// I32-NEXT: return %16 : memref<4x?xf32, strided<[?, 1], offset: ?>>
// I32-NEXT: }
// I32-NEXT: func.func @msc(%arg0: memref<?xf32>, %arg1: memref<*xf32>) -> (memref<?xf32, 1>, memref<*xf32, 1>) {
// I32-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : memref<*xf32> to !llvm.struct<(i32, ptr)>
// I32-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<?xf32> to !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: %2 = llvm.extractvalue %1[0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: %3 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: %4 = llvm.extractvalue %1[2] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: %5 = llvm.extractvalue %1[3, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: %6 = llvm.extractvalue %1[4, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: %7 = llvm.addrspacecast %2 : !llvm.ptr to !llvm.ptr<1>
// I32-NEXT: %8 = llvm.addrspacecast %3 : !llvm.ptr to !llvm.ptr<1>
// I32-NEXT: %9 = llvm.mlir.undef : !llvm.struct<(ptr<1>, ptr<1>, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: %10 = llvm.insertvalue %7, %9[0] : !llvm.struct<(ptr<1>, ptr<1>, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: %11 = llvm.insertvalue %8, %10[1] : !llvm.struct<(ptr<1>, ptr<1>, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: %12 = llvm.insertvalue %4, %11[2] : !llvm.struct<(ptr<1>, ptr<1>, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: %13 = llvm.insertvalue %5, %12[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: %14 = llvm.insertvalue %6, %13[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: %15 = builtin.unrealized_conversion_cast %14 : !llvm.struct<(ptr<1>, ptr<1>, i32, array<1 x i32>, array<1 x i32>)> to memref<?xf32, 1>
// I32-NEXT: %16 = llvm.extractvalue %0[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT: %17 = llvm.extractvalue %0[1] : !llvm.struct<(i32, ptr)>
// I32-NEXT: %18 = llvm.mlir.undef : !llvm.struct<(i32, ptr)>
// I32-NEXT: %19 = llvm.insertvalue %16, %18[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT: %20 = llvm.mlir.constant(1 : index) : i32
// I32-NEXT: %21 = llvm.mlir.constant(2 : index) : i32
// I32-NEXT: %22 = llvm.mlir.constant(4 : index) : i32
// I32-NEXT: %23 = llvm.mlir.constant(8 : index) : i32
// I32-NEXT: %24 = llvm.mul %21, %23 : i32
// I32-NEXT: %25 = llvm.extractvalue %19[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT: %26 = llvm.mul %21, %25 : i32
// I32-NEXT: %27 = llvm.add %26, %20 : i32
// I32-NEXT: %28 = llvm.mul %27, %22 : i32
// I32-NEXT: %29 = llvm.add %24, %28 : i32
// I32-NEXT: %30 = llvm.alloca %29 x i8 : (i32) -> !llvm.ptr
// I32-NEXT: %31 = llvm.insertvalue %30, %19[1] : !llvm.struct<(i32, ptr)>
// I32-NEXT: %32 = llvm.load %17 : !llvm.ptr -> !llvm.ptr
// I32-NEXT: %33 = llvm.getelementptr %17[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// I32-NEXT: %34 = llvm.load %33 : !llvm.ptr -> !llvm.ptr
// I32-NEXT: %35 = llvm.addrspacecast %32 : !llvm.ptr to !llvm.ptr<1>
// I32-NEXT: %36 = llvm.addrspacecast %34 : !llvm.ptr to !llvm.ptr<1>
// I32-NEXT: llvm.store %35, %30 : !llvm.ptr<1>, !llvm.ptr
// I32-NEXT: %37 = llvm.getelementptr %30[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr<1>
// I32-NEXT: llvm.store %36, %37 : !llvm.ptr<1>, !llvm.ptr
// I32-NEXT: %38 = llvm.getelementptr %17[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// I32-NEXT: %39 = llvm.getelementptr %30[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr<1>
// I32-NEXT: %40 = llvm.mlir.constant(16 : index) : i32
// I32-NEXT: %41 = llvm.sub %29, %40 : i32
// I32-NEXT: "llvm.intr.memcpy"(%39, %38, %41) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
// I32-NEXT: %42 = builtin.unrealized_conversion_cast %31 : !llvm.struct<(i32, ptr)> to memref<*xf32, 1>
// I32-NEXT: return %15, %42 : memref<?xf32, 1>, memref<*xf32, 1>
// I32-NEXT: }
// I32-NEXT: func.func @reshape_static(%arg0: memref<4x1xf32>, %arg1: memref<3xi32>) -> memref<1x4xf32> {
// I32-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<4x1xf32> to !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %1 = llvm.mlir.constant(2 : index) : i32
// I32-NEXT: %2 = llvm.mlir.constant(1 : index) : i32
// I32-NEXT: %3 = llvm.mlir.zero : !llvm.ptr
// I32-NEXT: %4 = llvm.getelementptr %3[%1] : (!llvm.ptr, i32) -> !llvm.ptr, i32
// I32-NEXT: %5 = llvm.ptrtoint %4 : !llvm.ptr to i32
// I32-NEXT: %6 = llvm.call @malloc(%5) : (i32) -> !llvm.ptr
// I32-NEXT: %7 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: %8 = llvm.insertvalue %6, %7[0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: %9 = llvm.insertvalue %6, %8[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: %10 = llvm.mlir.constant(0 : index) : i32
// I32-NEXT: %11 = llvm.insertvalue %10, %9[2] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: %12 = llvm.insertvalue %1, %11[3, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: %13 = llvm.insertvalue %2, %12[4, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: %14 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %15 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %16 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %17 = llvm.insertvalue %15, %14[0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %18 = llvm.insertvalue %16, %17[1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %19 = llvm.mlir.constant(0 : index) : i32
// I32-NEXT: %20 = llvm.insertvalue %19, %18[2] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %21 = llvm.mlir.constant(1 : index) : i32
// I32-NEXT: %22 = llvm.mlir.constant(4 : index) : i32
// I32-NEXT: %23 = llvm.insertvalue %22, %20[3, 1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %24 = llvm.insertvalue %21, %23[4, 1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %25 = llvm.mul %21, %22 : i32
// I32-NEXT: %26 = llvm.mlir.constant(4 : index) : i32
// I32-NEXT: %27 = llvm.mlir.constant(1 : index) : i32
// I32-NEXT: %28 = llvm.insertvalue %27, %24[3, 0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %29 = llvm.insertvalue %26, %28[4, 0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %30 = llvm.mul %26, %27 : i32
// I32-NEXT: %31 = builtin.unrealized_conversion_cast %29 : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)> to memref<1x4xf32>
// I32-NEXT: return %31 : memref<1x4xf32>
// I32-NEXT: }
// I32-NEXT: func.func @reshape_dyn(%arg0: memref<2x3xf32>, %arg1: memref<?xindex>) -> memref<*xf32> {
// I32-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : memref<?xindex> to !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<2x3xf32> to !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %2 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: %3 = llvm.mlir.undef : !llvm.struct<(i32, ptr)>
// I32-NEXT: %4 = llvm.insertvalue %2, %3[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT: %5 = llvm.mlir.constant(1 : index) : i32
// I32-NEXT: %6 = llvm.mlir.constant(2 : index) : i32
// I32-NEXT: %7 = llvm.mlir.constant(4 : index) : i32
// I32-NEXT: %8 = llvm.mlir.constant(8 : index) : i32
// I32-NEXT: %9 = llvm.mul %6, %8 : i32
// I32-NEXT: %10 = llvm.extractvalue %4[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT: %11 = llvm.mul %6, %10 : i32
// I32-NEXT: %12 = llvm.add %11, %5 : i32
// I32-NEXT: %13 = llvm.mul %12, %7 : i32
// I32-NEXT: %14 = llvm.add %9, %13 : i32
// I32-NEXT: %15 = llvm.alloca %14 x i8 : (i32) -> !llvm.ptr
// I32-NEXT: %16 = llvm.insertvalue %15, %4[1] : !llvm.struct<(i32, ptr)>
// I32-NEXT: %17 = llvm.extractvalue %1[0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %18 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %19 = llvm.extractvalue %1[2] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: llvm.store %17, %15 : !llvm.ptr, !llvm.ptr
// I32-NEXT: %20 = llvm.getelementptr %15[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// I32-NEXT: llvm.store %18, %20 : !llvm.ptr, !llvm.ptr
// I32-NEXT: %21 = llvm.getelementptr %15[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// I32-NEXT: llvm.store %19, %21 : i32, !llvm.ptr
// I32-NEXT: %22 = llvm.getelementptr %15[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i32, i32)>
// I32-NEXT: %23 = llvm.getelementptr %22[%2] : (!llvm.ptr, i32) -> !llvm.ptr, i32
// I32-NEXT: %24 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: %25 = llvm.mlir.constant(1 : index) : i32
// I32-NEXT: %26 = llvm.sub %2, %25 : i32
// I32-NEXT: %27 = builtin.unrealized_conversion_cast %16 : !llvm.struct<(i32, ptr)> to memref<*xf32>
// I32-NEXT: llvm.br ^bb1(%26, %25 : i32, i32)
// I32-NEXT: ^bb1(%28: i32, %29: i32):  // 2 preds: ^bb0, ^bb2
// I32-NEXT: %30 = llvm.mlir.constant(0 : index) : i32
// I32-NEXT: %31 = llvm.icmp "sge" %28, %30 : i32
// I32-NEXT: llvm.cond_br %31, ^bb2, ^bb3
// I32-NEXT: ^bb2:  // pred: ^bb1
// I32-NEXT: %32 = llvm.getelementptr %24[%28] : (!llvm.ptr, i32) -> !llvm.ptr, i32
// I32-NEXT: %33 = llvm.load %32 : !llvm.ptr -> i32
// I32-NEXT: %34 = llvm.getelementptr %22[%28] : (!llvm.ptr, i32) -> !llvm.ptr, i32
// I32-NEXT: llvm.store %33, %34 : i32, !llvm.ptr
// I32-NEXT: %35 = llvm.getelementptr %23[%28] : (!llvm.ptr, i32) -> !llvm.ptr, i32
// I32-NEXT: llvm.store %29, %35 : i32, !llvm.ptr
// I32-NEXT: %36 = llvm.mul %29, %33 : i32
// I32-NEXT: %37 = llvm.sub %28, %25 : i32
// I32-NEXT: llvm.br ^bb1(%37, %36 : i32, i32)
// I32-NEXT: ^bb3:  // pred: ^bb1
// I32-NEXT: return %27 : memref<*xf32>
// I32-NEXT: }
// I32-NEXT: func.func @prefetch(%arg0: memref<10x?xf32>, %arg1: index) {
// I32-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i32
// I32-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<10x?xf32> to !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %3 = llvm.extractvalue %1[4, 0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %4 = llvm.mul %0, %3 : i32
// I32-NEXT: %5 = llvm.add %4, %0 : i32
// I32-NEXT: %6 = llvm.getelementptr %2[%5] : (!llvm.ptr, i32) -> !llvm.ptr, f32
// I32-NEXT: "llvm.intr.prefetch"(%6) <{cache = 1 : i32, hint = 3 : i32, rw = 1 : i32}> : (!llvm.ptr) -> ()
// I32-NEXT: %7 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %8 = llvm.extractvalue %1[4, 0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %9 = llvm.mul %0, %8 : i32
// I32-NEXT: %10 = llvm.add %9, %0 : i32
// I32-NEXT: %11 = llvm.getelementptr %7[%10] : (!llvm.ptr, i32) -> !llvm.ptr, f32
// I32-NEXT: "llvm.intr.prefetch"(%11) <{cache = 0 : i32, hint = 1 : i32, rw = 0 : i32}> : (!llvm.ptr) -> ()
// I32-NEXT: return
// I32-NEXT: }
// I32-NEXT: func.func @reshape_dyn_sizes(%arg0: memref<?xf32>, %arg1: memref<2xindex>) -> memref<?x4xf32> {
// I32-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : memref<2xindex> to !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<?xf32> to !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: %2 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %3 = llvm.extractvalue %1[0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: %4 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: %5 = llvm.insertvalue %3, %2[0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %6 = llvm.insertvalue %4, %5[1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %7 = llvm.mlir.constant(0 : index) : i32
// I32-NEXT: %8 = llvm.insertvalue %7, %6[2] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %9 = llvm.mlir.constant(1 : index) : i32
// I32-NEXT: %10 = llvm.mlir.constant(4 : index) : i32
// I32-NEXT: %11 = llvm.insertvalue %10, %8[3, 1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %12 = llvm.insertvalue %9, %11[4, 1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %13 = llvm.mul %9, %10 : i32
// I32-NEXT: %14 = llvm.mlir.constant(4 : index) : i32
// I32-NEXT: %15 = llvm.mlir.constant(0 : index) : i32
// I32-NEXT: %16 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: %17 = llvm.getelementptr %16[%15] : (!llvm.ptr, i32) -> !llvm.ptr, i32
// I32-NEXT: %18 = llvm.load %17 : !llvm.ptr -> i32
// I32-NEXT: %19 = builtin.unrealized_conversion_cast %18 : i32 to index
// I32-NEXT: %20 = builtin.unrealized_conversion_cast %19 : index to i32
// I32-NEXT: %21 = llvm.insertvalue %20, %12[3, 0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %22 = llvm.insertvalue %14, %21[4, 0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %23 = llvm.mul %14, %20 : i32
// I32-NEXT: %24 = builtin.unrealized_conversion_cast %22 : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)> to memref<?x4xf32>
// I32-NEXT: return %24 : memref<?x4xf32>
// I32-NEXT: }
// I32-NEXT: func.func @reshape_i32(%arg0: memref<?xf32>, %arg1: memref<2xi32>) -> memref<?x?xf32> {
// I32-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : memref<2xi32> to !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<?xf32> to !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: %2 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %3 = llvm.extractvalue %1[0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: %4 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: %5 = llvm.insertvalue %3, %2[0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %6 = llvm.insertvalue %4, %5[1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %7 = llvm.mlir.constant(0 : index) : i32
// I32-NEXT: %8 = llvm.insertvalue %7, %6[2] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %9 = llvm.mlir.constant(1 : index) : i32
// I32-NEXT: %10 = llvm.mlir.constant(1 : index) : i32
// I32-NEXT: %11 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: %12 = llvm.getelementptr %11[%10] : (!llvm.ptr, i32) -> !llvm.ptr, i32
// I32-NEXT: %13 = llvm.load %12 : !llvm.ptr -> i32
// I32-NEXT: %14 = llvm.insertvalue %13, %8[3, 1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %15 = llvm.insertvalue %9, %14[4, 1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %16 = llvm.mul %9, %13 : i32
// I32-NEXT: %17 = llvm.mlir.constant(0 : index) : i32
// I32-NEXT: %18 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: %19 = llvm.getelementptr %18[%17] : (!llvm.ptr, i32) -> !llvm.ptr, i32
// I32-NEXT: %20 = llvm.load %19 : !llvm.ptr -> i32
// I32-NEXT: %21 = llvm.insertvalue %20, %15[3, 0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %22 = llvm.insertvalue %16, %21[4, 0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// I32-NEXT: %23 = llvm.mul %16, %20 : i32
// I32-NEXT: %24 = builtin.unrealized_conversion_cast %22 : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)> to memref<?x?xf32>
// I32-NEXT: return %24 : memref<?x?xf32>
// I32-NEXT: }
// I32-NEXT: func.func @reshape_unranked_src(%arg0: memref<*xf32>, %arg1: memref<?xi32>) -> memref<*xf32> {
// I32-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : memref<?xi32> to !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<*xf32> to !llvm.struct<(i32, ptr)>
// I32-NEXT: %2 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: %3 = llvm.mlir.undef : !llvm.struct<(i32, ptr)>
// I32-NEXT: %4 = llvm.insertvalue %2, %3[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT: %5 = llvm.mlir.constant(1 : index) : i32
// I32-NEXT: %6 = llvm.mlir.constant(2 : index) : i32
// I32-NEXT: %7 = llvm.mlir.constant(4 : index) : i32
// I32-NEXT: %8 = llvm.mlir.constant(8 : index) : i32
// I32-NEXT: %9 = llvm.mul %6, %8 : i32
// I32-NEXT: %10 = llvm.extractvalue %4[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT: %11 = llvm.mul %6, %10 : i32
// I32-NEXT: %12 = llvm.add %11, %5 : i32
// I32-NEXT: %13 = llvm.mul %12, %7 : i32
// I32-NEXT: %14 = llvm.add %9, %13 : i32
// I32-NEXT: %15 = llvm.alloca %14 x i8 : (i32) -> !llvm.ptr
// I32-NEXT: %16 = llvm.insertvalue %15, %4[1] : !llvm.struct<(i32, ptr)>
// I32-NEXT: %17 = llvm.extractvalue %1[1] : !llvm.struct<(i32, ptr)>
// I32-NEXT: %18 = llvm.load %17 : !llvm.ptr -> !llvm.ptr
// I32-NEXT: %19 = llvm.getelementptr %17[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// I32-NEXT: %20 = llvm.load %19 : !llvm.ptr -> !llvm.ptr
// I32-NEXT: %21 = llvm.getelementptr %17[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// I32-NEXT: %22 = llvm.load %21 : !llvm.ptr -> i32
// I32-NEXT: llvm.store %18, %15 : !llvm.ptr, !llvm.ptr
// I32-NEXT: %23 = llvm.getelementptr %15[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// I32-NEXT: llvm.store %20, %23 : !llvm.ptr, !llvm.ptr
// I32-NEXT: %24 = llvm.getelementptr %15[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// I32-NEXT: llvm.store %22, %24 : i32, !llvm.ptr
// I32-NEXT: %25 = llvm.getelementptr %15[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i32, i32)>
// I32-NEXT: %26 = llvm.getelementptr %25[%2] : (!llvm.ptr, i32) -> !llvm.ptr, i32
// I32-NEXT: %27 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: %28 = llvm.mlir.constant(1 : index) : i32
// I32-NEXT: %29 = llvm.sub %2, %28 : i32
// I32-NEXT: %30 = builtin.unrealized_conversion_cast %16 : !llvm.struct<(i32, ptr)> to memref<*xf32>
// I32-NEXT: llvm.br ^bb1(%29, %28 : i32, i32)
// I32-NEXT: ^bb1(%31: i32, %32: i32):  // 2 preds: ^bb0, ^bb2
// I32-NEXT: %33 = llvm.mlir.constant(0 : index) : i32
// I32-NEXT: %34 = llvm.icmp "sge" %31, %33 : i32
// I32-NEXT: llvm.cond_br %34, ^bb2, ^bb3
// I32-NEXT: ^bb2:  // pred: ^bb1
// I32-NEXT: %35 = llvm.getelementptr %27[%31] : (!llvm.ptr, i32) -> !llvm.ptr, i32
// I32-NEXT: %36 = llvm.load %35 : !llvm.ptr -> i32
// I32-NEXT: %37 = llvm.getelementptr %25[%31] : (!llvm.ptr, i32) -> !llvm.ptr, i32
// I32-NEXT: llvm.store %36, %37 : i32, !llvm.ptr
// I32-NEXT: %38 = llvm.getelementptr %26[%31] : (!llvm.ptr, i32) -> !llvm.ptr, i32
// I32-NEXT: llvm.store %32, %38 : i32, !llvm.ptr
// I32-NEXT: %39 = llvm.mul %32, %36 : i32
// I32-NEXT: %40 = llvm.sub %31, %28 : i32
// I32-NEXT: llvm.br ^bb1(%40, %39 : i32, i32)
// I32-NEXT: ^bb3:  // pred: ^bb1
// I32-NEXT: return %30 : memref<*xf32>
// I32-NEXT: }

// IFACE: llvm.func @malloc(i64) -> !llvm.ptr
// IFACE-NEXT: func.func @rc_ranked(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index, %arg3: index) -> memref<?x?xf32, strided<[?, 1], offset: ?>> {
// IFACE-NEXT: %0 = builtin.unrealized_conversion_cast %arg3 : index to i64
// IFACE-NEXT: %1 = builtin.unrealized_conversion_cast %arg2 : index to i64
// IFACE-NEXT: %2 = builtin.unrealized_conversion_cast %arg1 : index to i64
// IFACE-NEXT: %3 = builtin.unrealized_conversion_cast %arg0 : memref<?x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %4 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %5 = llvm.extractvalue %3[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %6 = llvm.extractvalue %3[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %7 = llvm.insertvalue %5, %4[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %8 = llvm.insertvalue %6, %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %9 = llvm.insertvalue %2, %8[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %10 = llvm.insertvalue %1, %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %11 = llvm.insertvalue %0, %10[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %12 = llvm.mlir.constant(10 : index) : i64
// IFACE-NEXT: %13 = llvm.insertvalue %12, %11[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %14 = llvm.mlir.constant(1 : index) : i64
// IFACE-NEXT: %15 = llvm.insertvalue %14, %13[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %16 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %17 = llvm.extractvalue %3[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %18 = llvm.extractvalue %3[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %19 = llvm.insertvalue %17, %16[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %20 = llvm.insertvalue %18, %19[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %21 = llvm.insertvalue %2, %20[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %22 = llvm.insertvalue %1, %21[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %23 = llvm.insertvalue %0, %22[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %24 = llvm.insertvalue %0, %23[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %25 = llvm.mlir.constant(1 : index) : i64
// IFACE-NEXT: %26 = llvm.insertvalue %25, %24[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %27 = builtin.unrealized_conversion_cast %26 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf32, strided<[?, 1], offset: ?>>
// IFACE-NEXT: return %27 : memref<?x?xf32, strided<[?, 1], offset: ?>>
// IFACE-NEXT: }
// IFACE-NEXT: func.func @rc_static(%arg0: memref<f32>) -> memref<2x3xf32, strided<[3, 1], offset: 5>> {
// IFACE-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<f32> to !llvm.struct<(ptr, ptr, i64)>
// IFACE-NEXT: %1 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %2 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64)>
// IFACE-NEXT: %3 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64)>
// IFACE-NEXT: %4 = llvm.insertvalue %2, %1[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %5 = llvm.insertvalue %3, %4[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %6 = llvm.mlir.constant(5 : index) : i64
// IFACE-NEXT: %7 = llvm.insertvalue %6, %5[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %8 = llvm.mlir.constant(2 : index) : i64
// IFACE-NEXT: %9 = llvm.insertvalue %8, %7[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %10 = llvm.mlir.constant(3 : index) : i64
// IFACE-NEXT: %11 = llvm.insertvalue %10, %9[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %12 = llvm.mlir.constant(3 : index) : i64
// IFACE-NEXT: %13 = llvm.insertvalue %12, %11[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %14 = llvm.mlir.constant(1 : index) : i64
// IFACE-NEXT: %15 = llvm.insertvalue %14, %13[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %16 = builtin.unrealized_conversion_cast %15 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<2x3xf32, strided<[3, 1], offset: 5>>
// IFACE-NEXT: return %16 : memref<2x3xf32, strided<[3, 1], offset: 5>>
// IFACE-NEXT: }
// IFACE-NEXT: func.func @rc_unranked(%arg0: memref<*xf32>, %arg1: index) -> memref<4x?xf32, strided<[?, 1], offset: ?>> {
// IFACE-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// IFACE-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// IFACE-NEXT: %2 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %3 = llvm.extractvalue %1[1] : !llvm.struct<(i64, ptr)>
// IFACE-NEXT: %4 = llvm.load %3 : !llvm.ptr -> !llvm.ptr
// IFACE-NEXT: %5 = llvm.getelementptr %3[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// IFACE-NEXT: %6 = llvm.load %5 : !llvm.ptr -> !llvm.ptr
// IFACE-NEXT: %7 = llvm.insertvalue %4, %2[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %8 = llvm.insertvalue %6, %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %9 = llvm.insertvalue %0, %8[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %10 = llvm.mlir.constant(4 : index) : i64
// IFACE-NEXT: %11 = llvm.insertvalue %10, %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %12 = llvm.insertvalue %0, %11[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %13 = llvm.insertvalue %0, %12[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %14 = llvm.mlir.constant(1 : index) : i64
// IFACE-NEXT: %15 = llvm.insertvalue %14, %13[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %16 = builtin.unrealized_conversion_cast %15 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<4x?xf32, strided<[?, 1], offset: ?>>
// IFACE-NEXT: return %16 : memref<4x?xf32, strided<[?, 1], offset: ?>>
// IFACE-NEXT: }
// IFACE-NEXT: func.func @msc(%arg0: memref<?xf32>, %arg1: memref<*xf32>) -> (memref<?xf32, 1>, memref<*xf32, 1>) {
// IFACE-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// IFACE-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// IFACE-NEXT: %2 = llvm.extractvalue %1[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// IFACE-NEXT: %3 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// IFACE-NEXT: %4 = llvm.extractvalue %1[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// IFACE-NEXT: %5 = llvm.extractvalue %1[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// IFACE-NEXT: %6 = llvm.extractvalue %1[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// IFACE-NEXT: %7 = llvm.addrspacecast %2 : !llvm.ptr to !llvm.ptr<1>
// IFACE-NEXT: %8 = llvm.addrspacecast %3 : !llvm.ptr to !llvm.ptr<1>
// IFACE-NEXT: %9 = llvm.mlir.undef : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// IFACE-NEXT: %10 = llvm.insertvalue %7, %9[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// IFACE-NEXT: %11 = llvm.insertvalue %8, %10[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// IFACE-NEXT: %12 = llvm.insertvalue %4, %11[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// IFACE-NEXT: %13 = llvm.insertvalue %5, %12[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// IFACE-NEXT: %14 = llvm.insertvalue %6, %13[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// IFACE-NEXT: %15 = builtin.unrealized_conversion_cast %14 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32, 1>
// IFACE-NEXT: %16 = llvm.extractvalue %0[0] : !llvm.struct<(i64, ptr)>
// IFACE-NEXT: %17 = llvm.extractvalue %0[1] : !llvm.struct<(i64, ptr)>
// IFACE-NEXT: %18 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// IFACE-NEXT: %19 = llvm.insertvalue %16, %18[0] : !llvm.struct<(i64, ptr)>
// IFACE-NEXT: %20 = llvm.mlir.constant(1 : index) : i64
// IFACE-NEXT: %21 = llvm.mlir.constant(2 : index) : i64
// IFACE-NEXT: %22 = llvm.mlir.constant(8 : index) : i64
// IFACE-NEXT: %23 = llvm.mlir.constant(8 : index) : i64
// IFACE-NEXT: %24 = llvm.mul %21, %23 : i64
// IFACE-NEXT: %25 = llvm.extractvalue %19[0] : !llvm.struct<(i64, ptr)>
// IFACE-NEXT: %26 = llvm.mul %21, %25 : i64
// IFACE-NEXT: %27 = llvm.add %26, %20 : i64
// IFACE-NEXT: %28 = llvm.mul %27, %22 : i64
// IFACE-NEXT: %29 = llvm.add %24, %28 : i64
// IFACE-NEXT: %30 = llvm.alloca %29 x i8 : (i64) -> !llvm.ptr
// IFACE-NEXT: %31 = llvm.insertvalue %30, %19[1] : !llvm.struct<(i64, ptr)>
// IFACE-NEXT: %32 = llvm.load %17 : !llvm.ptr -> !llvm.ptr
// IFACE-NEXT: %33 = llvm.getelementptr %17[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// IFACE-NEXT: %34 = llvm.load %33 : !llvm.ptr -> !llvm.ptr
// IFACE-NEXT: %35 = llvm.addrspacecast %32 : !llvm.ptr to !llvm.ptr<1>
// IFACE-NEXT: %36 = llvm.addrspacecast %34 : !llvm.ptr to !llvm.ptr<1>
// IFACE-NEXT: llvm.store %35, %30 : !llvm.ptr<1>, !llvm.ptr
// IFACE-NEXT: %37 = llvm.getelementptr %30[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr<1>
// IFACE-NEXT: llvm.store %36, %37 : !llvm.ptr<1>, !llvm.ptr
// IFACE-NEXT: %38 = llvm.getelementptr %17[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// IFACE-NEXT: %39 = llvm.getelementptr %30[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr<1>
// IFACE-NEXT: %40 = llvm.mlir.constant(16 : index) : i64
// IFACE-NEXT: %41 = llvm.sub %29, %40 : i64
// IFACE-NEXT: "llvm.intr.memcpy"(%39, %38, %41) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// IFACE-NEXT: %42 = builtin.unrealized_conversion_cast %31 : !llvm.struct<(i64, ptr)> to memref<*xf32, 1>
// IFACE-NEXT: return %15, %42 : memref<?xf32, 1>, memref<*xf32, 1>
// IFACE-NEXT: }
// IFACE-NEXT: func.func @reshape_static(%arg0: memref<4x1xf32>, %arg1: memref<3xi32>) -> memref<1x4xf32> {
// IFACE-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<4x1xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %1 = llvm.mlir.constant(2 : index) : i64
// IFACE-NEXT: %2 = llvm.mlir.constant(1 : index) : i64
// IFACE-NEXT: %3 = llvm.mlir.zero : !llvm.ptr
// IFACE-NEXT: %4 = llvm.getelementptr %3[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// IFACE-NEXT: %5 = llvm.ptrtoint %4 : !llvm.ptr to i64
// IFACE-NEXT: %6 = llvm.call @malloc(%5) : (i64) -> !llvm.ptr
// IFACE-NEXT: %7 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// IFACE-NEXT: %8 = llvm.insertvalue %6, %7[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// IFACE-NEXT: %9 = llvm.insertvalue %6, %8[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// IFACE-NEXT: %10 = llvm.mlir.constant(0 : index) : i64
// IFACE-NEXT: %11 = llvm.insertvalue %10, %9[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// IFACE-NEXT: %12 = llvm.insertvalue %1, %11[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// IFACE-NEXT: %13 = llvm.insertvalue %2, %12[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// IFACE-NEXT: %14 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %15 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %16 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %17 = llvm.insertvalue %15, %14[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %18 = llvm.insertvalue %16, %17[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %19 = llvm.mlir.constant(0 : index) : i64
// IFACE-NEXT: %20 = llvm.insertvalue %19, %18[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %21 = llvm.mlir.constant(1 : index) : i64
// IFACE-NEXT: %22 = llvm.mlir.constant(4 : index) : i64
// IFACE-NEXT: %23 = llvm.insertvalue %22, %20[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %24 = llvm.insertvalue %21, %23[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %25 = llvm.mul %21, %22 : i64
// IFACE-NEXT: %26 = llvm.mlir.constant(4 : index) : i64
// IFACE-NEXT: %27 = llvm.mlir.constant(1 : index) : i64
// IFACE-NEXT: %28 = llvm.insertvalue %27, %24[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %29 = llvm.insertvalue %26, %28[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %30 = llvm.mul %26, %27 : i64
// IFACE-NEXT: %31 = builtin.unrealized_conversion_cast %29 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<1x4xf32>
// IFACE-NEXT: return %31 : memref<1x4xf32>
// IFACE-NEXT: }
// IFACE-NEXT: func.func @reshape_dyn(%arg0: memref<2x3xf32>, %arg1: memref<?xindex>) -> memref<*xf32> {
// IFACE-NEXT: %reshape = memref.reshape %arg0(%arg1) : (memref<2x3xf32>, memref<?xindex>) -> memref<*xf32>
// IFACE-NEXT: return %reshape : memref<*xf32>
// IFACE-NEXT: }
// IFACE-NEXT: func.func @prefetch(%arg0: memref<10x?xf32>, %arg1: index) {
// IFACE-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// IFACE-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<10x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %3 = llvm.extractvalue %1[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %4 = llvm.mul %0, %3 : i64
// IFACE-NEXT: %5 = llvm.add %4, %0 : i64
// IFACE-NEXT: %6 = llvm.getelementptr %2[%5] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// IFACE-NEXT: "llvm.intr.prefetch"(%6) <{cache = 1 : i32, hint = 3 : i32, rw = 1 : i32}> : (!llvm.ptr) -> ()
// IFACE-NEXT: %7 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %8 = llvm.extractvalue %1[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// IFACE-NEXT: %9 = llvm.mul %0, %8 : i64
// IFACE-NEXT: %10 = llvm.add %9, %0 : i64
// IFACE-NEXT: %11 = llvm.getelementptr %7[%10] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// IFACE-NEXT: "llvm.intr.prefetch"(%11) <{cache = 0 : i32, hint = 1 : i32, rw = 0 : i32}> : (!llvm.ptr) -> ()
// IFACE-NEXT: return
// IFACE-NEXT: }
// IFACE-NEXT: func.func @reshape_dyn_sizes(%arg0: memref<?xf32>, %arg1: memref<2xindex>) -> memref<?x4xf32> {
// IFACE-NEXT: %reshape = memref.reshape %arg0(%arg1) : (memref<?xf32>, memref<2xindex>) -> memref<?x4xf32>
// IFACE-NEXT: return %reshape : memref<?x4xf32>
// IFACE-NEXT: }
// IFACE-NEXT: func.func @reshape_i32(%arg0: memref<?xf32>, %arg1: memref<2xi32>) -> memref<?x?xf32> {
// IFACE-NEXT: %reshape = memref.reshape %arg0(%arg1) : (memref<?xf32>, memref<2xi32>) -> memref<?x?xf32>
// IFACE-NEXT: return %reshape : memref<?x?xf32>
// IFACE-NEXT: }
// IFACE-NEXT: func.func @reshape_unranked_src(%arg0: memref<*xf32>, %arg1: memref<?xi32>) -> memref<*xf32> {
// IFACE-NEXT: %reshape = memref.reshape %arg0(%arg1) : (memref<*xf32>, memref<?xi32>) -> memref<*xf32>
// IFACE-NEXT: return %reshape : memref<*xf32>
// IFACE-NEXT: }
