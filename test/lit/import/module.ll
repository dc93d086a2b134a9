; RUN: llmir-translate --import-llvm %s | FileCheck %s
; RUN: llmir-translate -import-llvm %s | FileCheck %s
; REQUIRES: llmir-translate
; Module level: data layout, globals with attribute and region
; initializers, declarations and definitions with linkage, visibility,
; calling conventions, unnamed_addr, sections, alignment, parameter and
; function attributes (passthrough), varargs, global ctors.
target datalayout = "e-i64:64-i128:128-f80:128-n8:16:32:64-S128"

@g0 = global i32 42, align 4
@g1 = internal constant [4 x i8] c"abc\00", align 1
@g2 = private unnamed_addr constant [2 x i32] [i32 1, i32 2]
@g3 = external global double
@g4 = dso_local local_unnamed_addr global ptr @g0, align 8
@g5 = weak hidden global i64 0, section "data2"
@g6 = thread_local global i16 7
@g7 = global { i32, ptr } { i32 1, ptr @g0 }
@g8 = global [2 x ptr] [ptr @g0, ptr getelementptr (i8, ptr @g0, i64 4)]
@g9 = common global [8 x i8] zeroinitializer, align 1
@g10 = global <4 x float> <float 1.0, float 2.0, float 3.0, float 4.0>
@g11 = global [2 x [2 x i16]] [[2 x i16] [i16 1, i16 2], [2 x i16] [i16 3, i16 4]]
@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @init, ptr null }]

define internal void @init() { ret void }
declare i32 @printf(ptr noundef, ...)
declare noalias ptr @malloc(i64 noundef) #1
declare protected fastcc void @ext(ptr nocapture readonly, i32 signext, ptr byval(i64) align 8)
define weak_odr dso_local i32 @f(i32 noundef %a) #0 section "text2" align 16 {
  ret i32 %a
}
define linkonce_odr hidden zeroext i8 @h(ptr nonnull dereferenceable(8) %p) unnamed_addr {
  %v = load i8, ptr %p
  ret i8 %v
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "no-trapping-math"="true" "target-cpu"="x86-64" "target-features"="+cx8,+sse2" "tune-cpu"="generic" }
attributes #1 = { nounwind willreturn memory(inaccessiblemem: readwrite) allocsize(0) "alloc-family"="malloc" }

; CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<
; CHECK-NEXT:   llvm.mlir.global external @g0(42 : i32) {addr_space = 0 : i32, alignment = 4 : i64} : i32
; CHECK-NEXT:   llvm.mlir.global internal constant @g1("abc\00") {addr_space = 0 : i32, alignment = 1 : i64, dso_local}
; CHECK-NEXT:   llvm.mlir.global private unnamed_addr constant @g2(dense<[1, 2]> : tensor<2xi32>) {addr_space = 0 : i32, dso_local} : !llvm.array<2 x i32>
; CHECK-NEXT:   llvm.mlir.global external @g3() {addr_space = 0 : i32} : f64
; CHECK-NEXT:   llvm.mlir.global external local_unnamed_addr @g4() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.ptr {
; CHECK-NEXT:     %0 = llvm.mlir.constant(42 : i32) : i32
; CHECK-NEXT:     %1 = llvm.mlir.addressof @g0 : !llvm.ptr
; CHECK-NEXT:     llvm.return %1 : !llvm.ptr
; CHECK-NEXT:   }
; CHECK-NEXT:   llvm.mlir.global weak hidden @g5(0 : i64) {addr_space = 0 : i32, dso_local, section = "data2"} : i64
; CHECK-NEXT:   llvm.mlir.global external thread_local @g6(7 : i16) {addr_space = 0 : i32} : i16
; CHECK-NEXT:   llvm.mlir.global external @g7() {addr_space = 0 : i32} : !llvm.struct<(i32, ptr)> {
; CHECK-NEXT:     %0 = llvm.mlir.constant(42 : i32) : i32
; CHECK-NEXT:     %1 = llvm.mlir.addressof @g0 : !llvm.ptr
; CHECK-NEXT:     %2 = llvm.mlir.constant(1 : i32) : i32
; CHECK-NEXT:     %3 = llvm.mlir.undef : !llvm.struct<(i32, ptr)>
; CHECK-NEXT:     %4 = llvm.insertvalue %2, %3[0] : !llvm.struct<(i32, ptr)> 
; CHECK-NEXT:     %5 = llvm.insertvalue %1, %4[1] : !llvm.struct<(i32, ptr)> 
; CHECK-NEXT:     llvm.return %5 : !llvm.struct<(i32, ptr)>
; CHECK-NEXT:   }
; CHECK-NEXT:   llvm.mlir.global external @g8() {addr_space = 0 : i32} : !llvm.array<2 x ptr> {
; CHECK-NEXT:     %0 = llvm.mlir.constant(4 : i64) : i64
; CHECK-NEXT:     %1 = llvm.mlir.constant(42 : i32) : i32
; CHECK-NEXT:     %2 = llvm.mlir.addressof @g0 : !llvm.ptr
; CHECK-NEXT:     %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i8
; CHECK-NEXT:     %4 = llvm.mlir.undef : !llvm.array<2 x ptr>
; CHECK-NEXT:     %5 = llvm.insertvalue %2, %4[0] : !llvm.array<2 x ptr> 
; CHECK-NEXT:     %6 = llvm.insertvalue %3, %5[1] : !llvm.array<2 x ptr> 
; CHECK-NEXT:     llvm.return %6 : !llvm.array<2 x ptr>
; CHECK-NEXT:   }
; CHECK-NEXT:   llvm.mlir.global common @g9(dense<0> : tensor<8xi8>) {addr_space = 0 : i32, alignment = 1 : i64} : !llvm.array<8 x i8>
; CHECK-NEXT:   llvm.mlir.global external @g10(dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : vector<4xf32>) {addr_space = 0 : i32} : vector<4xf32>
; CHECK-NEXT:   llvm.mlir.global external @g11(dense<{{\[\[}}1, 2], [3, 4]]> : tensor<2x2xi16>) {addr_space = 0 : i32} : !llvm.array<2 x array<2 x i16>>
; CHECK-NEXT:   llvm.mlir.global_ctors {ctors = [@init], priorities = [65535 : i32]}
; CHECK-NEXT:   llvm.func internal @init() attributes {dso_local} {
; CHECK-NEXT:     llvm.return
; CHECK-NEXT:   }
; CHECK-NEXT:   llvm.func @printf(!llvm.ptr {llvm.noundef}, ...) -> i32
; CHECK-NEXT:   llvm.func @malloc(i64 {llvm.noundef}) -> (!llvm.ptr {llvm.noalias}) attributes {memory = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = readwrite>, no_unwind, passthrough = {{\[\[}}"allocsize", "4294967295"], ["alloc-family", "malloc"]], will_return}
; CHECK-NEXT:   llvm.func protected fastcc @ext(!llvm.ptr {llvm.nocapture, llvm.readonly}, i32 {llvm.signext}, !llvm.ptr {llvm.align = 8 : i64, llvm.byval = i64})
; CHECK-NEXT:   llvm.func weak_odr @f(%arg0: i32 {llvm.noundef}) -> i32 attributes {alignment = 16 : i64, frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = {{\[\[}}"uwtable", "2"], ["no-trapping-math", "true"], ["target-cpu", "x86-64"]], section = "text2", target_cpu = "x86-64", target_features = #llvm.target_features<["+cx8", "+sse2"]>, tune_cpu = "generic"} {
; CHECK-NEXT:     llvm.return %arg0 : i32
; CHECK-NEXT:   }
; CHECK-NEXT:   llvm.func linkonce_odr hidden unnamed_addr @h(%arg0: !llvm.ptr {llvm.dereferenceable = 8 : i64, llvm.nonnull}) -> (i8 {llvm.zeroext}) {
; CHECK-NEXT:     %0 = llvm.load %arg0 {alignment = 1 : i64} : !llvm.ptr -> i8
; CHECK-NEXT:     llvm.return %0 : i8
; CHECK-NEXT:   }
; CHECK-NEXT: }
