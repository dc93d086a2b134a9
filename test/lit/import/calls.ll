; RUN: llmir-translate --import-llvm %s | FileCheck %s
; RUN: llmir-translate -import-llvm %s | FileCheck %s
; REQUIRES: llmir-translate
; Calls: direct, indirect, varargs, tail kinds, calling conventions,
; intrinsics (immediate arguments as properties),
; invoke and landingpad.
declare i32 @printf(ptr, ...)
declare fastcc i32 @callee(i32)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.lifetime.start.p0(i64, ptr)
declare i32 @llvm.smax.i32(i32, i32)
declare double @llvm.fmuladd.f64(double, double, double)
declare i32 @llvm.abs.i32(i32, i1)
declare i32 @llvm.ctlz.i32(i32, i1)
declare i32 @__gxx_personality_v0(...)
declare void @may_throw()

@fmt = private constant [4 x i8] c"%d\0A\00"

define i32 @calls(ptr %fp, ptr %d, ptr %s, i32 %x, double %y) {
  %1 = call i32 (ptr, ...) @printf(ptr @fmt, i32 %x)
  %2 = tail call fastcc i32 @callee(i32 %1)
  %3 = call i32 %fp(i32 %2)
  %4 = notail call i32 @callee(i32 %3)
  call void @llvm.memcpy.p0.p0.i64(ptr %d, ptr %s, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 8, ptr %d)
  %5 = call i32 @llvm.smax.i32(i32 %4, i32 0)
  %6 = call fast double @llvm.fmuladd.f64(double %y, double %y, double 1.0)
  %7 = call i32 @llvm.abs.i32(i32 %5, i1 true)
  %8 = call i32 @llvm.ctlz.i32(i32 %7, i1 false)
  ret i32 %8
}

define void @eh() personality ptr @__gxx_personality_v0 {
entry:
  invoke void @may_throw() to label %ok unwind label %lpad
ok:
  ret void
lpad:
  %lp = landingpad { ptr, i32 } cleanup catch ptr null
  resume { ptr, i32 } %lp
}

; CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<
; CHECK-NEXT:   llvm.mlir.global private constant @fmt("%d\0A\00") {addr_space = 0 : i32, dso_local}
; CHECK-NEXT:   llvm.func @printf(!llvm.ptr, ...) -> i32
; CHECK-NEXT:   llvm.func fastcc @callee(i32) -> i32
; CHECK-NEXT:   llvm.func @__gxx_personality_v0(...) -> i32
; CHECK-NEXT:   llvm.func @may_throw()
; CHECK-NEXT:   llvm.func @calls(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i32, %arg4: f64) -> i32 {
; CHECK-NEXT:     %0 = llvm.mlir.constant("%d\0A\00") : !llvm.array<4 x i8>
; CHECK-NEXT:     %1 = llvm.mlir.addressof @fmt : !llvm.ptr
; CHECK-NEXT:     %2 = llvm.mlir.constant(16 : i64) : i64
; CHECK-NEXT:     %3 = llvm.mlir.constant(0 : i32) : i32
; CHECK-NEXT:     %4 = llvm.mlir.constant(1.000000e+00 : f64) : f64
; CHECK-NEXT:     %5 = llvm.call @printf(%1, %arg3) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
; CHECK-NEXT:     %6 = llvm.call fastcc tail @callee(%5) : (i32) -> i32
; CHECK-NEXT:     %7 = llvm.call %arg0(%6) : !llvm.ptr, (i32) -> i32
; CHECK-NEXT:     %8 = llvm.call notail @callee(%7) : (i32) -> i32
; CHECK-NEXT:     "llvm.intr.memcpy"(%arg1, %arg2, %2) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
; CHECK-NEXT:     llvm.intr.lifetime.start 8, %arg1 : !llvm.ptr
; CHECK-NEXT:     %9 = llvm.intr.smax(%8, %3)  : (i32, i32) -> i32
; CHECK-NEXT:     %10 = llvm.intr.fmuladd(%arg4, %arg4, %4)  {fastmathFlags = #llvm.fastmath<fast>} : (f64, f64, f64) -> f64
; CHECK-NEXT:     %11 = "llvm.intr.abs"(%9) <{is_int_min_poison = true}> : (i32) -> i32
; CHECK-NEXT:     %12 = "llvm.intr.ctlz"(%11) <{is_zero_poison = false}> : (i32) -> i32
; CHECK-NEXT:     llvm.return %12 : i32
; CHECK-NEXT:   }
; CHECK-NEXT:   llvm.func @eh() attributes {personality = @__gxx_personality_v0} {
; CHECK-NEXT:     %0 = llvm.mlir.zero : !llvm.ptr
; CHECK-NEXT:     llvm.invoke @may_throw() to ^bb1 unwind ^bb2 : () -> ()
; CHECK-NEXT:   ^bb1:  // pred: ^bb0
; CHECK-NEXT:     llvm.return
; CHECK-NEXT:   ^bb2:  // pred: ^bb0
; CHECK-NEXT:     %1 = llvm.landingpad cleanup (catch %0 : !llvm.ptr) : !llvm.struct<(ptr, i32)>
; CHECK-NEXT:     llvm.resume %1 : !llvm.struct<(ptr, i32)>
; CHECK-NEXT:   }
; CHECK-NEXT: }
