; RUN: not llmir-translate --import-llvm %s 2>&1 | FileCheck %s
; REQUIRES: llmir-translate
; LLVM's own parse error, under an unknown location as mlir-translate-19
; shows it: the file, line and column, the source line and a caret.
define i32 @f() {
  ret i32 %x
}
; CHECK: <unknown>:0: error: {{.*}}errors.ll:6:11: error: use of undefined value '%x'
; CHECK-NEXT:   ret i32 %x
; CHECK-NEXT: {{^          \^$}}
