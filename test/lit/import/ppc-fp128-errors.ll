; RUN: not llmir-translate --import-llvm %s 2>&1 | FileCheck %s
; REQUIRES: llmir-translate
; mlir-translate-19 imports this as 0.100000000000000005551115123125783 : f128
; (the double-double's own digits), which llmir cannot spell yet: a clean
; error, never a different value.
; CHECK: error: llmir-translate: cannot import ppc_fp128 0xM3FB999999999999A0000000000000000 yet (a ppc_fp128 value that is not a short decimal)
@g = global ppc_fp128 0xM3FB999999999999A0000000000000000
