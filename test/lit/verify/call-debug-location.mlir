// A call without a debug location inside a function with a DISubprogram
// location is an error only when the callee could be inlined (it has a
// body); a call to a declaration passes, as in mlir-opt-19.
// RUN: mlir-opt %s | FileCheck %s

#file = #llvm.di_file<"a.c" in "/tmp">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file, isOptimized = false, emissionKind = Full>
#sp_callee = #llvm.di_subprogram<compileUnit = #cu, scope = #file, name = "callee", file = #file, subprogramFlags = "Definition">
#sp_caller = #llvm.di_subprogram<compileUnit = #cu, scope = #file, name = "caller", file = #file, subprogramFlags = "Definition">

llvm.func @declared_callee() loc(fused<#sp_callee>["a.c":1:1])

// CHECK-LABEL: llvm.func @caller
// CHECK: llvm.call @declared_callee() : () -> ()
llvm.func @caller() {
  llvm.call @declared_callee() : () -> () loc(unknown)
  llvm.return
} loc(fused<#sp_caller>["a.c":5:1])
