// Input from a file or from standard input (`-`, the default); output to
// standard output or to the file named by -o.
// RUN: mlir-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s
// RUN: mlir-opt - --allow-unregistered-dialect --mlir-print-op-generic < %s | FileCheck %s
// RUN: mlir-opt --allow-unregistered-dialect --mlir-print-op-generic < %s | FileCheck %s
// RUN: mlir-opt %s --allow-unregistered-dialect --mlir-print-op-generic -o %t
// RUN: FileCheck %s --input-file %t

// CHECK: "test.op"() {value = 1 : i64} : () -> ()
"test.op"() {value = 1} : () -> ()
