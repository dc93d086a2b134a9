// RUN: mlir-opt %s -convert-func-to-llvm | FileCheck %s
// RUN: mlir-opt %s -llvm-request-c-wrappers -convert-func-to-llvm | FileCheck %s --check-prefix=REQUEST
// RUN: mlir-opt %s -convert-func-to-llvm -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// C interface wrappers: _mlir_ciface_ functions for a function with a body
// (descriptors loaded, struct results stored through the first argument) and
// for an external one (which becomes a private function calling it);
// -llvm-request-c-wrappers asks for them on every function.

// CHECK: module {
// CHECK-NEXT:   llvm.func @with_body(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: f32) -> !llvm.struct<(struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, f32)> attributes {llvm.emit_c_interface} {
// CHECK-NEXT:     %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %7 = llvm.insertvalue %arg6, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %8 = builtin.unrealized_conversion_cast %7 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<?x4xf32>
// CHECK-NEXT:     %9 = builtin.unrealized_conversion_cast %8 : memref<?x4xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %10 = llvm.mlir.undef : !llvm.struct<(struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, f32)>
// CHECK-NEXT:     %11 = llvm.insertvalue %9, %10[0] : !llvm.struct<(struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, f32)>
// CHECK-NEXT:     %12 = llvm.insertvalue %arg7, %11[1] : !llvm.struct<(struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, f32)>
// CHECK-NEXT:     llvm.return %12 : !llvm.struct<(struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, f32)>
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @_mlir_ciface_with_body(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: f32) attributes {llvm.emit_c_interface} {
// CHECK-NEXT:     %0 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %1 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %2 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %3 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %4 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %5 = llvm.extractvalue %0[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %6 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %7 = llvm.extractvalue %0[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %8 = llvm.call @with_body(%1, %2, %3, %4, %5, %6, %7, %arg2) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, f32) -> !llvm.struct<(struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, f32)>
// CHECK-NEXT:     llvm.store %8, %arg0 : !llvm.struct<(struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, f32)>, !llvm.ptr
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func private @external(%arg0: i64, %arg1: !llvm.ptr, %arg2: i64) -> (i64 {test.res}) attributes {llvm.emit_c_interface, sym_visibility = "private"} {
// CHECK-NEXT:     %0 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %3 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %4 = llvm.alloca %3 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// CHECK-NEXT:     llvm.store %2, %4 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// CHECK-NEXT:     %5 = llvm.call @_mlir_ciface_external(%4, %arg2) : (!llvm.ptr, i64) -> i64
// CHECK-NEXT:     llvm.return %5 : i64
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @_mlir_ciface_external(!llvm.ptr {test.arg}, i64) -> (i64 {test.res}) attributes {llvm.emit_c_interface, sym_visibility = "private"}
// CHECK-NEXT:   llvm.func @plain(%arg0: f32) -> f32 {
// CHECK-NEXT:     llvm.return %arg0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }

// REQUEST: module {
// REQUEST-NEXT:   llvm.func @with_body(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: f32) -> !llvm.struct<(struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, f32)> attributes {llvm.emit_c_interface} {
// REQUEST-NEXT:     %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// REQUEST-NEXT:     %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// REQUEST-NEXT:     %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// REQUEST-NEXT:     %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// REQUEST-NEXT:     %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// REQUEST-NEXT:     %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// REQUEST-NEXT:     %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// REQUEST-NEXT:     %7 = llvm.insertvalue %arg6, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// REQUEST-NEXT:     %8 = builtin.unrealized_conversion_cast %7 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<?x4xf32>
// REQUEST-NEXT:     %9 = builtin.unrealized_conversion_cast %8 : memref<?x4xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// REQUEST-NEXT:     %10 = llvm.mlir.undef : !llvm.struct<(struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, f32)>
// REQUEST-NEXT:     %11 = llvm.insertvalue %9, %10[0] : !llvm.struct<(struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, f32)>
// REQUEST-NEXT:     %12 = llvm.insertvalue %arg7, %11[1] : !llvm.struct<(struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, f32)>
// REQUEST-NEXT:     llvm.return %12 : !llvm.struct<(struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, f32)>
// REQUEST-NEXT:   }
// REQUEST-NEXT:   llvm.func @_mlir_ciface_with_body(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: f32) attributes {llvm.emit_c_interface} {
// REQUEST-NEXT:     %0 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// REQUEST-NEXT:     %1 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// REQUEST-NEXT:     %2 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// REQUEST-NEXT:     %3 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// REQUEST-NEXT:     %4 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// REQUEST-NEXT:     %5 = llvm.extractvalue %0[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// REQUEST-NEXT:     %6 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// REQUEST-NEXT:     %7 = llvm.extractvalue %0[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// REQUEST-NEXT:     %8 = llvm.call @with_body(%1, %2, %3, %4, %5, %6, %7, %arg2) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, f32) -> !llvm.struct<(struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, f32)>
// REQUEST-NEXT:     llvm.store %8, %arg0 : !llvm.struct<(struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, f32)>, !llvm.ptr
// REQUEST-NEXT:     llvm.return
// REQUEST-NEXT:   }
// REQUEST-NEXT:   llvm.func private @external(%arg0: i64, %arg1: !llvm.ptr, %arg2: i64) -> (i64 {test.res}) attributes {llvm.emit_c_interface, sym_visibility = "private"} {
// REQUEST-NEXT:     %0 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// REQUEST-NEXT:     %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)>
// REQUEST-NEXT:     %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)>
// REQUEST-NEXT:     %3 = llvm.mlir.constant(1 : index) : i64
// REQUEST-NEXT:     %4 = llvm.alloca %3 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// REQUEST-NEXT:     llvm.store %2, %4 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// REQUEST-NEXT:     %5 = llvm.call @_mlir_ciface_external(%4, %arg2) : (!llvm.ptr, i64) -> i64
// REQUEST-NEXT:     llvm.return %5 : i64
// REQUEST-NEXT:   }
// REQUEST-NEXT:   llvm.func @_mlir_ciface_external(!llvm.ptr {test.arg}, i64) -> (i64 {test.res}) attributes {llvm.emit_c_interface, sym_visibility = "private"}
// REQUEST-NEXT:   llvm.func @plain(%arg0: f32) -> f32 attributes {llvm.emit_c_interface} {
// REQUEST-NEXT:     llvm.return %arg0 : f32
// REQUEST-NEXT:   }
// REQUEST-NEXT:   llvm.func @_mlir_ciface_plain(%arg0: f32) -> f32 attributes {llvm.emit_c_interface} {
// REQUEST-NEXT:     %0 = llvm.call @plain(%arg0) : (f32) -> f32
// REQUEST-NEXT:     llvm.return %0 : f32
// REQUEST-NEXT:   }
// REQUEST-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<struct<(struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, f32)> (ptr, ptr, i64, i64, i64, i64, i64, f32)>, linkage = #llvm.linkage<external>, sym_name = "with_body", visibility_ = 0 : i64}> ({
// GENERIC-NEXT:   ^bb0(%arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: i64, %arg14: f32):
// GENERIC-NEXT:     %15 = "llvm.mlir.undef"() : () -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// GENERIC-NEXT:     %16 = "llvm.insertvalue"(%15, %arg7) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// GENERIC-NEXT:     %17 = "llvm.insertvalue"(%16, %arg8) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// GENERIC-NEXT:     %18 = "llvm.insertvalue"(%17, %arg9) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// GENERIC-NEXT:     %19 = "llvm.insertvalue"(%18, %arg10) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// GENERIC-NEXT:     %20 = "llvm.insertvalue"(%19, %arg12) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// GENERIC-NEXT:     %21 = "llvm.insertvalue"(%20, %arg11) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// GENERIC-NEXT:     %22 = "llvm.insertvalue"(%21, %arg13) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// GENERIC-NEXT:     %23 = "builtin.unrealized_conversion_cast"(%22) : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> memref<?x4xf32>
// GENERIC-NEXT:     %24 = "builtin.unrealized_conversion_cast"(%23) : (memref<?x4xf32>) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// GENERIC-NEXT:     %25 = "llvm.mlir.undef"() : () -> !llvm.struct<(struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, f32)>
// GENERIC-NEXT:     %26 = "llvm.insertvalue"(%25, %24) <{position = array<i64: 0>}> : (!llvm.struct<(struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, f32)>, !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.struct<(struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, f32)>
// GENERIC-NEXT:     %27 = "llvm.insertvalue"(%26, %arg14) <{position = array<i64: 1>}> : (!llvm.struct<(struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, f32)>, f32) -> !llvm.struct<(struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, f32)>
// GENERIC-NEXT:     "llvm.return"(%27) : (!llvm.struct<(struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, f32)>) -> ()
// GENERIC-NEXT:   }) {llvm.emit_c_interface} : () -> ()
// GENERIC-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, ptr, f32)>, linkage = #llvm.linkage<external>, sym_name = "_mlir_ciface_with_body", visibility_ = 0 : i64}> ({
// GENERIC-NEXT:   ^bb0(%arg4: !llvm.ptr, %arg5: !llvm.ptr, %arg6: f32):
// GENERIC-NEXT:     %6 = "llvm.load"(%arg5) <{ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// GENERIC-NEXT:     %7 = "llvm.extractvalue"(%6) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
// GENERIC-NEXT:     %8 = "llvm.extractvalue"(%6) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
// GENERIC-NEXT:     %9 = "llvm.extractvalue"(%6) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
// GENERIC-NEXT:     %10 = "llvm.extractvalue"(%6) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
// GENERIC-NEXT:     %11 = "llvm.extractvalue"(%6) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
// GENERIC-NEXT:     %12 = "llvm.extractvalue"(%6) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
// GENERIC-NEXT:     %13 = "llvm.extractvalue"(%6) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
// GENERIC-NEXT:     %14 = "llvm.call"(%7, %8, %9, %10, %11, %12, %13, %arg6) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @with_body, fastmathFlags = #llvm.fastmath<none>}> : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, f32) -> !llvm.struct<(struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, f32)>
// GENERIC-NEXT:     "llvm.store"(%14, %arg4) <{ordering = 0 : i64}> : (!llvm.struct<(struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, f32)>, !llvm.ptr) -> ()
// GENERIC-NEXT:     "llvm.return"() : () -> ()
// GENERIC-NEXT:   }) {llvm.emit_c_interface} : () -> ()
// GENERIC-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, arg_attrs = [{}, {}, {}], function_type = !llvm.func<i64 (i64, ptr, i64)>, linkage = #llvm.linkage<private>, res_attrs = [{test.res}], sym_name = "external", sym_visibility = "private", visibility_ = 0 : i64}> ({
// GENERIC-NEXT:   ^bb0(%arg1: i64, %arg2: !llvm.ptr, %arg3: i64):
// GENERIC-NEXT:     %0 = "llvm.mlir.undef"() : () -> !llvm.struct<(i64, ptr)>
// GENERIC-NEXT:     %1 = "llvm.insertvalue"(%0, %arg1) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>, i64) -> !llvm.struct<(i64, ptr)>
// GENERIC-NEXT:     %2 = "llvm.insertvalue"(%1, %arg2) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
// GENERIC-NEXT:     %3 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
// GENERIC-NEXT:     %4 = "llvm.alloca"(%3) <{elem_type = !llvm.struct<(i64, ptr)>}> : (i64) -> !llvm.ptr
// GENERIC-NEXT:     "llvm.store"(%2, %4) <{ordering = 0 : i64}> : (!llvm.struct<(i64, ptr)>, !llvm.ptr) -> ()
// GENERIC-NEXT:     %5 = "llvm.call"(%4, %arg3) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @_mlir_ciface_external, fastmathFlags = #llvm.fastmath<none>}> : (!llvm.ptr, i64) -> i64
// GENERIC-NEXT:     "llvm.return"(%5) : (i64) -> ()
// GENERIC-NEXT:   }) {llvm.emit_c_interface} : () -> ()
// GENERIC-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, arg_attrs = [{test.arg}, {}], function_type = !llvm.func<i64 (ptr, i64)>, linkage = #llvm.linkage<external>, res_attrs = [{test.res}], sym_name = "_mlir_ciface_external", sym_visibility = "private", visibility_ = 0 : i64}> ({
// GENERIC-NEXT:   }) {llvm.emit_c_interface} : () -> ()
// GENERIC-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f32 (f32)>, linkage = #llvm.linkage<external>, sym_name = "plain", visibility_ = 0 : i64}> ({
// GENERIC-NEXT:   ^bb0(%arg0: f32):
// GENERIC-NEXT:     "llvm.return"(%arg0) : (f32) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()

func.func @with_body(%m: memref<?x4xf32>, %s: f32) -> (memref<?x4xf32>, f32) attributes {llvm.emit_c_interface} {
  return %m, %s : memref<?x4xf32>, f32
}
func.func private @external(%u: memref<*xi8> {test.arg}, %i: index) -> (index {test.res}) attributes {llvm.emit_c_interface}
func.func @plain(%x: f32) -> f32 {
  return %x : f32
}
