// RUN: mlir-opt %s -convert-func-to-llvm=use-bare-ptr-memref-call-conv=1 | FileCheck %s
// RUN: mlir-opt %s -convert-func-to-llvm=use-bare-ptr-memref-call-conv=1 -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: mlir-opt %s -convert-func-to-llvm | FileCheck %s --check-prefix=DEFAULT

// convert-func-to-llvm's bare-pointer calling convention: statically shaped
// memrefs pass as pointers and are rebuilt into descriptors where used; a
// dynamic memref keeps the function unconverted; `llvm.bareptr` asks for the
// convention on one function.

// CHECK: module {
// CHECK-NEXT:   llvm.func @ext(!llvm.ptr) -> !llvm.ptr attributes {sym_visibility = "private"}
// CHECK-NEXT:   llvm.func @use(%arg0: !llvm.ptr, %arg1: !llvm.ptr) -> !llvm.ptr {
// CHECK-NEXT:     %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %2 = llvm.insertvalue %arg0, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %3 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %4 = llvm.insertvalue %3, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %5 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:     %6 = llvm.insertvalue %5, %4[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %7 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:     %8 = llvm.insertvalue %7, %6[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %9 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:     %10 = llvm.insertvalue %9, %8[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %11 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %12 = llvm.insertvalue %11, %10[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %13 = builtin.unrealized_conversion_cast %12 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<4x2xf32>
// CHECK-NEXT:     %14 = builtin.unrealized_conversion_cast %13 : memref<4x2xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %15 = llvm.extractvalue %14[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %16 = llvm.call @ext(%15) : (!llvm.ptr) -> !llvm.ptr
// CHECK-NEXT:     %17 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %18 = llvm.insertvalue %16, %17[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %19 = llvm.insertvalue %16, %18[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %20 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %21 = llvm.insertvalue %20, %19[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %22 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %23 = llvm.insertvalue %22, %21[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %24 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %25 = llvm.insertvalue %24, %23[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %26 = llvm.extractvalue %25[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     llvm.return %26 : !llvm.ptr
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dynamic(%arg0: memref<?xf32>) -> memref<?xf32> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     llvm.return %0 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @per_function(%arg0: !llvm.ptr, %arg1: f32) -> f32 attributes {llvm.bareptr} {
// CHECK-NEXT:     llvm.return %arg1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr (ptr)>, linkage = #llvm.linkage<external>, sym_name = "ext", sym_visibility = "private", visibility_ = 0 : i64}> ({
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr (ptr, ptr)>, linkage = #llvm.linkage<external>, sym_name = "use", visibility_ = 0 : i64}> ({
// GENERIC-NEXT:   ^bb0(%arg3: !llvm.ptr, %arg4: !llvm.ptr):
// GENERIC-NEXT:     %1 = "llvm.mlir.undef"() : () -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// GENERIC-NEXT:     %2 = "llvm.insertvalue"(%1, %arg3) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// GENERIC-NEXT:     %3 = "llvm.insertvalue"(%2, %arg3) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// GENERIC-NEXT:     %4 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
// GENERIC-NEXT:     %5 = "llvm.insertvalue"(%3, %4) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// GENERIC-NEXT:     %6 = "llvm.mlir.constant"() <{value = 4 : index}> : () -> i64
// GENERIC-NEXT:     %7 = "llvm.insertvalue"(%5, %6) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// GENERIC-NEXT:     %8 = "llvm.mlir.constant"() <{value = 2 : index}> : () -> i64
// GENERIC-NEXT:     %9 = "llvm.insertvalue"(%7, %8) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// GENERIC-NEXT:     %10 = "llvm.mlir.constant"() <{value = 2 : index}> : () -> i64
// GENERIC-NEXT:     %11 = "llvm.insertvalue"(%9, %10) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// GENERIC-NEXT:     %12 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
// GENERIC-NEXT:     %13 = "llvm.insertvalue"(%11, %12) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// GENERIC-NEXT:     %14 = "builtin.unrealized_conversion_cast"(%13) : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> memref<4x2xf32>
// GENERIC-NEXT:     %15 = "builtin.unrealized_conversion_cast"(%14) : (memref<4x2xf32>) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// GENERIC-NEXT:     %16 = "llvm.extractvalue"(%15) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
// GENERIC-NEXT:     %17 = "llvm.call"(%16) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @ext, fastmathFlags = #llvm.fastmath<none>}> : (!llvm.ptr) -> !llvm.ptr
// GENERIC-NEXT:     %18 = "llvm.mlir.undef"() : () -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC-NEXT:     %19 = "llvm.insertvalue"(%18, %17) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC-NEXT:     %20 = "llvm.insertvalue"(%19, %17) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC-NEXT:     %21 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
// GENERIC-NEXT:     %22 = "llvm.insertvalue"(%20, %21) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC-NEXT:     %23 = "llvm.mlir.constant"() <{value = 8 : index}> : () -> i64
// GENERIC-NEXT:     %24 = "llvm.insertvalue"(%22, %23) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC-NEXT:     %25 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
// GENERIC-NEXT:     %26 = "llvm.insertvalue"(%24, %25) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC-NEXT:     %27 = "llvm.extractvalue"(%26) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
// GENERIC-NEXT:     "llvm.return"(%27) : (!llvm.ptr) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (memref<?xf32>) -> memref<?xf32>, sym_name = "dynamic"}> ({
// GENERIC-NEXT:   ^bb0(%arg2: memref<?xf32>):
// GENERIC-NEXT:     %0 = "builtin.unrealized_conversion_cast"(%arg2) : (memref<?xf32>) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC-NEXT:     "llvm.return"(%0) : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f32 (ptr, f32)>, linkage = #llvm.linkage<external>, sym_name = "per_function", visibility_ = 0 : i64}> ({
// GENERIC-NEXT:   ^bb0(%arg0: !llvm.ptr, %arg1: f32):
// GENERIC-NEXT:     "llvm.return"(%arg1) : (f32) -> ()
// GENERIC-NEXT:   }) {llvm.bareptr} : () -> ()
// GENERIC-NEXT: }) : () -> ()

// DEFAULT: module {
// DEFAULT-NEXT:   llvm.func @ext(!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> attributes {sym_visibility = "private"}
// DEFAULT-NEXT:   llvm.func @use(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> {
// DEFAULT-NEXT:     %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// DEFAULT-NEXT:     %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// DEFAULT-NEXT:     %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// DEFAULT-NEXT:     %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// DEFAULT-NEXT:     %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// DEFAULT-NEXT:     %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// DEFAULT-NEXT:     %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// DEFAULT-NEXT:     %7 = llvm.insertvalue %arg6, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// DEFAULT-NEXT:     %8 = builtin.unrealized_conversion_cast %7 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<4x2xf32>
// DEFAULT-NEXT:     %9 = builtin.unrealized_conversion_cast %8 : memref<4x2xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// DEFAULT-NEXT:     %10 = llvm.extractvalue %9[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// DEFAULT-NEXT:     %11 = llvm.extractvalue %9[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// DEFAULT-NEXT:     %12 = llvm.extractvalue %9[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// DEFAULT-NEXT:     %13 = llvm.extractvalue %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// DEFAULT-NEXT:     %14 = llvm.extractvalue %9[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// DEFAULT-NEXT:     %15 = llvm.extractvalue %9[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// DEFAULT-NEXT:     %16 = llvm.extractvalue %9[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// DEFAULT-NEXT:     %17 = llvm.call @ext(%10, %11, %12, %13, %14, %15, %16) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// DEFAULT-NEXT:     llvm.return %17 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// DEFAULT-NEXT:   }
// DEFAULT-NEXT:   llvm.func @dynamic(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> {
// DEFAULT-NEXT:     %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// DEFAULT-NEXT:     %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// DEFAULT-NEXT:     %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// DEFAULT-NEXT:     %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// DEFAULT-NEXT:     %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// DEFAULT-NEXT:     %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// DEFAULT-NEXT:     %6 = builtin.unrealized_conversion_cast %5 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32>
// DEFAULT-NEXT:     %7 = builtin.unrealized_conversion_cast %6 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// DEFAULT-NEXT:     llvm.return %7 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// DEFAULT-NEXT:   }
// DEFAULT-NEXT:   llvm.func @per_function(%arg0: !llvm.ptr, %arg1: f32) -> f32 attributes {llvm.bareptr} {
// DEFAULT-NEXT:     llvm.return %arg1 : f32
// DEFAULT-NEXT:   }
// DEFAULT-NEXT: }

func.func private @ext(memref<4x2xf32>) -> memref<8xi8>

func.func @use(%a: memref<4x2xf32>, %unused: memref<3xf32>) -> memref<8xi8> {
  %0 = call @ext(%a) : (memref<4x2xf32>) -> memref<8xi8>
  return %0 : memref<8xi8>
}

func.func @dynamic(%a: memref<?xf32>) -> memref<?xf32> {
  return %a : memref<?xf32>
}

func.func @per_function(%a: memref<2xf32>, %b: f32) -> f32 attributes {llvm.bareptr} {
  return %b : f32
}
