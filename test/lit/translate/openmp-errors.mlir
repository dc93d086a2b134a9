// REQUIRES: llmir-translate
// OpenMP forms llmir-translate does not build are located errors, never a
// crash or different code. (mlir-translate-19 builds an i16 loop that
// LLVM's verifier rejects: "Call parameter type does not match function
// signature!".)
// RUN: not llmir-translate --mlir-to-llvmir --split-input-file %s 2>&1 | FileCheck %s

// CHECK: openmp-errors.mlir:1 offset :[[#@LINE+2]]:3: error: llmir-translate: cannot translate 'omp.wsloop' with an i16 induction variable (the runtime's loops count in i32 or i64) yet
llvm.func @i16(%lb: i16, %ub: i16, %st: i16) {
  omp.wsloop {
    omp.loop_nest (%i) : i16 = (%lb) to (%ub) step (%st) {
      omp.yield
    }
    omp.terminator
  }
  llvm.return
}

// -----

// Code with debug locations: the location strings and !dbg of the
// runtime calls are not modelled yet.
// CHECK: error: llmir-translate: cannot translate 'omp.wsloop' with debug locations yet
#file = #llvm.di_file<"a.c" in "/">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file, isOptimized = false, emissionKind = Full>
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = "f", file = #file, line = 1, subprogramFlags = Definition>
llvm.func @dbg(%lb: i32, %ub: i32, %st: i32) {
  omp.wsloop {
    omp.loop_nest (%i) : i32 = (%lb) to (%ub) step (%st) {
      omp.yield
    }
    omp.terminator
  } loc(#loc1)
  llvm.return
} loc(#loc2)
#loc1 = loc("a.c":2:3)
#loc2 = loc(fused<#sp>["a.c":1:1])
