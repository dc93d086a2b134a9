; RUN: llmir-translate --import-llvm %s | FileCheck %s
; REQUIRES: llmir-translate
; ppc_fp128 constants become f128-typed float attributes, as MLIR imports
; them (CHECK lines are mlir-translate-19's); see ppc-fp128-errors.ll for
; the values llmir cannot spell yet.

; CHECK: llvm.mlir.global external @a(1.000000e+00 : f128) {addr_space = 0 : i32} : !llvm.ppc_fp128
; CHECK: llvm.mlir.global external @b(3.500000e+00 : f128) {addr_space = 0 : i32} : !llvm.ppc_fp128
; CHECK: llvm.mlir.global external @c(2.500000e-01 : f128) {addr_space = 0 : i32} : !llvm.ppc_fp128
; CHECK: llvm.mlir.global external @d(0.000000e+00 : f128) {addr_space = 0 : i32} : !llvm.ppc_fp128
; CHECK: llvm.mlir.global external @e(-0.000000e+00 : f128) {addr_space = 0 : i32} : !llvm.ppc_fp128
; CHECK: llvm.mlir.global external @f(-1.024000e+03 : f128) {addr_space = 0 : i32} : !llvm.ppc_fp128
; CHECK: llvm.func @p(%arg0: !llvm.ppc_fp128) -> !llvm.ppc_fp128 {
; CHECK-NEXT:   %0 = llvm.mlir.constant(1.000000e+02 : f128) : !llvm.ppc_fp128
; CHECK-NEXT:   %1 = llvm.fadd %arg0, %0  : !llvm.ppc_fp128
; CHECK-NEXT:   llvm.return %1 : !llvm.ppc_fp128

@a = global ppc_fp128 0xM3FF00000000000000000000000000000
@b = global ppc_fp128 0xM400C0000000000000000000000000000
@c = global ppc_fp128 0xM3FD00000000000000000000000000000
@d = global ppc_fp128 0xM00000000000000000000000000000000
@e = global ppc_fp128 0xM80000000000000000000000000000000
@f = global ppc_fp128 0xMC0900000000000000000000000000000
define ppc_fp128 @p(ppc_fp128 %x) {
  %y = fadd ppc_fp128 %x, 0xM40590000000000000000000000000000
  ret ppc_fp128 %y
}
