// llmir-opt's reports: --mlir-timing (MLIR's execution time report),
// --mlir-pass-statistics (pipeline display with each pass's counters),
// --list-passes, and --verify-each=false accepted.
// RUN: mlir-opt %s -p 'builtin.module(llvm.func(canonicalize,cse),symbol-dce)' --mlir-timing -o /dev/null 2>&1 | FileCheck %s --check-prefix=TIME
// RUN: mlir-opt %s -p 'builtin.module(llvm.func(cse),symbol-dce)' --mlir-pass-statistics -o /dev/null 2>&1 | FileCheck %s --check-prefix=STATS
// RUN: mlir-opt --list-passes | FileCheck %s --check-prefix=LIST
// RUN: mlir-opt %s -cse --verify-each=false | FileCheck %s --check-prefix=OUT
// RUN: not mlir-opt %s -no-such-pass 2>&1 | FileCheck %s --check-prefix=FLAG

// TIME: ... Execution time report ...
// TIME: Total Execution Time: {{[0-9.]+}} seconds
// TIME: ----Wall Time----  ----Name----
// TIME-NEXT: {{[0-9.]+}} ({{ *[0-9.]+}}%)  Parser
// TIME-NEXT: {{[0-9.]+}} ({{ *[0-9.]+}}%)  'llvm.func' Pipeline
// TIME-NEXT: {{[0-9.]+}} ({{ *[0-9.]+}}%)    Canonicalizer
// TIME-NEXT: {{[0-9.]+}} ({{ *[0-9.]+}}%)    CSE
// TIME-NEXT: {{[0-9.]+}} ({{ *[0-9.]+}}%)  SymbolDCE
// TIME-NEXT: {{[0-9.]+}} ({{ *[0-9.]+}}%)  Output
// TIME-NEXT: {{[0-9.]+}} ({{ *[0-9.]+}}%)  Rest
// TIME-NEXT: {{[0-9.]+}} (100.0%)  Total

// STATS: ... Pass statistics report ...
// STATS: 'llvm.func' Pipeline
// STATS-NEXT:   CSE
// STATS-NEXT:     (S) 1 num-cse'd - Number of operations CSE'd
// STATS-NEXT:     (S) 1 num-dce'd - Number of operations DCE'd
// STATS-NEXT: SymbolDCE
// STATS-NEXT:   (S) 1 num-dce'd - Number of symbols DCE'd

// LIST: --canonicalize
// LIST: --max-iterations
// LIST: --cse
// LIST: --llvm-legalize-for-export
// LIST: --test-data-layout-query

// OUT: llvm.func @f

// FLAG: Unknown command line argument '-no-such-pass'.
llvm.func @f(%a: i32) -> i32 {
  %0 = llvm.add %a, %a : i32
  %1 = llvm.add %a, %a : i32
  %dead = llvm.mul %a, %a : i32
  %2 = llvm.add %0, %1 : i32
  llvm.return %2 : i32
}
llvm.func @unused() attributes {sym_visibility = "private"}
