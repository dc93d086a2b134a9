// --mlir-pass-statistics-display=list merges a pass's runs under its name
// (MLIR's printResultsAsList: passes by name, counters by name, values
// right-aligned, names padded); pipeline (the default) nests as the passes
// ran. The report ends with a blank line. The Debian mlir-opt-19 is built
// without LLVM statistics and shows only the header and that blank line;
// the counters here are counted by hand: the two `arith.addi %a, %a` of
// @f are one after CSE.
// RUN: llmir-opt %s -p 'builtin.module(func.func(cse),cse)' --mlir-pass-statistics --mlir-pass-statistics-display=list -o /dev/null 2>&1 | FileCheck %s --check-prefix=LIST
// RUN: llmir-opt %s -p 'builtin.module(func.func(cse),cse)' --mlir-pass-statistics -o /dev/null 2>&1 | FileCheck %s --check-prefix=PIPE
// RUN: not llmir-opt %s --mlir-pass-statistics-display=tree 2>&1 | FileCheck %s --check-prefix=BAD

// LIST: ===-------------------------------------------------------------------------===
// LIST-NEXT: {{^}}                         ... Pass statistics report ...
// LIST-NEXT: ===-------------------------------------------------------------------------===
// LIST-NEXT: {{^}}  CSE
// LIST-NEXT: {{^}}    (S) 1 num-cse'd - Number of operations CSE'd
// LIST-NEXT: {{^}}    (S) 0 num-dce'd - Number of operations DCE'd
// LIST-EMPTY:

// PIPE: ... Pass statistics report ...
// PIPE-NEXT: ===-------------------------------------------------------------------------===
// PIPE-NEXT: 'func.func' Pipeline
// PIPE-NEXT: {{^}}  CSE
// PIPE-NEXT: {{^}}    (S) 1 num-cse'd - Number of operations CSE'd
// PIPE-NEXT: {{^}}    (S) 0 num-dce'd - Number of operations DCE'd
// PIPE-NEXT: {{^}}CSE
// PIPE-NEXT: {{^}}  (S) 0 num-cse'd - Number of operations CSE'd
// PIPE-NEXT: {{^}}  (S) 0 num-dce'd - Number of operations DCE'd
// PIPE-EMPTY:

// BAD: llmir-opt: for the --mlir-pass-statistics-display option: Cannot find option named 'tree'!

func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
}
