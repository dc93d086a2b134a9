; RUN: llmir-translate --import-llvm %s | FileCheck %s
; REQUIRES: llmir-translate
; A global pointing into itself (no function uses it): MLIR 19 walks the
; initializers of the globals it meets (materialising @h's value, unused)
; and stops at the constant already on its path.
@h = global [2 x i32] [i32 5, i32 6]
@g = global { ptr, i64, ptr } { ptr getelementptr (i8, ptr @g, i64 8), i64 1, ptr @h }
; CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<{{.*}}>} {
; CHECK-NEXT:   llvm.mlir.global external @h(dense<[5, 6]> : tensor<2xi32>) {addr_space = 0 : i32} : !llvm.array<2 x i32>
; CHECK-NEXT:   llvm.mlir.global external @g() {addr_space = 0 : i32} : !llvm.struct<(ptr, i64, ptr)> {
; CHECK-NEXT:     %0 = llvm.mlir.constant(dense<[5, 6]> : tensor<2xi32>) : !llvm.array<2 x i32>
; CHECK-NEXT:     %1 = llvm.mlir.addressof @h : !llvm.ptr
; CHECK-NEXT:     %2 = llvm.mlir.constant(1 : i64) : i64
; CHECK-NEXT:     %3 = llvm.mlir.constant(8 : i64) : i64
; CHECK-NEXT:     %4 = llvm.mlir.addressof @g : !llvm.ptr
; CHECK-NEXT:     %5 = llvm.getelementptr %4[%3] : (!llvm.ptr, i64) -> !llvm.ptr, i8
; CHECK-NEXT:     %6 = llvm.mlir.undef : !llvm.struct<(ptr, i64, ptr)>
; CHECK-NEXT:     %7 = llvm.insertvalue %5, %6[0] : !llvm.struct<(ptr, i64, ptr)> 
; CHECK-NEXT:     %8 = llvm.insertvalue %2, %7[1] : !llvm.struct<(ptr, i64, ptr)> 
; CHECK-NEXT:     %9 = llvm.insertvalue %1, %8[2] : !llvm.struct<(ptr, i64, ptr)> 
; CHECK-NEXT:     llvm.return %9 : !llvm.struct<(ptr, i64, ptr)>
; CHECK-NEXT:   }
; CHECK-NEXT: }
