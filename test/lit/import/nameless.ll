; RUN: not llmir-translate --import-llvm %s 2>&1 | FileCheck %s
; REQUIRES: llmir-translate
; Nameless globals all get the symbol name "" and the imported module
; fails to verify, as with mlir-translate-19: the error at the second
; global's location (the module's), the op in generic form (no
; `unnamed_addr` unless LLVM has one), the first definition noted.
source_filename = "nameless.c"
@0 = private constant [3 x i8] c"ab\00"
@1 = internal global i32 5
define ptr @f() {
  ret ptr @0
}
define i32 @2() {
  %v = load i32, ptr @1
  ret i32 %v
}
; CHECK: nameless.c:0:0: error: redefinition of symbol named ''
; CHECK-NEXT: nameless.c:0:0: note: see current operation: 
; CHECK-NEXT: "llvm.mlir.global"() <{addr_space = 0 : i32, dso_local, global_type = i32, linkage = #llvm.linkage<internal>, sym_name = "", value = 5 : i32, visibility_ = 0 : i64}> ({
; CHECK-NEXT: }) : () -> ()
; CHECK-NEXT: nameless.c:0:0: note: see existing symbol definition here
; RUN: not llmir-translate --import-llvm --mlir-print-debuginfo %s 2>&1 | FileCheck %s --check-prefix=DBG
; DBG: }) : () -> () loc("nameless.c":0:0)
