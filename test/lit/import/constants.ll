; RUN: llmir-translate --import-llvm %s | FileCheck %s
; RUN: llmir-translate -import-llvm %s | FileCheck %s
; REQUIRES: llmir-translate
; Constants: materialised at the start of the entry block in order of
; first use, aggregates as undef plus insertvalue, constant expressions as
; their instructions, special values.
@a = global [3 x i32] [i32 1, i32 2, i32 3]
@s = global { i8, ptr, double } { i8 1, ptr @a, double 2.5 }
@p = global ptr getelementptr inbounds ([3 x i32], ptr @a, i64 0, i64 1)
@z = global { i32, i64 } zeroinitializer
@u = global { i32, i64 } undef
@i = global i64 ptrtoint (ptr @a to i64)

define i64 @uses(i1 %c) {
  %1 = select i1 %c, i64 7, i64 -1
  %2 = add i64 %1, ptrtoint (ptr @a to i64)
  %3 = getelementptr i32, ptr @a, i64 2
  %4 = load i32, ptr %3
  %5 = zext i32 %4 to i64
  %6 = add i64 %2, %5
  %7 = insertvalue { i64, ptr } poison, i64 %6, 0
  %8 = insertvalue { i64, ptr } %7, ptr null, 1
  %9 = extractvalue { i64, ptr } %8, 0
  %10 = add i64 %9, 7
  %11 = fadd double 0x7FF8000000000000, 1.0e10
  %12 = fptosi double %11 to i64
  %13 = add i64 %10, %12
  %14 = add i1 true, %c
  %15 = zext i1 %14 to i64
  %16 = add i64 %13, %15
  %17 = add i128 170141183460469231731687303715884105727, 1
  %18 = trunc i128 %17 to i64
  %19 = add i64 %16, %18
  ret i64 %19
}

; CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<
; CHECK-NEXT:   llvm.mlir.global external @a(dense<[1, 2, 3]> : tensor<3xi32>) {addr_space = 0 : i32} : !llvm.array<3 x i32>
; CHECK-NEXT:   llvm.mlir.global external @s() {addr_space = 0 : i32} : !llvm.struct<(i8, ptr, f64)> {
; CHECK-NEXT:     %0 = llvm.mlir.constant(2.500000e+00 : f64) : f64
; CHECK-NEXT:     %1 = llvm.mlir.constant(dense<[1, 2, 3]> : tensor<3xi32>) : !llvm.array<3 x i32>
; CHECK-NEXT:     %2 = llvm.mlir.addressof @a : !llvm.ptr
; CHECK-NEXT:     %3 = llvm.mlir.constant(1 : i8) : i8
; CHECK-NEXT:     %4 = llvm.mlir.undef : !llvm.struct<(i8, ptr, f64)>
; CHECK-NEXT:     %5 = llvm.insertvalue %3, %4[0] : !llvm.struct<(i8, ptr, f64)> 
; CHECK-NEXT:     %6 = llvm.insertvalue %2, %5[1] : !llvm.struct<(i8, ptr, f64)> 
; CHECK-NEXT:     %7 = llvm.insertvalue %0, %6[2] : !llvm.struct<(i8, ptr, f64)> 
; CHECK-NEXT:     llvm.return %7 : !llvm.struct<(i8, ptr, f64)>
; CHECK-NEXT:   }
; CHECK-NEXT:   llvm.mlir.global external @p() {addr_space = 0 : i32} : !llvm.ptr {
; CHECK-NEXT:     %0 = llvm.mlir.constant(1 : i64) : i64
; CHECK-NEXT:     %1 = llvm.mlir.constant(0 : i64) : i64
; CHECK-NEXT:     %2 = llvm.mlir.constant(dense<[1, 2, 3]> : tensor<3xi32>) : !llvm.array<3 x i32>
; CHECK-NEXT:     %3 = llvm.mlir.addressof @a : !llvm.ptr
; CHECK-NEXT:     %4 = llvm.getelementptr inbounds %3[%1, %0] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<3 x i32>
; CHECK-NEXT:     llvm.return %4 : !llvm.ptr
; CHECK-NEXT:   }
; CHECK-NEXT:   llvm.mlir.global external @z() {addr_space = 0 : i32} : !llvm.struct<(i32, i64)> {
; CHECK-NEXT:     %0 = llvm.mlir.constant(0 : i64) : i64
; CHECK-NEXT:     %1 = llvm.mlir.constant(0 : i32) : i32
; CHECK-NEXT:     %2 = llvm.mlir.undef : !llvm.struct<(i32, i64)>
; CHECK-NEXT:     %3 = llvm.insertvalue %1, %2[0] : !llvm.struct<(i32, i64)> 
; CHECK-NEXT:     %4 = llvm.insertvalue %0, %3[1] : !llvm.struct<(i32, i64)> 
; CHECK-NEXT:     llvm.return %4 : !llvm.struct<(i32, i64)>
; CHECK-NEXT:   }
; CHECK-NEXT:   llvm.mlir.global external @u() {addr_space = 0 : i32} : !llvm.struct<(i32, i64)> {
; CHECK-NEXT:     %0 = llvm.mlir.undef : !llvm.struct<(i32, i64)>
; CHECK-NEXT:     llvm.return %0 : !llvm.struct<(i32, i64)>
; CHECK-NEXT:   }
; CHECK-NEXT:   llvm.mlir.global external @i() {addr_space = 0 : i32} : i64 {
; CHECK-NEXT:     %0 = llvm.mlir.constant(dense<[1, 2, 3]> : tensor<3xi32>) : !llvm.array<3 x i32>
; CHECK-NEXT:     %1 = llvm.mlir.addressof @a : !llvm.ptr
; CHECK-NEXT:     %2 = llvm.ptrtoint %1 : !llvm.ptr to i64
; CHECK-NEXT:     llvm.return %2 : i64
; CHECK-NEXT:   }
; CHECK-NEXT:   llvm.func @uses(%arg0: i1) -> i64 {
; CHECK-NEXT:     %0 = llvm.mlir.constant(7 : i64) : i64
; CHECK-NEXT:     %1 = llvm.mlir.constant(-1 : i64) : i64
; CHECK-NEXT:     %2 = llvm.mlir.constant(dense<[1, 2, 3]> : tensor<3xi32>) : !llvm.array<3 x i32>
; CHECK-NEXT:     %3 = llvm.mlir.addressof @a : !llvm.ptr
; CHECK-NEXT:     %4 = llvm.ptrtoint %3 : !llvm.ptr to i64
; CHECK-NEXT:     %5 = llvm.mlir.constant(2 : i64) : i64
; CHECK-NEXT:     %6 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
; CHECK-NEXT:     %7 = llvm.mlir.zero : !llvm.ptr
; CHECK-NEXT:     %8 = llvm.mlir.constant(0x7FF8000000000000 : f64) : f64
; CHECK-NEXT:     %9 = llvm.mlir.constant(1.000000e+10 : f64) : f64
; CHECK-NEXT:     %10 = llvm.mlir.constant(true) : i1
; CHECK-NEXT:     %11 = llvm.mlir.constant(170141183460469231731687303715884105727 : i128) : i128
; CHECK-NEXT:     %12 = llvm.mlir.constant(1 : i128) : i128
; CHECK-NEXT:     %13 = llvm.select %arg0, %0, %1 : i1, i64
; CHECK-NEXT:     %14 = llvm.add %13, %4 : i64
; CHECK-NEXT:     %15 = llvm.getelementptr %3[%5] : (!llvm.ptr, i64) -> !llvm.ptr, i32
; CHECK-NEXT:     %16 = llvm.load %15 {alignment = 4 : i64} : !llvm.ptr -> i32
; CHECK-NEXT:     %17 = llvm.zext %16 : i32 to i64
; CHECK-NEXT:     %18 = llvm.add %14, %17 : i64
; CHECK-NEXT:     %19 = llvm.insertvalue %18, %6[0] : !llvm.struct<(i64, ptr)> 
; CHECK-NEXT:     %20 = llvm.insertvalue %7, %19[1] : !llvm.struct<(i64, ptr)> 
; CHECK-NEXT:     %21 = llvm.extractvalue %20[0] : !llvm.struct<(i64, ptr)> 
; CHECK-NEXT:     %22 = llvm.add %21, %0 : i64
; CHECK-NEXT:     %23 = llvm.fadd %8, %9  : f64
; CHECK-NEXT:     %24 = llvm.fptosi %23 : f64 to i64
; CHECK-NEXT:     %25 = llvm.add %22, %24 : i64
; CHECK-NEXT:     %26 = llvm.add %10, %arg0 : i1
; CHECK-NEXT:     %27 = llvm.zext %26 : i1 to i64
; CHECK-NEXT:     %28 = llvm.add %25, %27 : i64
; CHECK-NEXT:     %29 = llvm.add %11, %12 : i128
; CHECK-NEXT:     %30 = llvm.trunc %29 : i128 to i64
; CHECK-NEXT:     %31 = llvm.add %28, %30 : i64
; CHECK-NEXT:     llvm.return %31 : i64
; CHECK-NEXT:   }
; CHECK-NEXT: }
