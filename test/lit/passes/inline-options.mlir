// The inliner's options (CHECK lines from mlir-opt-19): the default
// pipeline (canonicalize) runs on the callables of each SCC before and
// after inlining; `default-pipeline=` runs none; `op-pipelines` gives an op
// its own; `inlining-threshold=0` inlines nothing; `max-iterations=1`
// still inlines what the first round finds. The pass needs a symbol table
// to run on.
// RUN: mlir-opt %s -inline | FileCheck %s --check-prefix=DEFAULT
// RUN: mlir-opt %s -p 'builtin.module(inline{max-iterations=1})' | FileCheck %s --check-prefix=DEFAULT
// RUN: mlir-opt %s -p 'builtin.module(inline{default-pipeline=})' | FileCheck %s --check-prefix=NONE
// RUN: mlir-opt %s -p 'builtin.module(inline{default-pipeline= op-pipelines=func.func(cse)})' | FileCheck %s --check-prefix=CSE
// RUN: mlir-opt %s -p 'builtin.module(inline{inlining-threshold=0})' | FileCheck %s --check-prefix=THRESHOLD
// RUN: not mlir-opt %s -p 'builtin.module(func.func(inline))' 2>&1 | FileCheck %s --check-prefix=ERROR

func.func @callee(%a: i32) -> i32 {
  %c = arith.constant 0 : i32
  %0 = arith.addi %a, %c : i32
  return %0 : i32
}
func.func @caller(%a: i32) -> i32 {
  %0 = call @callee(%a) : (i32) -> i32
  %1 = call @callee(%0) : (i32) -> i32
  return %1 : i32
}

// DEFAULT:      func.func @callee(%arg0: i32) -> i32 {
// DEFAULT-NEXT:   return %arg0 : i32
// DEFAULT-NEXT: }
// DEFAULT-NEXT: func.func @caller(%arg0: i32) -> i32 {
// DEFAULT-NEXT:   return %arg0 : i32
// DEFAULT-NEXT: }

// NONE:      func.func @caller(%arg0: i32) -> i32 {
// NONE-NEXT:   %c0_i32 = arith.constant 0 : i32
// NONE-NEXT:   %0 = arith.addi %arg0, %c0_i32 : i32
// NONE-NEXT:   %c0_i32_0 = arith.constant 0 : i32
// NONE-NEXT:   %1 = arith.addi %0, %c0_i32_0 : i32
// NONE-NEXT:   return %1 : i32

// CSE:      func.func @caller(%arg0: i32) -> i32 {
// CSE-NEXT:   %c0_i32 = arith.constant 0 : i32
// CSE-NEXT:   %0 = arith.addi %arg0, %c0_i32 : i32
// CSE-NEXT:   %1 = arith.addi %0, %c0_i32 : i32
// CSE-NEXT:   return %1 : i32

// THRESHOLD:      func.func @caller(%arg0: i32) -> i32 {
// THRESHOLD-NEXT:   %0 = call @callee(%arg0) : (i32) -> i32
// THRESHOLD-NEXT:   %1 = call @callee(%0) : (i32) -> i32

// ERROR: error: 'func.func' op  was scheduled to run under the inliner, but does not define a symbol table
