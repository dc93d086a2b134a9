// Top-level operations without a module around them get the implicit
// `builtin.module`; an explicit one is kept as it is (not nested again).
// RUN: mlir-opt %s --allow-unregistered-dialect --mlir-print-op-generic --split-input-file | FileCheck %s

// CHECK:      "builtin.module"() ({
// CHECK-NEXT:   "test.a"() : () -> ()
// CHECK-NEXT: }) : () -> ()
"test.a"() : () -> ()

// -----

// CHECK:      "builtin.module"() ({
// CHECK-NEXT:   "test.b"() : () -> ()
// CHECK-NEXT: }) {test.attr} : () -> ()
"builtin.module"() ({
  "test.b"() : () -> ()
}) {test.attr} : () -> ()
