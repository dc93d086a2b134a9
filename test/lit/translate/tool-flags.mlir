// REQUIRES: llmir-translate
// mlir-translate's tool flags: the timing report in its displays and
// formats (timer named after the translation, as mlir-translate-19 names
// it), translating on one thread, and showing only errors.
// RUN: llmir-translate --mlir-to-llvmir %s -mlir-timing -o %t.ll 2>&1 | FileCheck %s --check-prefix=TREE
// RUN: llmir-translate --mlir-to-llvmir %s -mlir-timing -mlir-timing-display=list -mlir-output-format=json -o %t.ll 2>&1 | FileCheck %s --check-prefix=JSON
// RUN: not llmir-translate --mlir-to-llvmir %t.ll -mlir-timing --error-diagnostics-only -o %t.ll 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: FileCheck %s --check-prefix=IR < %t.ll
// RUN: llmir-translate --mlir-to-llvmir %s --mlir-disable-threading | FileCheck %s --check-prefix=IR
// RUN: not llmir-translate --mlir-to-llvmir %s -mlir-timing-display=flat 2>&1 | FileCheck %s --check-prefix=BAD

// TREE: ... Execution time report ...
// TREE: Total Execution Time: {{[0-9]+\.[0-9][0-9][0-9][0-9]}} seconds
// TREE: ----Wall Time----  ----Name----
// TREE-NEXT: {{^ +[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)  Translate MLIR to LLVMIR$}}
// TREE-NEXT: {{^ +[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)  Rest$}}
// TREE-NEXT: {{^ +[0-9]+\.[0-9][0-9][0-9][0-9] \(100\.0%\)  Total$}}

// JSON: [
// JSON-NEXT: {"wall": {"duration":{{ +[0-9.]+}}, "percentage": 100.0}, "name": "root"},
// JSON-NEXT: {"wall": {"duration":{{ +[0-9.]+}}, "percentage":{{ +[0-9.]+}}}, "name": "Translate MLIR to LLVMIR"},
// JSON-NEXT: {"wall": {"duration":{{ +[0-9.]+}}, "percentage":{{ +[0-9.]+}}}, "name": "Rest"},
// JSON-NEXT: {"wall": {"duration":{{ +[0-9.]+}}, "percentage": 100.0}, "name": "Total"}
// JSON-NEXT: ]

// The LLVM IR written by the first run is not MLIR: the error (shown
// under --error-diagnostics-only) comes before the report, and the failed
// run leaves its output file as it was.
// ERR: error: unexpected character
// ERR: Translate MLIR to LLVMIR

// IR: define i32 @answer()
// IR-NEXT: ret i32 42

// BAD: invalid value 'flat' for '--mlir-timing-display <DISPLAY>'
// BAD: [possible values: list, tree]

llvm.func @answer() -> i32 {
  %0 = llvm.mlir.constant(42 : i32) : i32
  llvm.return %0 : i32
}
