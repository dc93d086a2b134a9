// llmir-opt's --diagnostic-format: `mlir` is mlir-opt's plain
// file:line:col form (the default when stderr is not a terminal), `json`
// one object per line for tools.
// RUN: not llmir-opt %s --allow-unregistered-dialect --diagnostic-format=mlir 2>&1 | FileCheck %s --check-prefix=MLIR
// RUN: not llmir-opt %s --allow-unregistered-dialect 2>&1 | FileCheck %s --check-prefix=MLIR
// RUN: not llmir-opt %s --allow-unregistered-dialect --diagnostic-format=json 2>&1 | FileCheck %s --check-prefix=JSON

// MLIR: diagnostic-format.mlir:[[#@LINE+3]]:12: error: use of undeclared SSA value name
// JSON: "severity":"error"
// JSON-SAME: "message":"use of undeclared SSA value name"
"test.use"(%undefined) : (i32) -> ()
