// `--mlir-timing` with MLIR's display and format flags: the tree shows the
// pipeline as it nested, the list one row per name under `root`, JSON the
// same rows as objects (checked against mlir-opt-19's reports; times vary).
// mlir-opt-19 also times the analyses a pass asks for (`(A) DominanceInfo`
// under CSE); llmir does not time them.
// RUN: llmir-opt %s --pass-pipeline='builtin.module(func.func(canonicalize),cse)' --mlir-timing 2>&1 >/dev/null | FileCheck %s --check-prefix=TREE
// RUN: llmir-opt %s --canonicalize --mlir-timing --mlir-timing-display=list 2>&1 >/dev/null | FileCheck %s --check-prefix=LIST
// RUN: llmir-opt %s --canonicalize --mlir-timing --mlir-output-format=json 2>&1 >/dev/null | FileCheck %s --check-prefix=JSON

// TREE: ... Execution time report ...
// TREE: ----Wall Time----  ----Name----
// TREE-NEXT: {{[0-9.]+ \( *[0-9.]+%\)}}  Parser
// TREE-NEXT: {{[0-9.]+ \( *[0-9.]+%\)}}  'func.func' Pipeline
// TREE-NEXT: {{[0-9.]+ \( *[0-9.]+%\)}}    Canonicalizer
// TREE-NEXT: {{[0-9.]+ \( *[0-9.]+%\)}}  CSE
// TREE: {{[0-9.]+ \( *[0-9.]+%\)}}  Output
// TREE-NEXT: {{[0-9.]+ \( *[0-9.]+%\)}}  Rest
// TREE-NEXT: {{[0-9.]+ \( *[0-9.]+%\)}}  Total

// LIST: ----Wall Time----  ----Name----
// LIST-NEXT: {{[0-9.]+ \(100.0%\)}}  root
// LIST-DAG: Parser
// LIST-DAG: Canonicalizer
// LIST-DAG: Output
// LIST: Rest
// LIST-NEXT: Total

// JSON: [
// JSON-NEXT: {"wall": {"duration": {{ *[0-9.]+}}, "percentage": {{ *[0-9.]+}}}, "name": "Parser", "passes": [
// JSON-NEXT: {}]},
// JSON-NEXT: {"wall": {"duration": {{ *[0-9.]+}}, "percentage": {{ *[0-9.]+}}}, "name": "Canonicalizer", "passes": [
// JSON-NEXT: {}]},
// JSON-NEXT: {"wall": {"duration": {{ *[0-9.]+}}, "percentage": {{ *[0-9.]+}}}, "name": "Output", "passes": [
// JSON-NEXT: {}]},
// JSON-NEXT: {"wall": {"duration": {{ *[0-9.]+}}, "percentage": {{ *[0-9.]+}}}, "name": "Rest"},
// JSON-NEXT: {"wall": {"duration": {{ *[0-9.]+}}, "percentage": {{ *[0-9.]+}}}, "name": "Total"}
// JSON-NEXT: ]

func.func @f(%a: i32) -> i32 {
  %c = arith.constant 0 : i32
  %b = arith.addi %a, %c : i32
  return %b : i32
}
