// llvm-request-c-wrappers marks every func.func; llvm-add-comdats gives
// linkonce(_odr) functions an `any` selector in @__llvm_comdat.
// RUN: mlir-opt %s -llvm-request-c-wrappers | FileCheck %s --check-prefix=WRAP
// RUN: mlir-opt %s -llvm-add-comdats | FileCheck %s --check-prefix=COMDAT
// RUN: mlir-opt %s -p 'builtin.module(func.func(llvm-request-c-wrappers),llvm-add-comdats)' | FileCheck %s --check-prefixes=WRAP,COMDAT

// COMDAT: llvm.comdat @__llvm_comdat {
// COMDAT-NEXT: llvm.comdat_selector @b any
// COMDAT-NEXT: llvm.comdat_selector @a any
// COMDAT-NEXT: }
// WRAP: func.func private @decl() attributes {llvm.emit_c_interface}
// WRAP: func.func @def() attributes {llvm.emit_c_interface, other}
// COMDAT: llvm.func linkonce @a() comdat(@__llvm_comdat::@a)
// COMDAT: llvm.func linkonce_odr @b() comdat(@__llvm_comdat::@b)
// COMDAT: llvm.func weak @c() {
func.func private @decl()
func.func @def() attributes {other} {
  return
}
llvm.func linkonce @a() {
  llvm.return
}
llvm.func linkonce_odr @b() {
  llvm.return
}
llvm.func weak @c() {
  llvm.return
}
