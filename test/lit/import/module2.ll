; RUN: llmir-translate --import-llvm %s | FileCheck %s
; REQUIRES: llmir-translate
; Constructs not covered elsewhere, as mlir-translate-19 imports them:
; comdats of each selection kind, half/bfloat/fp128/x86_fp80 globals,
; global_dtors, sret/inalloca parameters, scalable vectors, a garbage
; collector, fshl/fshr, calling conventions, target extension types;
; the target triple and ifuncs are not imported by MLIR 19.
target triple = "x86_64-unknown-linux-gnu"
$c1 = comdat any
$c2 = comdat largest
$c3 = comdat nodeduplicate
@g1 = linkonce_odr global i32 1, comdat($c1)
@g2 = global i64 2, comdat($c2)
@g3 = weak global half 1.5, comdat($c3)
@h = global bfloat 2.0
@q = global fp128 0xL00000000000000003FFF000000000000
@x = global x86_fp80 0xK3FFF8000000000000000
@llvm.global_dtors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @dtor, ptr null }]
define void @dtor() {
  ret void
}
define void @sv(ptr sret({ i64, i64 }) %out, <vscale x 4 x i32> %v, ptr inalloca(i32) %ia) gc "shadow-stack" {
  ret void
}
define i32 @rot(i32 %a, i32 %b) {
  %r = call i32 @llvm.fshl.i32(i32 %a, i32 %b, i32 3)
  %s = call i32 @llvm.fshr.i32(i32 %a, i32 %b, i32 %r)
  ret i32 %s
}
define fastcc void @fcc() {
  ret void
}
define coldcc void @ccc2() {
  call fastcc void @fcc()
  ret void
}
define x86_vectorcallcc void @vcc() {
  ret void
}
declare i32 @llvm.fshl.i32(i32, i32, i32)
declare i32 @llvm.fshr.i32(i32, i32, i32)
@ifn = ifunc void (), ptr @resolver
define ptr @resolver() {
  ret ptr null
}
define void @tt(target("spirv.Image", i32, 1) %t) {
  ret void
}
; CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<{{.*}}>} {
; CHECK-NEXT:   llvm.comdat @__llvm_global_comdat {
; CHECK-NEXT:     llvm.comdat_selector @c1 any
; CHECK-NEXT:     llvm.comdat_selector @c2 largest
; CHECK-NEXT:     llvm.comdat_selector @c3 nodeduplicate
; CHECK-NEXT:   }
; CHECK-NEXT:   llvm.mlir.global linkonce_odr @g1(1 : i32) comdat(@__llvm_global_comdat::@c1) {addr_space = 0 : i32} : i32
; CHECK-NEXT:   llvm.mlir.global external @g2(2 : i64) comdat(@__llvm_global_comdat::@c2) {addr_space = 0 : i32} : i64
; CHECK-NEXT:   llvm.mlir.global weak @g3(1.500000e+00 : f16) comdat(@__llvm_global_comdat::@c3) {addr_space = 0 : i32} : f16
; CHECK-NEXT:   llvm.mlir.global external @h(2.000000e+00 : bf16) {addr_space = 0 : i32} : bf16
; CHECK-NEXT:   llvm.mlir.global external @q(1.000000e+00 : f128) {addr_space = 0 : i32} : f128
; CHECK-NEXT:   llvm.mlir.global external @x(1.000000e+00 : f80) {addr_space = 0 : i32} : f80
; CHECK-NEXT:   llvm.mlir.global_dtors {dtors = [@dtor], priorities = [65535 : i32]}
; CHECK-NEXT:   llvm.func @dtor() {
; CHECK-NEXT:     llvm.return
; CHECK-NEXT:   }
; CHECK-NEXT:   llvm.func @sv(%arg0: !llvm.ptr {llvm.sret = !llvm.struct<(i64, i64)>}, %arg1: !llvm.vec<? x 4 x  i32>, %arg2: !llvm.ptr {llvm.inalloca = i32}) attributes {garbageCollector = "shadow-stack"} {
; CHECK-NEXT:     llvm.return
; CHECK-NEXT:   }
; CHECK-NEXT:   llvm.func @rot(%arg0: i32, %arg1: i32) -> i32 {
; CHECK-NEXT:     %0 = llvm.mlir.constant(3 : i32) : i32
; CHECK-NEXT:     %1 = llvm.intr.fshl(%arg0, %arg1, %0)  : (i32, i32, i32) -> i32
; CHECK-NEXT:     %2 = llvm.intr.fshr(%arg0, %arg1, %1)  : (i32, i32, i32) -> i32
; CHECK-NEXT:     llvm.return %2 : i32
; CHECK-NEXT:   }
; CHECK-NEXT:   llvm.func fastcc @fcc() {
; CHECK-NEXT:     llvm.return
; CHECK-NEXT:   }
; CHECK-NEXT:   llvm.func coldcc @ccc2() {
; CHECK-NEXT:     llvm.call fastcc @fcc() : () -> ()
; CHECK-NEXT:     llvm.return
; CHECK-NEXT:   }
; CHECK-NEXT:   llvm.func x86_vectorcallcc @vcc() {
; CHECK-NEXT:     llvm.return
; CHECK-NEXT:   }
; CHECK-NEXT:   llvm.func @resolver() -> !llvm.ptr {
; CHECK-NEXT:     %0 = llvm.mlir.zero : !llvm.ptr
; CHECK-NEXT:     llvm.return %0 : !llvm.ptr
; CHECK-NEXT:   }
; CHECK-NEXT:   llvm.func @tt(%arg0: !llvm.target<"spirv.Image", i32, 1>) {
; CHECK-NEXT:     llvm.return
; CHECK-NEXT:   }
; CHECK-NEXT: }
