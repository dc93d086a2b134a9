// Loop annotations inlined into a function whose location carries its
// #llvm.di_subprogram get their start and end locations re-scoped:
// fused<caller scope>[callsite(original at call)]. CHECK lines from
// mlir-opt-19 (alias numbers differ: llmir keeps no file locations for ops
// written without one).
// RUN: mlir-opt %s -inline --mlir-print-debuginfo | FileCheck %s

// CHECK-DAG: #[[CALLEE_SP:di_subprogram[0-9]*]] = #llvm.di_subprogram<{{.*}}name = "callee"
// CHECK-DAG: #[[CALLER_SP:di_subprogram[0-9]*]] = #llvm.di_subprogram<{{.*}}name = "caller"
// CHECK-DAG: #[[START:loc[0-9]+]] = loc(fused<#[[CALLEE_SP]]>[#[[S:loc[0-9]*]]])
// CHECK-DAG: #[[END:loc[0-9]+]] = loc(fused<#[[CALLEE_SP]]>[#[[E:loc[0-9]*]]])
// CHECK-DAG: #[[ORIG:loop_annotation[0-9]*]] = #llvm.loop_annotation<disableNonforced = true, startLoc = #[[START]], endLoc = #[[END]]>
// CHECK-DAG: #[[CALL:loc[0-9]+]] = loc("a.c":5:1)
// CHECK-DAG: #[[S2:loc[0-9]+]] = loc(callsite(#[[START]] at #[[CALL]]))
// CHECK-DAG: #[[E2:loc[0-9]+]] = loc(callsite(#[[END]] at #[[CALL]]))
// CHECK-DAG: #[[NEW_START:loc[0-9]+]] = loc(fused<#[[CALLER_SP]]>[#[[S2]]])
// CHECK-DAG: #[[NEW_END:loc[0-9]+]] = loc(fused<#[[CALLER_SP]]>[#[[E2]]])
// CHECK-DAG: #[[NEW:loop_annotation[0-9]*]] = #llvm.loop_annotation<disableNonforced = true, startLoc = #[[NEW_START]], endLoc = #[[NEW_END]]>
// CHECK-LABEL: llvm.func @callee
// CHECK: llvm.cond_br %arg0, ^bb1, ^bb2 {loop_annotation = #[[ORIG]]}
// CHECK-LABEL: llvm.func @caller
// CHECK: llvm.cond_br %arg0, ^bb1, ^bb2 {loop_annotation = #[[NEW]]}

#di_file = #llvm.di_file<"a.c" in "/">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #di_file, isOptimized = false, emissionKind = Full>
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #di_file, name = "caller", file = #di_file, subprogramFlags = Definition>
#sp2 = #llvm.di_subprogram<id = distinct[2]<>, compileUnit = #cu, scope = #di_file, name = "callee", file = #di_file, subprogramFlags = Definition>
#start = loc(fused<#sp2>["a.c":1:1])
#end = loc(fused<#sp2>["a.c":2:1])
#la = #llvm.loop_annotation<disableNonforced = true, startLoc = #start, endLoc = #end>
llvm.func @callee(%c: i1) {
  llvm.br ^h
^h:
  llvm.cond_br %c, ^h, ^e {loop_annotation = #la}
^e:
  llvm.return
}
llvm.func @caller(%c: i1) {
  llvm.call @callee(%c) : (i1) -> () loc("a.c":5:1)
  llvm.return
} loc(fused<#sp>["a.c":4:1])
