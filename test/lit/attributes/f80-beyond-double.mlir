// An f80 value outside a double's range prints in full, but MLIR reads a
// decimal float literal through a double: read back, such a value is 0
// (or the literal was already 0 when first written in decimal). mlir-opt-19
// does both, so its printing of these values is not a fixpoint, and
// llmir's is the same (print_idempotent fuzz finding crash-bee82711, now a
// known non-fixpoint in the fuzz target).
// RUN: mlir-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: mlir-opt %s --allow-unregistered-dialect | mlir-opt --allow-unregistered-dialect | FileCheck %s --check-prefix=TWICE
"test.floats"() {d = 0x7FC00000 : f80, e = 7.81271731343749607595E-4942 : f80, h = 0x1 : f80, i = 1.0e-4960 : f80} : () -> ()
// CHECK: "test.floats"() {d = 7.81271731343749607595E-4942 : f80, e = 0.000000e+00 : f80, h = 3.645200e-4951 : f80, i = 0.000000e+00 : f80} : () -> ()
// TWICE: "test.floats"() {d = 0.000000e+00 : f80, e = 0.000000e+00 : f80, h = 0.000000e+00 : f80, i = 0.000000e+00 : f80} : () -> ()
