// RUN: llmir-opt --mlir-print-local-scope --mlir-print-debuginfo %s | FileCheck %s
// An attribute printed stripped (`llvm.intr.dbg.label <scope = ...>`) is
// printed by the same printer as the rest of the op: its `distinct[N]` ids
// continue the numbering of the ids printed before it (they restarted at 0
// when it was printed on its own). CHECK lines are mlir-opt-19's output.

#file = #llvm.di_file<"a.c" in "/d">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C11, file = #file, isOptimized = false, emissionKind = Full>
#sp1 = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = "g", file = #file, line = 1, subprogramFlags = Definition>
#sp2 = #llvm.di_subprogram<id = distinct[2]<>, compileUnit = #cu, scope = #file, name = "f", file = #file, line = 3, subprogramFlags = Definition>
#label = #llvm.di_label<scope = #sp2, name = "out", file = #file, line = 4>
module {
  llvm.func @g() {
    llvm.return
  } loc(fused<#sp1>["a.c":1:1])
  llvm.func @f() {
    llvm.intr.dbg.label #label
    llvm.return
  } loc(fused<#sp2>["a.c":3:1])
}

// CHECK:      llvm.func @g() {
// CHECK:      } loc(fused<#llvm.di_subprogram<id = distinct[0]<>, compileUnit = <id = distinct[1]<>,
// CHECK:      llvm.func @f() {
// CHECK-NEXT:   llvm.intr.dbg.label <scope = #llvm.di_subprogram<id = distinct[2]<>, compileUnit = <id = distinct[1]<>, sourceLanguage = DW_LANG_C11, file = <"a.c" in "/d">, isOptimized = false, emissionKind = Full>, scope = #llvm.di_file<"a.c" in "/d">, name = "f", file = <"a.c" in "/d">, line = 3, subprogramFlags = Definition>, name = "out", file = <"a.c" in "/d">, line = 4> loc(
// CHECK:      } loc(fused<#llvm.di_subprogram<id = distinct[2]<>,
